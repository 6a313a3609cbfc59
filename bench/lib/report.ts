/** The results file, the budget checks and the Markdown table printed for the README. */
import type { ColdLoadResults, LoadSummary } from '../cases/coldLoad';
import type { WarmLoadResults, WarmLoadSummary } from '../cases/warmLoad';
import type { FormResults } from '../cases/form';
import type { KeepAliveResults } from '../cases/keepAlive';
import type { RouteChangeResults } from '../cases/routeChange';
import type { RuntimeSafetyResults } from '../cases/runtimeSafety';
import type { SchemaCheckResults } from '../cases/schemaCheck';
import type { PackageShare } from './attribution';
import { BUDGETS, DETAIL, HOME } from './config';
import type { SizeResults } from '../cases/size';
import { ratio, type Summary } from './stats';

export interface Results {
  meta: {
    date: string;
    commit: string;
    dirty: boolean;
    runs: number;
    cases: string[];
    chromium: string;
    node: string;
    phone: string;
    network: string;
    pages: { home: string; detail: string; form: string };
    durationMs: number;
    /** 1-minute load average at start and end, and CPU count: other work on the machine skews absolute times. */
    load: { start: number; end: number; cpus: number };
  };
  size?: SizeResults;
  schemaCheck?: SchemaCheckResults;
  coldLoad?: ColdLoadResults;
  warmLoad?: WarmLoadResults;
  routeChange?: RouteChangeResults;
  keepAlive?: KeepAliveResults;
  form?: FormResults;
  runtimeSafety?: RuntimeSafetyResults;
  budgets: BudgetResult[];
}

export interface BudgetResult {
  id: string;
  label: string;
  /** Measured value (in `unit`), null when the case did not run or produced nothing. */
  value: number | null;
  limit: number;
  unit: 'KB' | 'ms' | '×' | 'MB' | 'count';
  /** 'max': value ≤ limit passes; 'min': value ≥ limit passes. */
  cmp: 'max' | 'min';
  /** true = pass, false = fail, null = not measured. */
  pass: boolean | null;
  detail?: string;
}

const KB = 1024;
const MB = 1024 * 1024;
const at = (s: Summary | null | undefined, k: 'median' | 'p95'): number | null => (s ? s[k] : null);

function budget(id: string, label: string, value: number | null, limit: number, unit: BudgetResult['unit'], cmp: 'max' | 'min', detail?: string): BudgetResult {
  const pass = value === null ? null : cmp === 'max' ? value <= limit : value >= limit;
  return { id, label, value, limit, unit, cmp, pass, detail };
}

