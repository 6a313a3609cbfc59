/**
 * Stand-in pages for measuring how the app's entry grows with pages (the bench's size case). With
 * SCHEMA_STAND_IN_PAGES=<n> a build compiles n generated pages besides schemas/pages, written into a
 * temporary directory for that build only: never in a normal build, never committed.
 *
 * The first stand-ins take the page ids of routes whose page is not written yet (the catalogue as it
 * will be, in its groups); the rest are <group>/stand-in-<n>, round the groups that have pages. Each
 * is a copy of a real page, in turn, so its widgets, icons, expressions and size are a real page's.
 */
import fs from 'node:fs';
import path from 'node:path';
import { listModules, listPages, readJson, type SchemaFile } from './files.ts';
import { expectedSchemaRef } from './validate.ts';
import { pageGroupOf } from '../src/core/pageManifest.ts';

export const STAND_IN_ENV = 'SCHEMA_STAND_IN_PAGES';

/** How many stand-in pages the environment asks for (0 when unset). */
export function standInCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[STAND_IN_ENV];
  if (raw === undefined || raw === '') return 0;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${STAND_IN_ENV} must be a whole number of pages, not "${raw}"`);
  return n;
}

/** Page ids the routes name that have no page schema yet, in route order. */
function unwrittenRoutePages(written: Set<string>): string[] {
  const ids: string[] = [];
  for (const m of listModules('routes')) {
    const mod = readJson(m.file) as { routes?: Array<{ page?: string }> };
    for (const r of mod.routes ?? []) if (r.page && !written.has(r.page) && !ids.includes(r.page)) ids.push(r.page);
  }
  return ids;
}

/** Writes `count` stand-in pages under `dir` (`<dir>/<group>/<page>.json`) and lists them. */
export function writeStandInPages(count: number, dir: string): SchemaFile[] {
  const real = listPages();
  if (count > 0 && real.length === 0) throw new Error('stand-in pages copy real ones, and schemas/pages has none');
  const written = new Set(real.map((p) => p.id));
  const groups = [...new Set(real.map((p) => pageGroupOf(p.id)))];
  const ids = unwrittenRoutePages(written).slice(0, count);
  for (let n = 1; ids.length < count; n++) {
    const id = `${groups[n % groups.length]}/stand-in-${n}`;
    if (!written.has(id)) ids.push(id);
  }
  ids.forEach((id, i) => {
    const file = path.join(dir, `${id}.json`);
    const page = { ...(readJson(real[i % real.length].file) as Record<string, unknown>), $schema: expectedSchemaRef('page', file) };
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
  });
  return listPages(dir);
}
