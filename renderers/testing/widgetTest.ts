/** Shared checks for widget tests (renderers/*). */
import { expect } from 'vitest';

interface PropsSchema {
  title?: string;
  properties?: Record<string, unknown>;
}

/** Editor completion shows each prop's description: every prop must have one. */
export function expectPropsDescribed(schema: PropsSchema, type: string): void {
  expect(schema.title).toBe(type);
  for (const [name, p] of Object.entries(schema.properties ?? {})) {
    expect(p, `${type}.${name}`).toHaveProperty('description');
    expect(String((p as { description: unknown }).description).length, `${type}.${name}`).toBeGreaterThan(3);
  }
}

/** jsdom has no matchMedia; antd's responsive helpers ask for breakpoints (tests/setup.ts installs it for every test). */
export function installMatchMedia(): void {
  window.matchMedia ??= (query: string): MediaQueryList =>
    ({
      media: query,
      matches: false,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/**
 * matchMedia, and getComputedStyle with a pseudo-element (antd's Drawer and Modal measure the
 * scrollbar that way; jsdom logs "Not implemented" for it).
 */
export function installDomStubs(): void {
  installMatchMedia();
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (elt: Element): CSSStyleDeclaration => original(elt);
}