export function checkBudgets(r: Omit<Results, 'budgets'>): BudgetResult[] {
  const out: BudgetResult[] = [];
  if (r.size) {
    const home = r.size.routes.find((x) => x.pageId === HOME.pageId);
    out.push(budget('home-initial-js', 'home initial JS (gzip)', home ? home.total.js / KB : null, BUDGETS.homeInitialJs / KB, 'KB', 'max'));
    const g = r.size.growth;
    out.push(budget('entry-growth', `entry growth with ${g.pages} stand-in pages more (gzip)`, g.delta.js / KB, BUDGETS.entryGrowthStandIns / KB, 'KB', 'max'));
    const others = r.size.routes.filter((x) => x.pageId !== HOME.pageId);
    const worst = others.reduce<(typeof others)[number] | null>((w, x) => (!w || x.own.js > w.own.js ? x : w), null);
    const over = others.filter((x) => x.own.js > BUDGETS.routeAddedJs).map((x) => `${x.pageId} ${(x.own.js / KB).toFixed(1)} KB`);
    out.push(budget('route-added-js', `any other route adds of its own before first paint (worst: ${worst?.pageId ?? '—'})`, worst ? worst.own.js / KB : null, BUDGETS.routeAddedJs / KB, 'KB', 'max', over.length ? `over: ${over.join(', ')}` : undefined));
  }
  if (r.coldLoad) {
    const home = r.coldLoad['home-loopback'];
    out.push(budget('home-lcp', 'home LCP, loopback, 4× CPU (median)', at(home?.app.lcp, 'median'), BUDGETS.homeLcpLoopbackMs, 'ms', 'max'));
    out.push(budget('home-lcp-vs-floor', 'home LCP ÷ static floor (median, loopback)', ratio(at(home?.app.lcp, 'median'), at(home?.floor.lcp, 'median')), BUDGETS.homeLcpVsFloor, '×', 'max'));
    const homeNetwork = r.coldLoad['home-network'];
    out.push(budget('home-lcp-network-vs-floor', 'home LCP ÷ static floor (median, 150 ms RTT 1.6 Mbps, cold)', ratio(at(homeNetwork?.app.lcp, 'median'), at(homeNetwork?.floor.lcp, 'median')), BUDGETS.homeLcpNetworkVsFloor, '×', 'max'));
    const detail = r.coldLoad['detail-loopback'];
    out.push(
      budget('detail-mount-vs-floor', 'detail page mount (cold load → content complete) ÷ hand-written React (median, loopback)', ratio(at(detail?.app.contentComplete, 'median'), at(detail?.floor.contentComplete, 'median')), BUDGETS.detailMountVsFloor, '×', 'max'),
    );
  }
  if (r.warmLoad) {
    const home = r.warmLoad['home-network'];
    out.push(budget('warm-home-lcp-vs-floor', 'warm start: home LCP ÷ static floor warm (median, 150 ms RTT 1.6 Mbps)', ratio(at(home?.app.lcp, 'median'), at(home?.floor.lcp, 'median')), BUDGETS.warmHomeLcpVsFloor, '×', 'max'));
    const detail = r.warmLoad['detail-network'];
    out.push(
      budget('warm-detail-complete-vs-floor', 'warm start: detail content complete ÷ hand-written React warm (median, 150 ms RTT 1.6 Mbps)', ratio(at(detail?.app.contentComplete, 'median'), at(detail?.floor.contentComplete, 'median')), BUDGETS.warmDetailCompleteVsFloor, '×', 'max'),
    );
  }
  if (r.routeChange) {
    out.push(budget('tap-kept-alive', 'tap → paint, kept-alive page (p95)', at(r.routeChange.keptAlive, 'p95'), BUDGETS.keptAliveTapP95Ms, 'ms', 'max'));
    out.push(budget('tap-fresh', 'tap → paint, fresh page: first visit of the detail (p95)', at(r.routeChange.fresh, 'p95'), BUDGETS.freshTapP95Ms, 'ms', 'max'));
    out.push(budget('tap-back-fresh', 'tap → paint, fresh page: back to the home page (p95)', at(r.routeChange.back, 'p95'), BUDGETS.freshTapP95Ms, 'ms', 'max'));
  }
  if (r.form) {
    const { ours, floor, peer } = r.form;
    out.push(budget('form-first-screen', '500-field form first screen (median)', at(ours.firstScreen, 'median'), BUDGETS.formFirstScreenMs, 'ms', 'max'));
    out.push(budget('form-longest-task', '500-field form longest task (worst run)', ours.longestTask?.max ?? null, BUDGETS.formLongestTaskMs, 'ms', 'max'));
    out.push(budget('form-keystroke-vs-floor', '500-field form keystroke p95 ÷ plain-React floor p95', ratio(at(ours.keystroke, 'p95'), at(floor.keystroke, 'p95')), BUDGETS.formKeystrokeP95VsFloor, '×', 'max'));
    out.push(budget('form-mount-vs-rjsf', '500-field form: RJSF mount ÷ our mount (median; ≥ 2 = twice as fast)', ratio(at(peer.fullMount, 'median'), at(ours.fullMount, 'median')), BUDGETS.formMountVsRjsf, '×', 'min'));
  }
  if (r.keepAlive) {
    const k = r.keepAlive;
    out.push(budget('heap-per-view', 'JS heap per kept-alive view (worst step)', k.heapPerView ? k.heapPerView.max / MB : null, BUDGETS.heapPerKeptViewBytes / MB, 'MB', 'max'));
    out.push(budget('keep-alive-bounded', `views mounted after ${k.routes} keep-alive routes (max ${k.max})`, k.steps.length ? k.maxViews : null, k.max, 'count', 'max'));
  }
  if (r.runtimeSafety) {
    const s = r.runtimeSafety;
    out.push(budget('no-new-function', `Function-constructor calls and CSP violations at run time (${s.pagesMeasured} app pages)`, s.pagesMeasured ? s.functionCalls + s.cspViolations.length : null, BUDGETS.runtimeFunctionCalls, 'count', 'max', s.functionSamples.join(' | ') || undefined));
    out.push(budget('no-ajv', `loaded app chunks with ajv's compiler (${s.scriptsLoaded} chunks)`, s.scriptsLoaded ? s.ajvChunks.length : null, 0, 'count', 'max', s.ajvChunks.join(', ') || undefined));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Markdown

const ms = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : `${Math.round(v)} ms`);
const kb = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : `${(v / KB).toFixed(1)} KB`);
const mb = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : `${(v / MB).toFixed(2)} MB`);
const x = (v: number | null | undefined): string => (v === null || v === undefined ? '—' : `${v.toFixed(2)}×`);

