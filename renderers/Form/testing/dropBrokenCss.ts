/**
 * TEST-ONLY: @formily/antd-v5 1.2.4 generates some selectors with a doubled dot
 * ('.ant-formily-item-label-control..ant-formily-item-control-content'). Browsers drop such rules;
 * jsdom's selector engine (nwsapi) throws a TypeError on them inside getComputedStyle, which
 * Testing Library, user-event and antd's auto-sizing TextArea call. cssinjs writes its CSS through
 * a <style> element's innerHTML (rc-util updateCSS), so that setter repairs the selectors before
 * jsdom parses them. tests/setup.ts calls it for every test file with a DOM.
 */
import { afterAll, beforeAll } from 'vitest';

const repair = (css: string): string => css.replace(/\.\.(?=[a-zA-Z_-])/g, '.');

export function dropBrokenCss(): void {
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  beforeAll(() => {
    if (!inner?.set || !inner.get) return;
    const { get, set } = inner;
    Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
      configurable: true,
      get(this: HTMLStyleElement) {
        return get.call(this) as string;
      },
      set(this: HTMLStyleElement, css: string) {
        set.call(this, repair(css));
      },
    });
  });
  afterAll(() => {
    delete (HTMLStyleElement.prototype as { innerHTML?: string }).innerHTML;
  });
}
