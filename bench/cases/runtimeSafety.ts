/**
 * Zero run-time ajv compilation and zero `new Function`:
 * - at run time: every measured app page counts Function-constructor calls and CSP violations
 *   (bench/lib/probe.ts); the app is served under `script-src 'self'`, so a call would also throw;
 * - in the build: the chunks the measured app pages loaded must not contain ajv's compiler, and
 *   every Function-constructor site in them is listed (a globalThis fallback such as
 *   `Function("return this")()` after `typeof globalThis` checks is dead code in a browser and is
 *   reported as such, not as a failure).
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_OUT } from '../lib/config';
import type { BenchEnv } from './env';

export interface FunctionSite {
  file: string;
  snippet: string;
  /** A `Function("return this")` globalThis fallback, never reached in a browser. */
  globalThisFallback: boolean;
}

export interface RuntimeSafetyResults {
  pagesMeasured: number;
  functionCalls: number;
  functionSamples: string[];
  cspViolations: string[];
  scriptsLoaded: number;
  /** Loaded chunks that contain ajv's compiler. */
  ajvChunks: string[];
  functionSites: FunctionSite[];
}

const AJV_MARKERS = /\bstrictSchema\b|\bcompileAsync\b|\bvalidateSchema\b.{0,200}\bmeta\b/;
const FUNCTION_SITE = /(?<![\w$.])(?:new\s+)?Function\s*\(/g;

export function runtimeSafety(env: BenchEnv): RuntimeSafetyResults {
  const ajvChunks: string[] = [];
  const functionSites: FunctionSite[] = [];
  const files = [...env.appScripts].map((p) => p.replace(/^\//, '')).filter((f) => fs.existsSync(path.join(APP_OUT, f))).sort();
  for (const f of files) {
    const code = fs.readFileSync(path.join(APP_OUT, f), 'utf8');
    if (AJV_MARKERS.test(code)) ajvChunks.push(f);
    for (const m of code.matchAll(FUNCTION_SITE)) {
      const at = m.index ?? 0;
      const snippet = code.slice(Math.max(0, at - 60), at + 60).replace(/\s+/g, ' ');
      functionSites.push({ file: f, snippet, globalThisFallback: /Function\s*\(\s*[`'"]return this[`'"]\s*\)\s*\(\)/.test(code.slice(at, at + 40)) });
    }
  }
  return {
    pagesMeasured: env.runtime.pages,
    functionCalls: env.runtime.functionCalls,
    functionSamples: env.runtime.samples,
    cspViolations: [...new Set(env.runtime.cspViolations)],
    scriptsLoaded: files.length,
    ajvChunks,
    functionSites,
  };
}
