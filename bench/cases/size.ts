/**
 * Initial JavaScript and CSS from the build manifest (bench/lib/manifest.ts), and how the entry
 * grows with pages: the app built a second time with STAND_IN_PAGES generated stand-in pages
 * (build/standInPages.ts, through the schema plugin's SCHEMA_STAND_IN_PAGES option, in a temporary
 * directory of that build only), its entry measured the same way and compared.
 */
import path from 'node:path';
import { attribute, type PackageShare } from '../lib/attribution';
import { APP_OUT, APP_STAND_INS_OUT, BENCH, DETAIL, HOME, STAND_IN_PAGES } from '../lib/config';
import { pageManifestCount, readManifest, sizeReport, staticClosure, type Bytes, type SizeReport } from '../lib/manifest';

export interface EntryGrowth {
  /** Stand-in pages the second build added. */
  pages: number;
  /** Page groups (each one line of the entry, build/pageManifest.ts) without and with them. */
  groups: { base: number; withStandIns: number };
  /** The entry with the stand-ins. */
  entry: Bytes;
  /** The entry with the stand-ins minus the entry without. */
  delta: Bytes;
  /** The home page's initial JS and CSS with the stand-ins (its group's manifest grows with them). */
  home: Bytes | null;
}

export type SizeResults = SizeReport & {
  /** What the entry closure is made of (estimated gzip per package). */
  entryPackages: PackageShare[];
  /** What each route adds before its first paint, per package. */
  routePackages: Record<string, PackageShare[]>;
  growth: EntryGrowth;
};

/** `build(config, env)` runs `vite build` with extra environment variables. */
export function size(build: (config: string, env: Record<string, string>) => void, log: (message: string) => void): SizeResults {
  const report = sizeReport(APP_OUT, [HOME, DETAIL]);
  const manifest = readManifest(APP_OUT);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry) ?? 'index.html';
  const entryFiles = [...staticClosure(manifest, [entryKey])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const routePackages = Object.fromEntries(report.routes.map((r) => [r.pageId, attribute(APP_OUT, r.addedChunks.map((c) => c.file).filter((f) => f.endsWith('.js'))).slice(0, 12)]));
  const home = report.routes.find((r) => r.pageId === HOME.pageId);
  log(`size: entry ${(report.entry.js / 1024).toFixed(1)} KB JS, home ${((home?.total.js ?? 0) / 1024).toFixed(1)} KB JS (gzip)`);

  build(path.join(BENCH, 'vite.app.config.ts'), { BENCH_APP_OUT: APP_STAND_INS_OUT, SCHEMA_STAND_IN_PAGES: String(STAND_IN_PAGES) });
  const more = sizeReport(APP_STAND_INS_OUT, [HOME, DETAIL]);
  const growth: EntryGrowth = {
    pages: STAND_IN_PAGES,
    groups: { base: pageManifestCount(readManifest(APP_OUT)), withStandIns: pageManifestCount(readManifest(APP_STAND_INS_OUT)) },
    entry: more.entry,
    delta: { js: more.entry.js - report.entry.js, css: more.entry.css - report.entry.css },
    home: more.routes.find((r) => r.pageId === HOME.pageId)?.total ?? null,
  };
  log(`size: entry with ${STAND_IN_PAGES} stand-in pages ${(more.entry.js / 1024).toFixed(1)} KB JS (${growth.delta.js >= 0 ? '+' : ''}${(growth.delta.js / 1024).toFixed(2)} KB)`);
  return { ...report, entryPackages: attribute(APP_OUT, entryFiles).slice(0, 20), routePackages, growth };
}
