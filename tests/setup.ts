import '@testing-library/jest-dom/vitest';
import { beforeEach } from 'vitest';
import { dropBrokenCss } from '../renderers/Form/testing/dropBrokenCss';

// @formily/antd-v5 emits selectors jsdom cannot parse (browsers drop them); repair them for every test.
// Node-environment suites (build, sandbox) have no DOM.
if (typeof Element !== 'undefined') dropBrokenCss();

// jsdom has no matchMedia; antd's responsive widgets (Steps, Grid) ask for it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// The signed cache signs in the background (src/request/cache.ts): a case's writes must not land
// in the storage of the case after it. The module itself, not the request layer's index: every
// DOM suite runs this, and most need nothing else of the request layer.
if (typeof window !== 'undefined') {
  const { resetCacheForTesting } = await import('@/request/cache');
  beforeEach(() => resetCacheForTesting());
}
