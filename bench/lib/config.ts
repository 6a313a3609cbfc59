/**
 * What the bench measures and against what: the pages under test, the phone and network profiles,
 * the budgets (issue 7) and the run counts. Change a page under test here and nowhere else.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH = path.join(ROOT, 'bench');
export const OUT = path.join(BENCH, 'out');
export const APP_OUT = path.join(OUT, 'app');
/** The same app built with STAND_IN_PAGES generated pages more (the size case's entry growth). */
export const APP_STAND_INS_OUT = path.join(OUT, 'app-stand-ins');
export const FLOORS_OUT = path.join(OUT, 'floors');
/** Generated inputs of the floors build (the home page snapshot). */
export const GEN = path.join(OUT, 'gen');
export const SANDBOX_DIR = path.join(OUT, 'sandbox');
export const RESULTS = path.join(BENCH, 'results.json');

/** A page of the app the bench loads, and the bench's stand-in schema if the real one is missing. */
export interface PageUnderTest {
  /** Route path (schemas/routes). */
  route: string;
  /** Page id (schemas/pages/<id>.json). */
  pageId: string;
  /** Query for a direct load. */
  query: Record<string, string>;
  /** Stand-in page schema used while schemas/pages/<pageId>.json does not exist (if any). */
  fixture?: string;
}

/** The home page: cold load, LCP vs the static floor, initial JS, start of the route-change taps. */
export const HOME: PageUnderTest = {
  route: '/home/customer-home-page',
  pageId: 'home/customer-home-page',
  query: {},
  fixture: path.join(BENCH, 'fixtures/pages/home/customer-home-page.json'),
};

/**
 * The customer detail page (keep-alive): cold load vs the hand-written React floor
 * (bench/floors/detail-react.tsx mirrors schemas/pages/customer-info/customerInfo-detail.json, so it
 * has no stand-in), and the target of the tap from a home list row. The query is the manager's
 * first bound customer in 11000000 (sandbox seed), as the page's Storybook story uses.
 */
export const DETAIL: PageUnderTest = {
  route: '/customer-info/customerInfo-detail',
  pageId: 'customer-info/customerInfo-detail',
  query: { custId: '1160261336876265', encryptCustId: 'CCBCE600DEDE8598FE31BFFE43D2E6FB' },
};

/** The session the app needs (a guard-passing login): sandbox persona and system comId. */
export const SESSION = { persona: 'manager', comId: '11000000' } as const;

export const pageFile = (p: PageUnderTest): string => path.join(ROOT, 'schemas/pages', `${p.pageId}.json`);
export const hasRealPage = (p: PageUnderTest): boolean => fs.existsSync(pageFile(p));
export const routeUrl = (p: PageUnderTest): string => {
  const q = new URLSearchParams(p.query).toString();
  return q ? `${p.route}?${q}` : p.route;
};

/** A mid-range Android phone (issue 7). */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  cpuThrottlingRate: 4,
} as const;

/**
 * Network emulation: 150 ms RTT, 1.6 Mbps down, 750 kbps up. CDP's `latency` is the added delay
 * from request sent to response headers received, i.e. a round trip per request.
 */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;

/** Chromium flags: as the end-to-end tests (tests/e2e/support/browser.ts). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Generated stand-in pages the size case adds to measure how the entry grows with pages: about
 * the pages the route catalogue names that are not written yet (129 on 2026-11-27), and then some.
 */
export const STAND_IN_PAGES = 150;

/** Runs per case (≥ 5 unless overridden with BENCH_RUNS). */
export const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

/** Every case id, in run order; BENCH_ONLY=size,form runs a subset. */
export const CASE_IDS = ['size', 'schema-check', 'cold-load', 'warm-load', 'route-change', 'keep-alive', 'form', 'runtime-safety'] as const;
export type CaseId = (typeof CASE_IDS)[number];

export function selectedCases(): Set<CaseId> {
  const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim()).filter(Boolean);
  if (!only?.length) return new Set(CASE_IDS);
  const unknown = only.filter((id) => !(CASE_IDS as readonly string[]).includes(id));
  if (unknown.length) throw new Error(`BENCH_ONLY names unknown cases: ${unknown.join(', ')} (known: ${CASE_IDS.join(', ')})`);
  return new Set(only as CaseId[]);
}

/** The budgets of issue 7. Sizes in bytes (gzip), times in ms. */
export const BUDGETS = {
  homeInitialJs: 200 * 1024,
  /** The entry with STAND_IN_PAGES more pages, minus the entry without (issue 19). */
  entryGrowthStandIns: 1024,
  routeAddedJs: 60 * 1024,
  homeLcpLoopbackMs: 1000,
  homeLcpVsFloor: 1.3,
  /** Issue 28: cold start at 150 ms RTT, home LCP ÷ the static floor's. */
  homeLcpNetworkVsFloor: 4,
  /** Issue 28: warm start at 150 ms RTT, home LCP ÷ the static floor's warm load. */
  warmHomeLcpVsFloor: 1.2,
  /** Issue 28: warm start at 150 ms RTT, detail content complete ÷ the hand-written floor's warm load. */
  warmDetailCompleteVsFloor: 1.3,
  keptAliveTapP95Ms: 100,
  freshTapP95Ms: 200,
  detailMountVsFloor: 1.2,
  formFirstScreenMs: 500,
  formLongestTaskMs: 200,
  formKeystrokeP95VsFloor: 1.2,
  formMountVsRjsf: 2,
  heapPerKeptViewBytes: 5 * 1024 * 1024,
  runtimeFunctionCalls: 0,
} as const;

export { FORM_FIELD_COUNT } from '../fixtures/formFields';
