/**
 * `npm run bench`: builds the app and the floors, serves both with gzip and the sandbox on
 * loopback, drives Chromium as a mid-range phone, and writes bench/results.json and a Markdown
 * table (stdout; progress goes to stderr). Exits 1 when a budget is missed.
 *
 *   BENCH_RUNS=5              runs per case (default 5)
 *   BENCH_ONLY=size,form      a subset of: size, schema-check, cold-load, warm-load, route-change,
 *                             keep-alive, form, runtime-safety
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { coldLoad } from './cases/coldLoad';
import { warmLoad } from './cases/warmLoad';
import type { BenchEnv } from './cases/env';
import { form } from './cases/form';
import { keepAlive } from './cases/keepAlive';
import { routeChange } from './cases/routeChange';
import { runtimeSafety } from './cases/runtimeSafety';
import { schemaCheck } from './cases/schemaCheck';
import { size } from './cases/size';
import { FORM_PAGE, hasFormWidget, writeFormPage } from './fixtures/genForm500';
import { launchBrowser, login } from './lib/browser';
import { launchPipeBrowser } from './lib/cdpPipe';
import { BENCH, DETAIL, FORM_FIELD_COUNT, HOME, NETWORK, OUT, PHONE, RESULTS, ROOT, RUNS, SANDBOX_DIR, hasRealPage, selectedCases } from './lib/config';
import { checkBudgets, describePage, markdown, type Results } from './lib/report';
import { serveApp, serveFloors } from './lib/serve';
import { snapshotHome } from './lib/snapshot';

const log = (message: string): void => {
  process.stderr.write(`[bench] ${message}\n`);
};

function viteBuild(config: string, env: Record<string, string> = {}): void {
  const started = Date.now();
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--config', config], {
    cwd: ROOT,
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: '1', ...env },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`vite build --config ${config} failed:\n${r.stdout}\n${r.stderr}`);
  const vars = Object.entries(env).map(([k, v]) => `${k}=${v} `).join('');
  log(`built ${vars}${path.relative(ROOT, config)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function git(args: string[]): string {
  const r = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : '';
}

async function main(): Promise<number> {
  const started = Date.now();
  const cases = selectedCases();
  const browserCases = ['cold-load', 'warm-load', 'route-change', 'keep-alive', 'form'].some((c) => cases.has(c as never));
  const needsApp = cases.has('size') || ['cold-load', 'warm-load', 'route-change', 'keep-alive', 'runtime-safety'].some((c) => cases.has(c as never));
  const needsFloors = cases.has('cold-load') || cases.has('warm-load') || cases.has('form');
  fs.mkdirSync(OUT, { recursive: true });
  fs.rmSync(SANDBOX_DIR, { recursive: true, force: true });

  for (const p of [HOME, DETAIL]) {
    if (hasRealPage(p)) continue;
    log(p.fixture ? `${p.pageId}: no schemas/pages/${p.pageId}.json yet, measuring the bench stand-in ${path.relative(ROOT, p.fixture)}` : `${p.pageId}: no schemas/pages/${p.pageId}.json: its figures will show the app's "coming soon" page`);
  }
  writeFormPage(FORM_FIELD_COUNT);
  if (!hasFormWidget()) log(`renderers/Form does not exist yet: the 500-field form runs through Formily directly (bench/floors/formRuntime.direct.tsx), not through a Form node of ${path.relative(ROOT, FORM_PAGE)}`);

  const results: Omit<Results, 'budgets'> = {
    meta: {
      date: new Date().toISOString(),
      commit: git(['rev-parse', 'HEAD']),
      dirty: git(['status', '--porcelain']).length > 0,
      runs: RUNS,
      cases: [...cases],
      chromium: '',
      node: process.version,
      phone: `${PHONE.viewport.width}×${PHONE.viewport.height} @${PHONE.deviceScaleFactor}, touch, ${PHONE.cpuThrottlingRate}× CPU`,
      network: `${NETWORK.latency} ms latency, ${((NETWORK.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, ${((NETWORK.uploadThroughput * 8) / 1024).toFixed(0)} kbps up`,
      pages: {
        home: describePage(HOME, hasRealPage(HOME)),
        detail: describePage(DETAIL, hasRealPage(DETAIL)),
        form: hasFormWidget() ? `${path.relative(ROOT, FORM_PAGE)} through PageRenderer and the Form widget` : 'the same Formily schema through @formily/react directly (no Form widget yet)',
      },
      durationMs: 0,
      load: { start: os.loadavg()[0], end: 0, cpus: os.cpus().length },
    },
  };

  if (needsApp) viteBuild(path.join(BENCH, 'vite.app.config.ts'));

  if (cases.has('size')) results.size = size(viteBuild, log);

  if (cases.has('schema-check')) {
    results.schemaCheck = schemaCheck(RUNS);
    log(`schema-check: median ${results.schemaCheck.summary?.median.toFixed(0)} ms over ${results.schemaCheck.files} files`);
  }

  if (browserCases || cases.has('runtime-safety')) {
    const app = await serveApp();
    const browser = await launchBrowser();
    const pipe = await launchPipeBrowser();
    results.meta.chromium = `Chromium ${browser.version()}`;
    let floors: Awaited<ReturnType<typeof serveFloors>> | null = null;
    try {
      const appSession = await login(app.url);
      if (needsFloors) {
        if (cases.has('cold-load') || cases.has('warm-load')) {
          const snap = await snapshotHome(browser, app, appSession);
          log(`home snapshot for the static floor: ${(snap.bytes / 1024).toFixed(0)} KB`);
        }
        viteBuild(path.join(BENCH, 'vite.floors.config.ts'));
        floors = await serveFloors();
      }
      const floorsSession = floors ? await login(floors.url) : appSession;
      const env: BenchEnv = {
        browser,
        pipe,
        app,
        floors: floors ?? app,
        appSession,
        floorsSession,
        runs: RUNS,
        log,
        appScripts: new Set(),
        runtime: { functionCalls: 0, samples: [], cspViolations: [], pages: 0 },
      };
      if (cases.has('cold-load')) results.coldLoad = await coldLoad(env);
      if (cases.has('warm-load')) results.warmLoad = await warmLoad(env);
      if (cases.has('route-change')) results.routeChange = await routeChange(env);
      if (cases.has('keep-alive')) {
        const appJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/app.json'), 'utf8')) as { keepAlive?: { max?: number } };
        results.keepAlive = await keepAlive(env, appJson.keepAlive?.max ?? 8);
      }
      if (cases.has('form')) results.form = await form(env);
      if (cases.has('runtime-safety')) {
        if (env.runtime.pages === 0) log('runtime-safety: no app page was measured in this run (add cold-load or route-change to BENCH_ONLY)');
        results.runtimeSafety = runtimeSafety(env);
      }
    } finally {
      await browser.close();
      await pipe.close();
      await app.close();
      await floors?.close();
    }
  }

  results.meta.durationMs = Date.now() - started;
  results.meta.load.end = os.loadavg()[0];
  const full: Results = { ...results, budgets: checkBudgets(results) };
  fs.writeFileSync(RESULTS, `${JSON.stringify(full, null, 2)}\n`);
  process.stdout.write(`${markdown(full)}\n`);
  const failed = full.budgets.filter((b) => b.pass === false);
  log(`done in ${(full.meta.durationMs / 1000).toFixed(0)} s; results in ${path.relative(ROOT, RESULTS)}`);
  if (failed.length) {
    log(`${failed.length} budget(s) missed:`);
    for (const b of failed) log(`  ${b.id}: ${b.label}: ${b.value?.toFixed(2)} ${b.unit} (limit ${b.cmp === 'min' ? '≥' : '≤'} ${b.limit} ${b.unit})${b.detail ? ` — ${b.detail}` : ''}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`[bench] failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exit(2);
  },
);
