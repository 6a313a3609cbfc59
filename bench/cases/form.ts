/**
 * The generated 500-field form: our runtime (form-formily.html) vs plain React + antd Form (the
 * floor) vs RJSF with its antd theme (the peer), each a cold load in a fresh context, interleaved,
 * in a tab on the DevTools pipe (lib/cdpPipe.ts) with real taps and key presses.
 *   first screen  the first frame in which mounted fields fill the screen (or all are mounted)
 *   full mount    the first frame with all 500 controls in the DOM
 *   longest task  the longest task from navigation to the end of the keystrokes
 *   keystroke     keydown → the first frame after the input was handled, typing into a text field
 *                 in the middle of the form (samples of every run pooled for median and p95)
 */
import { openPipeTab } from '../lib/pipeTab';
import { probeSnapshot, waitQuiet } from '../lib/tab';
import { FORM_FIELD_COUNT } from '../lib/config';
import { fieldControl, installFormWatch } from '../lib/probe';
import { summarize, type Summary } from '../lib/stats';
import { keystrokeField } from '../fixtures/formFields';
import type { BenchEnv } from './env';

export type FormVariant = 'ours' | 'floor' | 'peer';
const PAGES: Record<FormVariant, string> = { ours: 'form-formily.html', floor: 'form-react.html', peer: 'form-rjsf.html' };
/** Keystrokes per run (pooled over the runs for p95): RJSF re-renders all 500 fields on each. */
const KEYSTROKES = 6;

export interface FormRun {
  fcp: number | null;
  firstScreen: number | null;
  fullMount: number | null;
  longestTask: number;
  tbt: number;
  keystrokes: number[];
  functionCalls: number;
  errors: string[];
}

export interface FormSummary {
  runs: FormRun[];
  firstScreen: Summary | null;
  fullMount: Summary | null;
  longestTask: Summary | null;
  keystroke: Summary | null;
}

export type FormResults = Record<FormVariant, FormSummary>;

async function runOnce(env: BenchEnv, variant: FormVariant): Promise<FormRun> {
  const tab = await openPipeTab(env.pipe, { baseUrl: env.floors.url, session: env.floorsSession });
  const errors: string[] = [];
  try {
    await tab.addInitScript(installFormWatch, FORM_FIELD_COUNT);
    await tab.goto(`${env.floors.url}/${PAGES[variant]}`, 60000);
    await tab.waitFor(() => window.__benchForm?.fullMount !== null, undefined, { timeoutMs: 90000, pollMs: 200 });
    await waitQuiet(tab, { quietMs: 1000, timeoutMs: 30000 });
    const field = keystrokeField(FORM_FIELD_COUNT);
    const selector = await tab.evaluate(fieldControl, field.title);
    const keystrokes: number[] = [];
    if (selector) {
      await tab.tap(selector);
      await new Promise((r) => setTimeout(r, 300));
      for (let i = 0; i < KEYSTROKES; i++) {
        const before = keystrokes.length;
        await tab.press(String.fromCharCode(97 + (i % 26)));
        await tab.waitFor((n: number) => window.__bench.keys.length > n, before, { timeoutMs: 15000, pollMs: 20 });
        const keys = await tab.evaluate(() => window.__bench.keys, undefined);
        keystrokes.push(keys[keys.length - 1]);
        // Let the frame finish before the next key, as a typist's pace would.
        await new Promise((r) => setTimeout(r, 80));
      }
    } else errors.push(`no control labelled ${field.title}`);
    const probe = await tab.evaluate(probeSnapshot, undefined);
    const watch = await tab.evaluate(() => window.__benchForm ?? null, undefined);
    const fcp = probe.fcp;
    let tbt = 0;
    for (const t of probe.longTasks) if (fcp !== null && t.start + t.duration > fcp) tbt += Math.max(0, t.start + t.duration - Math.max(t.start, fcp) - 50);
    errors.push(...(await tab.errors()));
    return {
      fcp,
      firstScreen: watch?.firstScreen ?? null,
      fullMount: watch?.fullMount ?? null,
      longestTask: probe.longTasks.reduce((m, t) => Math.max(m, t.duration), 0),
      tbt,
      keystrokes,
      functionCalls: probe.functionCalls,
      errors,
    };
  } finally {
    await tab.close();
  }
}

export async function form(env: BenchEnv): Promise<FormResults> {
  const runs: Record<FormVariant, FormRun[]> = { ours: [], floor: [], peer: [] };
  for (let run = 0; run < env.runs; run++) {
    for (const variant of ['ours', 'floor', 'peer'] as const) {
      try {
        const r = await runOnce(env, variant);
        runs[variant].push(r);
        const ks = summarize(r.keystrokes);
        env.log(`form ${variant} #${run + 1}: first screen ${r.firstScreen?.toFixed(0)} ms, mount ${r.fullMount?.toFixed(0)} ms, longest task ${r.longestTask.toFixed(0)} ms, keystroke median ${ks?.median.toFixed(0)} ms${r.errors.length ? ` (${r.errors.join('; ')})` : ''}`);
      } catch (e) {
        env.log(`form ${variant} #${run + 1} failed: ${(e as Error).message}`);
        runs[variant].push({ fcp: null, firstScreen: null, fullMount: null, longestTask: 0, tbt: 0, keystrokes: [], functionCalls: 0, errors: [(e as Error).message] });
      }
    }
  }
  const summary = (rs: FormRun[]): FormSummary => ({
    runs: rs,
    firstScreen: summarize(rs.map((r) => r.firstScreen ?? Number.NaN)),
    fullMount: summarize(rs.map((r) => r.fullMount ?? Number.NaN)),
    longestTask: summarize(rs.map((r) => (r.fullMount === null ? Number.NaN : r.longestTask))),
    keystroke: summarize(rs.flatMap((r) => r.keystrokes)),
  });
  return { ours: summary(runs.ours), floor: summary(runs.floor), peer: summary(runs.peer) };
}
