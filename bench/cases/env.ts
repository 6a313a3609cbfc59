/** What every browser case gets: the browser, the two servers with a logged-in session each, a log. */
import type { Browser } from 'playwright-core';
import type { LoginSession } from '../lib/browser';
import type { PipeBrowser } from '../lib/cdpPipe';
import type { Server } from '../lib/serve';

export interface BenchEnv {
  browser: Browser;
  /** The same Chromium driven over the DevTools pipe, without the Network domain (cold loads on loopback). */
  pipe: PipeBrowser;
  app: Server;
  floors: Server;
  appSession: LoginSession;
  floorsSession: LoginSession;
  runs: number;
  log(message: string): void;
  /** Every app script URL path loaded by a measured page, and the Function-constructor / CSP tally. */
  appScripts: Set<string>;
  runtime: { functionCalls: number; samples: string[]; cspViolations: string[]; pages: number };
}

/** Records what an app page did at run time into the env's tally. */
export function tally(env: BenchEnv, probe: { functionCalls: number; functionSamples: string[]; cspViolations: string[] }, scripts: string[]): void {
  env.runtime.pages += 1;
  env.runtime.functionCalls += probe.functionCalls;
  for (const s of probe.functionSamples) if (env.runtime.samples.length < 10) env.runtime.samples.push(s);
  env.runtime.cspViolations.push(...probe.cspViolations);
  for (const s of scripts) env.appScripts.add(s);
}