type Row = [figure: string, ours: string, oursP95: string, floor: string, floorP95: string, ratio: string, peer: string];

function loadRows(label: string, l: { app: LoadSummary; floor: LoadSummary } | undefined, floorName: string): Row[] {
  if (!l) return [];
  const row = (name: string, k: 'lcp' | 'tbt' | 'contentComplete' | 'fcp'): Row => [
    `${label}: ${name}`,
    ms(at(l.app[k], 'median')),
    ms(at(l.app[k], 'p95')),
    ms(at(l.floor[k], 'median')),
    ms(at(l.floor[k], 'p95')),
    k === 'tbt' ? '—' : x(ratio(at(l.app[k], 'median'), at(l.floor[k], 'median'))),
    floorName,
  ];
  return [row('FCP', 'fcp'), row('LCP', 'lcp'), row('TBT', 'tbt'), row('content complete', 'contentComplete')];
}

/** Medians of round trips before LCP: all requests / API calls / API calls sent. */
function tripRow(label: string, app: WarmLoadSummary['warmRoundTrips'], floor: WarmLoadSummary['warmRoundTrips']): Row {
  const n = (s: Summary | null): string => (s ? String(s.median) : '—');
  return [label, `${n(app.all)} / ${n(app.api)} / ${n(app.apiSent)}`, '', `${n(floor.all)} / ${n(floor.api)} / ${n(floor.apiSent)}`, '', '', ''];
}

