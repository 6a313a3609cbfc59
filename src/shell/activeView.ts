/**
 * The scroll container of the view on screen. ViewStack registers it; scrollToTop uses it.
 * A module-level slot rather than context, so non-React code (the router) can scroll too.
 */
let active: HTMLElement | null = null;

/** Registers the shown view's scroll container; returns the unregister function. */
export function registerActiveView(element: HTMLElement): () => void {
  active = element;
  return () => {
    if (active === element) active = null;
  };
}

/** The shown view's scroll container, or null outside a ViewStack. */
export function activeViewElement(): HTMLElement | null {
  return active;
}

/**
 * Scrolls the shown view to the top (spec/product.md 2.1: every navigation scrolls to the top).
 * Outside a ViewStack it scrolls the document. Kept-alive views that are re-shown get their own
 * position back from ViewStack; call this only where the top is wanted.
 */
export function scrollToTop(): void {
  const target = active ?? document.scrollingElement ?? document.documentElement;
  target.scrollTop = 0;
}
