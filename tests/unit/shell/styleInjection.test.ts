import { afterEach, describe, expect, it, vi } from 'vitest';
// The specifier antd's CSS-in-JS imports, resolved to src/shell/styleInjection by the app's aliases
// (build/aliases.ts). antd itself runs from node_modules untransformed under Vitest; that antd's own
// mounts go through this module is checked on the production build (tests/e2e/csp.e2e.ts).
import { removeCSS, updateCSS } from 'rc-util/es/Dom/dynamicCSS';

const styles = (key: string): HTMLStyleElement[] =>
  Array.from(document.head.querySelectorAll<HTMLStyleElement>('style')).filter(
    (s) => s.getAttribute('data-test-mark') === key,
  );

afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('style[data-test-mark]').forEach((s) => s.remove());
});

const opts = { mark: 'data-test-mark' } as const;

describe('style injection (rc-util dynamicCSS as antd calls it)', () => {
  it('writes a sheet once and returns the same node for the same text', () => {
    const a = updateCSS('.a{color:red}', 'k1', opts);
    const b = updateCSS('.a{color:red}', 'k1', opts);
    expect(b).toBe(a);
    expect(styles('k1')).toHaveLength(1);
    expect(a.textContent).toBe('.a{color:red}');
  });

  it('does not read the sheet back when the same text is written again', () => {
    updateCSS('.b{color:red}', 'k2', opts);
    const read = vi.spyOn(HTMLStyleElement.prototype, 'innerHTML', 'get');
    updateCSS('.b{color:red}', 'k2', opts);
    expect(read).not.toHaveBeenCalled();
  });

  it('replaces the text of the same node when the text changes', () => {
    const a = updateCSS('.c{color:red}', 'k3', opts);
    const b = updateCSS('.c{color:blue}', 'k3', opts);
    expect(b).toBe(a);
    expect(b.textContent).toBe('.c{color:blue}');
    expect(styles('k3')).toHaveLength(1);
  });

  it('writes a new node after the old one was removed', () => {
    const a = updateCSS('.d{color:red}', 'k4', opts);
    removeCSS('k4', opts);
    expect(a.isConnected).toBe(false);
    const b = updateCSS('.d{color:red}', 'k4', opts);
    expect(b).not.toBe(a);
    expect(b.isConnected).toBe(true);
    expect(b.textContent).toBe('.d{color:red}');
  });

  it('keeps one node per container', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inHead = updateCSS('.e{color:red}', 'k5', opts);
    const inHost = updateCSS('.e{color:red}', 'k5', { ...opts, attachTo: host });
    expect(inHost).not.toBe(inHead);
    expect(inHost.parentNode).toBe(host);
    host.remove();
  });

  it('sets a CSP nonce on a node written without one', () => {
    const a = updateCSS('.f{color:red}', 'k6', opts);
    const b = updateCSS('.f{color:red}', 'k6', { ...opts, csp: { nonce: 'n0nce' } });
    expect(b).toBe(a);
    expect(b.nonce).toBe('n0nce');
  });

});