export function markdown(r: Results): string {
  const lines: string[] = [];
  const m = r.meta;
  lines.push(`Bench ${m.date.slice(0, 10)} (${m.commit.slice(0, 7)}${m.dirty ? ', uncommitted changes' : ''}), ${m.runs} runs per case, ${m.phone}, ${m.chromium}.`);
  if (m.load.start > m.load.cpus || m.load.end > m.load.cpus) lines.push(`Note: the machine was busy (load average ${m.load.start.toFixed(1)} at start, ${m.load.end.toFixed(1)} at end, ${m.load.cpus} CPUs): absolute times are inflated; ratios of interleaved variants hold better.`);
  lines.push(`Pages: home = ${m.pages.home}; detail = ${m.pages.detail}; form = ${m.pages.form}.`);
  lines.push('');
  lines.push('| Figure | Ours (median) | Ours (p95) | Floor (median) | Floor (p95) | Ours ÷ floor | Floor / peer |');
  lines.push('|---|---:|---:|---:|---:|---:|---|');
  const rows: Row[] = [];
  if (r.size) {
    const home = r.size.routes.find((p) => p.pageId === HOME.pageId);
    rows.push(['Initial JS, entry (gzip)', kb(r.size.entry.js), '', '', '', '', '']);
    rows.push(['Initial JS + CSS, home (gzip)', `${kb(home?.total.js)} + ${kb(home?.total.css)}`, '', '', '', '', '']);
    const g = r.size.growth;
    const sign = g.delta.js >= 0 ? '+' : '−';
    rows.push([`Initial JS, entry with ${g.pages} stand-in pages more (gzip; page groups ${g.groups.base} → ${g.groups.withStandIns})`, `${kb(g.entry.js)} (${sign}${(Math.abs(g.delta.js) / KB).toFixed(2)} KB)`, '', '', '', '', '']);
    rows.push([`Initial JS + CSS, home with ${g.pages} stand-in pages more (gzip)`, `${kb(g.home?.js)} + ${kb(g.home?.css)}`, '', '', '', '', '']);
    for (const p of r.size.routes.filter((q) => q.pageId !== HOME.pageId)) {
      rows.push([`Added before first paint: ${p.pageId}${p.standIn ? ' (stand-in)' : ''} (its own)`, `${kb(p.added.js)} + ${kb(p.added.css)} (${kb(p.own.js)})`, '', '', '', '', '']);
    }
  }
  if (r.coldLoad) {
    rows.push(...loadRows('Home, loopback', r.coldLoad['home-loopback'], 'static HTML'));
    rows.push(...loadRows('Home, 150 ms RTT 1.6 Mbps', r.coldLoad['home-network'], 'static HTML'));
    rows.push(...loadRows('Detail, loopback', r.coldLoad['detail-loopback'], 'hand-written React'));
    rows.push(...loadRows('Detail, 150 ms RTT 1.6 Mbps', r.coldLoad['detail-network'], 'hand-written React'));
    rows.push(...loadRows('Detail, loopback, vs the page after the app\'s guard', r.coldLoad['detail-guarded-loopback'], 'hand-written React + app guard and request layer'));
  }
  if (r.warmLoad) {
    rows.push(...loadRows('Warm start: home, loopback', r.warmLoad['home-loopback'], 'static HTML, warm'));
    rows.push(...loadRows('Warm start: home, 150 ms RTT 1.6 Mbps', r.warmLoad['home-network'], 'static HTML, warm'));
    rows.push(...loadRows('Warm start: detail, loopback', r.warmLoad['detail-loopback'], 'hand-written React, warm'));
    rows.push(...loadRows('Warm start: detail, 150 ms RTT 1.6 Mbps', r.warmLoad['detail-network'], 'hand-written React, warm'));
    // The third open: Chromium's module code cache, built by the second, in use (warmLoad.ts).
    const third = (l: Record<'app' | 'floor', WarmLoadSummary> | undefined, name: string): Row[] => {
      const rowsOf = l ? loadRows(name, { app: l.app.third, floor: l.floor.third }, 'the same floor, third open') : [];
      return rowsOf.filter((row) => row[0].endsWith(': LCP') || row[0].endsWith(': content complete'));
    };
    rows.push(...third(r.warmLoad['home-network'], 'Warm start, third open: home, 150 ms RTT 1.6 Mbps'));
    rows.push(...third(r.warmLoad['detail-network'], 'Warm start, third open: detail, 150 ms RTT 1.6 Mbps'));
    for (const [key, label] of [['home-loopback', 'home, loopback'], ['home-network', 'home, 150 ms RTT 1.6 Mbps']] as const) {
      const l = r.warmLoad[key];
      if (!l) continue;
      rows.push(tripRow(`Round trips before LCP, cold: ${label} (all / API calls / API calls sent)`, l.app.coldRoundTrips, l.floor.coldRoundTrips));
      rows.push(tripRow(`Round trips before LCP, warm: ${label} (all / API calls / API calls sent)`, l.app.warmRoundTrips, l.floor.warmRoundTrips));
    }
  }
  if (r.routeChange) {
    const c = r.routeChange;
    rows.push(['Tap → paint: home row → detail (fresh, first visit)', ms(at(c.fresh, 'median')), ms(at(c.fresh, 'p95')), '', '', '', '']);
    rows.push(['Tap → paint: back → home (fresh, not kept alive)', ms(at(c.back, 'median')), ms(at(c.back, 'p95')), '', '', '', '']);
    rows.push(['Tap → paint: home row → detail (kept alive)', ms(at(c.keptAlive, 'median')), ms(at(c.keptAlive, 'p95')), '', '', '', '']);
  }
  if (r.keepAlive) {
    const k = r.keepAlive;
    rows.push(['JS heap per kept-alive view', mb(at(k.heapPerView, 'median')), `max ${mb(k.heapPerView?.max)}`, '', '', '', '']);
    rows.push(['DOM nodes per kept-alive view', at(k.domPerView, 'median')?.toFixed(0) ?? '—', `max ${k.domPerView?.max.toFixed(0) ?? '—'}`, '', '', '', '']);
    rows.push([`Views mounted after ${k.routes} keep-alive routes (max ${k.max})`, String(k.maxViews), '', '', '', '', '']);
  }
  if (r.form) {
    const { ours, floor, peer } = r.form;
    const formRow = (name: string, k: 'firstScreen' | 'fullMount' | 'longestTask' | 'keystroke'): Row => [
      `500-field form: ${name}`,
      ms(at(ours[k], 'median')),
      ms(at(ours[k], 'p95')),
      ms(at(floor[k], 'median')),
      ms(at(floor[k], 'p95')),
      x(ratio(at(ours[k], k === 'keystroke' ? 'p95' : 'median'), at(floor[k], k === 'keystroke' ? 'p95' : 'median'))) + (k === 'keystroke' ? ' (p95)' : ''),
      `RJSF ${ms(at(peer[k], 'median'))} / ${ms(at(peer[k], 'p95'))}`,
    ];
    rows.push(formRow('first screen', 'firstScreen'), formRow('full mount', 'fullMount'), formRow('longest task', 'longestTask'), formRow('keystroke → next frame', 'keystroke'));
  }
  if (r.schemaCheck) {
    const s = r.schemaCheck;
    rows.push([`Build-time check: ${s.files} schema files, ${s.expressions} expressions (Node)`, ms(at(s.summary, 'median')), ms(at(s.summary, 'p95')), '', '', '', '']);
  }
  if (r.runtimeSafety) {
    const s = r.runtimeSafety;
    rows.push([`Run time: Function-constructor calls / CSP violations (${s.pagesMeasured} app pages)`, `${s.functionCalls} / ${s.cspViolations.length}`, '', '', '', '', '']);
    rows.push([`Loaded app chunks with ajv's compiler (of ${s.scriptsLoaded})`, String(s.ajvChunks.length), '', '', '', '', '']);
  }
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  if (r.size) {
    const top = (shares: PackageShare[] | undefined, n: number): string => (shares ?? []).slice(0, n).map((p) => `${p.package} ${kb(p.gzip)}`).join(', ');
    lines.push('');
    lines.push(`Entry (${kb(r.size.entry.js)}): ${top(r.size.entryPackages, 8)}.`);
    const over = r.size.routes.filter((p) => p.pageId === HOME.pageId || p.added.js > BUDGETS.routeAddedJs * 2);
    for (const p of over) lines.push(`${p.pageId} adds ${kb(p.added.js)}: ${top(r.size.routePackages[p.pageId], 6)}.`);
  }
  lines.push('');
  lines.push('| Budget | Measured | Limit | |');
  lines.push('|---|---:|---:|---|');
  for (const b of r.budgets) {
    const v = b.value === null ? '—' : b.unit === 'count' ? String(b.value) : b.unit === '×' ? `${b.value.toFixed(2)}×` : `${b.value.toFixed(b.unit === 'ms' ? 0 : 1)} ${b.unit}`;
    const lim = b.unit === 'count' ? String(b.limit) : b.unit === '×' ? `${b.limit}×` : `${b.limit} ${b.unit}`;
    lines.push(`| ${b.label} | ${v} | ${b.cmp === 'min' ? '≥' : '≤'} ${lim} | ${b.pass === null ? 'not measured' : b.pass ? 'pass' : '**FAIL**'} |`);
  }
  return lines.join('\n');
}

export const describePage = (p: typeof HOME | typeof DETAIL, real: boolean): string => (real ? `schemas/pages/${p.pageId}.json` : `bench stand-in (bench/fixtures/pages/${p.pageId}.json)`);
