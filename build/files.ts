/** Reading schema files from disk (build time only). */
import fs from 'node:fs';
import path from 'node:path';
import { SCHEMAS, RENDERERS, FRAGMENTS } from './paths.ts';

export type SchemaKind = 'page' | 'fragment' | 'routes' | 'apis' | 'dicts' | 'app';

export interface SchemaFile {
  kind: SchemaKind;
  file: string;
  /** Id within its kind: page id 'group/page', or the file name for modules and fragments. */
  id: string;
}

function listJson(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Page schemas under `base` (schemas/pages by default): `<base>/<group>/<page>.json`, id 'group/page'. */
export function listPages(base: string = path.join(SCHEMAS, 'pages')): SchemaFile[] {
  if (!fs.existsSync(base)) return [];
  const out: SchemaFile[] = [];
  for (const group of fs.readdirSync(base).sort()) {
    const dir = path.join(base, group);
    if (!fs.statSync(dir).isDirectory()) continue;
    for (const file of listJson(dir)) out.push({ kind: 'page', file, id: `${group}/${path.basename(file, '.json')}` });
  }
  return out;
}

/** schemas/fragments/<name>.json: node lists with parameters, included by pages (build/fragments.ts). */
export function listFragments(): SchemaFile[] {
  return listJson(FRAGMENTS).map((file) => ({ kind: 'fragment', file, id: path.basename(file, '.json') }));
}

export function listModules(kind: 'routes' | 'apis' | 'dicts'): SchemaFile[] {
  return listJson(path.join(SCHEMAS, kind)).map((file) => ({ kind, file, id: path.basename(file, '.json') }));
}

export function listAllSchemaFiles(): SchemaFile[] {
  return [
    { kind: 'app', file: path.join(SCHEMAS, 'app.json'), id: 'app' },
    ...listModules('routes'),
    ...listModules('apis'),
    ...listModules('dicts'),
    ...listFragments(),
    ...listPages(),
  ];
}

export class JsonSyntaxError extends Error {}

export function readJson(file: string): unknown {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new JsonSyntaxError(`${file}: invalid JSON: ${(e as Error).message}`);
  }
}

/** renderers/<Type>/props.schema.json files. */
export function listWidgetSchemas(): Array<{ type: string; file: string }> {
  if (!fs.existsSync(RENDERERS)) return [];
  return fs
    .readdirSync(RENDERERS)
    .filter((d) => fs.existsSync(path.join(RENDERERS, d, 'props.schema.json')))
    .sort()
    .map((type) => ({ type, file: path.join(RENDERERS, type, 'props.schema.json') }));
}
