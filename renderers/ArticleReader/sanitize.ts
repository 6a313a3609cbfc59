/**
 * Server article HTML → safe HTML for ArticleReader. A private DOMPurify instance (its hooks do not
 * leak to other users of DOMPurify) removes scripts, event handlers, frames, forms and <style>
 * (which would restyle the whole app), and adapts what editors paste from WeChat articles:
 * lazy images in data-src, fixed widths and positioned layers that break a 320px screen.
 */
import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea', 'link', 'meta', 'base'];

/** Style declarations that would take content out of the flow or wider than the screen. */
const DROP_STYLE = /^\s*(position|z-index|left|right|top|bottom)\s*:/i;
/** Fixed widths (677px sections from desktop editors); percentages and auto stay. */
const FIXED_WIDTH = /^\s*(width|min-width)\s*:\s*(?![\s\d.]*%|\s*auto)/i;

purify.addHook('afterSanitizeAttributes', (node) => {
  const el = node as Element;
  const style = el.getAttribute?.('style');
  if (style) {
    const kept = style.split(';').filter((d) => d.trim() && !DROP_STYLE.test(d) && !FIXED_WIDTH.test(d)).join(';');
    if (kept) el.setAttribute('style', kept);
    else el.removeAttribute('style');
  }
  if (el.tagName === 'IMG') {
    const lazy = el.getAttribute('data-src');
    if (!el.getAttribute('src') && lazy && /^https?:\/\//i.test(lazy)) el.setAttribute('src', lazy);
    el.removeAttribute('width');
    el.removeAttribute('height');
    el.setAttribute('loading', 'lazy');
    // WeChat's image servers refuse requests with a foreign Referer.
    el.setAttribute('referrerpolicy', 'no-referrer');
  }
  if (el.tagName === 'A') {
    el.removeAttribute('target');
  }
});

export function sanitizeArticle(html: string): string {
  return purify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR: ['srcset'],
    ADD_ATTR: ['data-src'],
    ALLOW_DATA_ATTR: false,
  });
}
