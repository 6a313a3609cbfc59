/**
 * Initial JavaScript and CSS per route, from the Vite build manifest: the static import closure of
 * the entry, plus what the router loads before a page's first paint (src/app/pageLoader.ts: its
 * group's page manifest, the page chunk (with the dictionaries it names; every dictionary for a page naming one at run time), every widget chunk the page uses and every named icon it
 * shows (src/shell/namedIcons.tsx), each with its static imports). Sizes are gzip level 9, as scripts/serve-dist.ts serves them.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listPages, readJson } from '../../build/files';
import { defaultDictsOf, loadWidgets } from '../../build/widgets';
import { expandFragments } from '../../build/fragments';

import { dictNamesOf, iconNamesOf, widgetTypesOf } from '../../build/walk';
import { pageGroupOf } from '../../src/core/pageManifest';
import type { PageUnderTest } from './config';
import { hasRealPage } from './config';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Bytes {
  js: number;
  css: number;
}

export interface ChunkSize {
  file: string;
  /** Manifest key (source module or shared chunk name). */
  key: string;
  gzip: number;
}

export interface RouteSize {
  pageId: string;
  /** True when the bench stand-in schema (bench/fixtures/pages) was built in its place. */
  standIn: boolean;
  widgets: string[];
  /** Loaded before the page's first paint beyond the entry closure. */
  added: Bytes;
  /** Entry + added. */
  total: Bytes;
  /** The added chunks, largest first. */
  addedChunks: ChunkSize[];
  /**
   * The route's own part of `added`: chunks no other route loads before its first paint. Shared
   * chunks (antd's form controls, Formily) are code of the widget set every such page uses, not
   * of this route; the budget "any other route adds ≤ 60 KB of its own" applies to this figure.
   */
  own: Bytes;
}

export interface SizeReport {
  entry: Bytes;
  entryChunks: ChunkSize[];
  routes: RouteSize[];
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzCache = new Map<string, number>();
export function gzipSize(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzCache.set(file, size);
  }
  return size;
}

/** Manifest keys reachable through static imports from `roots` (the roots included). */
export function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop() as string;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

function files(manifest: Manifest, keys: Iterable<string>): { js: Map<string, string>; css: Set<string> } {
  const js = new Map<string, string>();
  const css = new Set<string>();
  for (const key of keys) {
    const c = manifest[key];
    if (c.file.endsWith('.js')) js.set(c.file, key);
    for (const f of c.css ?? []) css.add(f);
  }
  return { js, css };
}

function measure(outDir: string, set: { js: Map<string, string>; css: Set<string> }): { bytes: Bytes; chunks: ChunkSize[] } {
  const chunks = [...set.js].map(([file, key]) => ({ file, key, gzip: gzipSize(path.join(outDir, file)) }));
  const cssChunks = [...set.css].map((file) => ({ file, key: file, gzip: gzipSize(path.join(outDir, file)) }));
  const all = [...chunks, ...cssChunks].sort((a, b) => b.gzip - a.gzip);
  return {
    bytes: { js: chunks.reduce((s, c) => s + c.gzip, 0), css: cssChunks.reduce((s, c) => s + c.gzip, 0) },
    chunks: all,
  };
}

/** Manifest keys of the named icons' modules, read from src/shell/namedIcons.tsx. */
function iconModules(): Map<string, string> {
  const file = path.resolve(import.meta.dirname, '../../src/shell/namedIcons.tsx');
  const out = new Map<string, string>();
  for (const m of fs.readFileSync(file, 'utf8').matchAll(/^\s+(\w+): \(\) => import\('(@ant-design\/icons-svg\/es\/asn\/\w+)'\),$/gm)) {
    out.set(m[1], `node_modules/${m[2]}.js`);
  }
  if (out.size === 0) throw new Error(`${file}: no icon loaders found; update iconModules() in bench/lib/manifest.ts`);
  return out;
}

/** Manifest key of a page's chunk (a bench stand-in of a page under test is built under the page's id). */
export function pageKey(pageId: string): string {
  return `virtual:schema/page/${pageId}`;
}

/** Manifest key of the chunk listing a page's loader and assets (its group's, build/pageManifest.ts). */
export function pageManifestKey(pageId: string): string {
  return `virtual:schema/page-manifest-${pageGroupOf(pageId)}`;
}

export function sizeReport(outDir: string, standIns: PageUnderTest[]): SizeReport {
  const manifest = readManifest(outDir);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error(`${outDir}: the manifest has no index.html entry`);
  const entryKeys = staticClosure(manifest, [entryKey]);
  const entry = measure(outDir, files(manifest, entryKeys));

  const widgetInfos = loadWidgets();
  const nodeTypes = new Set(widgetInfos.filter((w) => w.kind === 'node').map((w) => w.type));
  const defaultDicts = defaultDictsOf(widgetInfos);
  const pages = new Map<string, { file: string; standIn: PageUnderTest | undefined }>();
  for (const p of listPages()) pages.set(p.id, { file: p.file, standIn: undefined });
  for (const s of standIns) if (s.fixture && !hasRealPage(s)) pages.set(s.pageId, { file: s.fixture, standIn: s });

  const icons = iconModules();
  const routes: RouteSize[] = [];
  for (const [pageId, { file, standIn }] of pages) {
    const key = pageKey(pageId);
    if (!manifest[key]) continue;
    // The page as built: with its fragments expanded.
    const page = expandFragments(readJson(file), file).json;
    const widgets = widgetTypesOf(page, nodeTypes);
    const iconKeys = iconNamesOf(page).flatMap((n) => {
      const k = icons.get(n);
      return k && manifest[k] ? [k] : [];
    });
    // A page's dictionaries are in its chunk; every dictionary's chunk only for one naming them at run time.
    const allDicts = dictNamesOf(page, defaultDicts) === 'all' ? ['virtual:schema/dicts'] : [];
    const roots = [pageManifestKey(pageId), key, ...allDicts, ...widgets.map((w) => `renderers/${w}/${w}.tsx`), ...iconKeys];
    const keys = [...staticClosure(manifest, roots)].filter((k) => !entryKeys.has(k));
    const added = measure(outDir, files(manifest, keys));
    routes.push({
      pageId,
      standIn: Boolean(standIn),
      widgets,
      added: added.bytes,
      total: { js: entry.bytes.js + added.bytes.js, css: entry.bytes.css + added.bytes.css },
      addedChunks: added.chunks,
      own: { js: 0, css: 0 },
    });
  }
  // A chunk is a route's own when no other route's first paint needs it.
  const users = new Map<string, number>();
  for (const r of routes) for (const c of r.addedChunks) users.set(c.file, (users.get(c.file) ?? 0) + 1);
  for (const r of routes) {
    for (const c of r.addedChunks) {
      if (users.get(c.file) !== 1) continue;
      if (c.file.endsWith('.css')) r.own.css += c.gzip;
      else r.own.js += c.gzip;
    }
  }
  routes.sort((a, b) => a.pageId.localeCompare(b.pageId));
  return { entry: entry.bytes, entryChunks: entry.chunks, routes };
}

/** How many page groups a build has: one manifest chunk each, one line each in the entry. */
export function pageManifestCount(manifest: Manifest): number {
  return Object.keys(manifest).filter((k) => k.startsWith('virtual:schema/page-manifest-')).length;
}

/** Build output files (JS) by URL path, for matching what the browser loaded. */
export function jsFiles(outDir: string): string[] {
  const dir = path.join(outDir, 'assets');
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
}
