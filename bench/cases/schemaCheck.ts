/**
 * Build-time schema validation and expression compilation for every schema file: checkProject()
 * of build/project.ts (what `npm run check` and the build run), timed in this Node process.
 * Each run builds its own ajv validator, so every run pays the meta-schema compilation too.
 */
import { performance } from 'node:perf_hooks';
import { checkProject } from '../../build/project';
import { summarize, type Summary } from '../lib/stats';

export interface SchemaCheckResults {
  runsMs: number[];
  summary: Summary | null;
  files: number;
  expressions: number;
  pages: number;
  issues: number;
}

export function schemaCheck(runs: number): SchemaCheckResults {
  const runsMs: number[] = [];
  let last: ReturnType<typeof checkProject> | null = null;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    last = checkProject();
    runsMs.push(performance.now() - t);
  }
  return {
    runsMs,
    summary: summarize(runsMs),
    files: last?.fileCount ?? 0,
    expressions: last?.expressionCount ?? 0,
    pages: last?.pageIds.length ?? 0,
    issues: last?.issues.length ?? 0,
  };
}
