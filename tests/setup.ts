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
  const { resetCacheForTesting } = await import('@/request/cache');
  beforeEach(() => resetCacheForTesting());
}
