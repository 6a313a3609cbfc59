/**
 * jsdom keeps scrollTop on hidden elements; browsers do not: a `display: none` box loses its
 * scroll position. This models the browser so keep-alive scroll restoration is really tested:
 * scrollTop reads 0 inside a [hidden] subtree, and hiding an element forgets the positions of it
 * and its descendants.
 */
const positions = new WeakMap<Element, number>();
const isHidden = (el: Element): boolean => el.closest('[hidden]') !== null;

let originalDescriptor: PropertyDescriptor | undefined;
let originalSetAttribute: typeof Element.prototype.setAttribute | undefined;

export function installScrollModel(): void {
  originalDescriptor = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
  originalSetAttribute = Element.prototype.setAttribute;
  const setAttribute = originalSetAttribute;
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element): number {
      return isHidden(this) ? 0 : (positions.get(this) ?? 0);
    },
    set(this: Element, value: number) {
      if (!isHidden(this)) positions.set(this, Math.max(0, value));
    },
  });
  Element.prototype.setAttribute = function (this: Element, name: string, value: string): void {
    if (name === 'hidden') {
      positions.delete(this);
      for (const el of this.querySelectorAll('*')) positions.delete(el);
    }
    setAttribute.call(this, name, value);
  };
}

export function uninstallScrollModel(): void {
  if (originalDescriptor) Object.defineProperty(Element.prototype, 'scrollTop', originalDescriptor);
  if (originalSetAttribute) Element.prototype.setAttribute = originalSetAttribute;
}
