/**
 * rc-util's `Dom/dynamicCSS`, with a fast path for the call antd makes on every component mount.
 *
 * antd's CSS-in-JS (`@ant-design/cssinjs`) calls `updateCSS(css, key)` from an insertion effect
 * each time a component instance mounts, not only when its style is first built. rc-util then
 * lists the head's children, finds the `<style>` whose mark attribute is `key`, and reads that
 * node's `innerHTML` to compare it with `css`: a serialisation of the whole style sheet (38 KB for
 * Input, 92 KB for Form's grid) for every Input, Select and FormItem on the page. A form of 500
 * fields did that some thousands of times while mounting.
 *
 * Here a node this module wrote is remembered with the text it was given; a call with the same key
 * and text whose node is still in the document returns that node without touching the DOM, which
 * is what rc-util would have concluded. Anything else (a new key, new text, a node removed by
 * `removeCSS` or by hand, a CSP nonce to set) goes to rc-util unchanged. Vite resolves
 * `rc-util/es/Dom/dynamicCSS` to this module (vite.config.ts `resolve.alias`); the original is
 * imported below by its file name, which the alias does not match.
 */
import {
  clearContainerCache,
  injectCSS,
  removeCSS,
  updateCSS as rcUpdateCSS,
} from 'rc-util/es/Dom/dynamicCSS.js';

export { clearContainerCache, injectCSS, removeCSS };

/** The options rc-util's `updateCSS` reads (see rc-util/es/Dom/dynamicCSS.d.ts). */
type UpdateOptions = NonNullable<Parameters<typeof rcUpdateCSS>[2]>;

interface Written {
  node: HTMLElement;
  css: string;
}

/** Per container (the head unless `attachTo` says otherwise): mark attribute + key → last write. */
const written = new WeakMap<Element | ShadowRoot, Map<string, Written>>();

function containerOf(option: UpdateOptions): Element | ShadowRoot {
  return option.attachTo ?? document.head ?? document.body;
}

function entryKey(option: UpdateOptions, key: string): string {
  return `${option.mark ?? ''}\u0000${key}`;
}

/** rc-util's `updateCSS`: the same result, without the DOM walk when nothing has changed. */
export function updateCSS(css: string, key: string, option: UpdateOptions = {}): HTMLElement {
  const container = containerOf(option);
  let byKey = written.get(container);
  const id = entryKey(option, key);
  const last = byKey?.get(id);
  const nonce = option.csp?.nonce;
  if (last && last.css === css && last.node.isConnected && (!nonce || last.node.nonce === nonce)) {
    return last.node;
  }
  const node = rcUpdateCSS(css, key, option);
  if (!byKey) {
    byKey = new Map();
    written.set(container, byKey);
  }
  byKey.set(id, { node, css });
  return node;
}
