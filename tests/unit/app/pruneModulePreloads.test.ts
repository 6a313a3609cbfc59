import { afterEach, describe, expect, it } from 'vitest';
import { pruneModulePreloads } from '../../../src/app/pruneModulePreloads';

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function link(rel: string, href: string): HTMLLinkElement {
  const el = document.createElement('link');
  el.rel = rel;
  el.href = href;
  document.head.appendChild(el);
  return el;
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  document.head.querySelectorAll('link').forEach((l) => l.remove());
});

describe('module preload links', () => {
  it('leave the head once their chunk has loaded (or failed); style sheets stay', async () => {
    stop = pruneModulePreloads();
    const a = link('modulepreload', '/assets/a.js');
    const b = link('modulepreload', '/assets/b.js');
    const css = link('stylesheet', '/assets/a.css');
    await flush();
    expect(document.head.contains(a)).toBe(true);
    a.dispatchEvent(new Event('load'));
    b.dispatchEvent(new Event('error'));
    css.dispatchEvent(new Event('load'));
    expect(document.head.contains(a)).toBe(false);
    expect(document.head.contains(b)).toBe(false);
    expect(document.head.contains(css)).toBe(true);
  });

  it('leaves a link still loading in place', async () => {
    stop = pruneModulePreloads();
    const a = link('modulepreload', '/assets/c.js');
    await flush();
    expect(document.head.contains(a)).toBe(true);
  });
});
