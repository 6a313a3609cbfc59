import '@testing-library/jest-dom/vitest';
import { beforeEach } from 'vitest';
import { configure } from '@testing-library/dom';
import { dropBrokenCss } from '../renderers/Form/testing/dropBrokenCss';
import { installMatchMedia } from '../renderers/testing/widgetTest';
import { installTestClock, testClockStart } from './utils/testClock';

// Every test runs on a fixed clock (tests/utils/testClock.ts), never on today's date.
installTestClock(testClockStart());

// findBy… and waitFor give up after 1 s by default. A page test's tab switch or search refetches
// from the in-process sandbox, which a full run of the suite on two busy cores (CI) can take longer
// than that to answer and render; waiting longer never makes a failing test pass.
configure({ asyncUtilTimeout: 5000 });

// @formily/antd-v5 emits selectors jsdom cannot parse (browsers drop them); repair them for every test.
// Node-environment suites (build, sandbox) have no DOM.
if (typeof Element !== 'undefined') dropBrokenCss();

// jsdom has no matchMedia; antd's responsive widgets (Steps, Grid) ask for it.
if (typeof window !== 'undefined') installMatchMedia();

// The signed cache signs in the background (src/request/cache.ts): a case's writes must not land
// in the storage of the case after it. The module itself, not the request layer's index: every
// DOM suite runs this, and most need nothing else of the request layer.
if (typeof window !== 'undefined') {
  // The action modules load in their own chunk once a page is on screen (src/core/actions/registry.ts);
  // a phone has them by the time its user taps. Loaded here, a test's first tap does not race
  // their first compilation by the test runner (a second or more on a busy machine).
  const { loadActionRegistry } = await import('@/core/actions/registry');
  await loadActionRegistry();
  const { resetCacheForTesting } = await import('@/request/cache');
  beforeEach(() => resetCacheForTesting());
}
