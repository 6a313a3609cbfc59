/**
 * The TypeScript types of the schema language from its meta-schemas (json-schema-to-typescript),
 * so a field of a route, call, page, data source, nav bar, app default, display format, fragment or
 * dictionary is declared once, in schemas/meta/*.json. Each file of META_TYPE_FILES has one type per
 * entry: src/core/schemaTypes.generated.ts (re-exported by src/core/types.ts, also used by
 * build/fragments.ts) and src/lib/dictTypes.generated.ts (src/lib/dicts.ts). `npm run check` writes
 * them; a unit test fails while one is stale.
 *
 * Only what shapes a value becomes a type. Constraints between fields (a route's oneOf of page,
 * redirect and toHome; a call's `if result then unwrap`) stay with ajv, which checks every file.
 */
import path from 'node:path';
import type { JSONSchema } from 'json-schema-to-typescript';
import { META, ROOT } from './paths.ts';
import { readJson } from './files.ts';
import { writeIfChanged } from './generate.ts';

/** The types to generate from one meta-schema file: JSON pointer ('' for the whole file) → type name. */
type FileTypes = Readonly<Record<string, string>>;

/** A generated file: where it goes, what it imports, and its types by meta-schema file. */
export interface MetaTypeFile {
  out: string;
  imports: string[];
  /**
   * Its types. A subschema listed here is referred to by its name wherever it appears in the
   * file's schemas (inline or through $ref), so each is declared once.
   */
  types: Readonly<Record<string, FileTypes>>;
}

export const META_TYPE_FILES: readonly MetaTypeFile[] = [
  {
    out: path.join(ROOT, 'src', 'core', 'schemaTypes.generated.ts'),
    imports: ["import type { ActionSchema, NodeSchema } from './types';"],
    types: {
      'navbar.schema.json': { '': 'NavBarOptions', '/properties/title/anyOf/1/items': 'NavTitleItem' },
      'datasource.schema.json': { '': 'DataSourceSchema' },
      'page.schema.json': { '': 'PageFile' },
      'route-module.schema.json': { '': 'RouteModule', '/definitions/route': 'RouteDef', '/properties/jumpTargets/items': 'JumpTarget' },
      'api-module.schema.json': { '': 'ApiModule', '/definitions/api': 'ApiDef' },
      'app.schema.json': { '': 'AppDefaults' },
      'format.schema.json': { '': 'DisplayFormat' },
      'fragment.schema.json': { '': 'FragmentFile', '/definitions/param': 'FragmentParam' },
    },
  },
  {
    // src/lib holds the dictionaries' helpers and imports nothing of src/core.
    out: path.join(ROOT, 'src', 'lib', 'dictTypes.generated.ts'),
    imports: [],
    types: { 'dict.schema.json': { '': 'DictFile', '/definitions/item': 'DictItem' } },
  },
];

/** Schemas of the language that are not generated here, and the hand-written type each stands for. */
const OUTSIDE_TYPES: Record<string, string> = {
  'action.schema.json#/definitions/actions': 'ActionSchema[]',
  'widgets.generated.schema.json#/definitions/node': 'NodeSchema',
};

/** Keywords that only constrain (checked by ajv), left out of the types. */
const CONSTRAINTS = new Set(['oneOf', 'not', 'if', 'then', 'else', 'propertyNames']);
/** Keywords whose value is a map of subschemas, one level of names deep. */
const SCHEMA_MAPS = new Set(['properties', 'definitions', 'patternProperties']);
/** Keywords whose value is a subschema or a list of them. */
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'anyOf', 'allOf', 'additionalItems']);

/** Keywords that give a schema its shape; a schema with none of them allows any value. */
const SHAPES = new Set(['type', 'enum', 'const', 'properties', 'items', 'anyOf', 'allOf', 'tsType', 'additionalProperties']);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object' && !Array.isArray(v);

type Named = MetaTypeFile['types'];

function nameOf(types: Named, file: string, pointer: string): string | undefined {
  return types[file]?.[pointer];
}

/** The type a $ref of `file` stands for. */
function refType(types: Named, ref: string, file: string): string {
  const [target, fragment = ''] = ref.split('#');
  const named = nameOf(types, target || file, fragment);
  if (named) return named;
  const outside = OUTSIDE_TYPES[`${target || file}#${fragment}`] ?? OUTSIDE_TYPES[ref];
  if (outside) return outside;
  throw new Error(`schemas/meta/${file}: $ref ${ref} has no TypeScript type (add it to META_TYPE_FILES or OUTSIDE_TYPES in build/metaTypes.ts)`);
}

/**
 * The schema at `pointer` of `file` as json-schema-to-typescript should read it: named subschemas
 * and $refs replaced by their type names (tsType), constraints and nested titles left out.
 */
function forTypes(types: Named, schema: unknown, file: string, pointer: string, root: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s, i) => forTypes(types, s, file, `${pointer}/${i}`, false));
  if (!isObject(schema)) return schema;
  const named = root ? undefined : nameOf(types, file, pointer);
  if (named) return { tsType: named, ...(typeof schema.description === 'string' ? { description: schema.description } : {}) };
  if (typeof schema.$ref === 'string') {
    const { $ref, ...rest } = schema;
    return { ...rest, tsType: refType(types, $ref, file) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    // A flag that may only be written as true (`"const": true`) is read as a boolean: TypeScript
    // widens the true of an imported JSON file, and a reader treats absent and false alike.
    if (key === 'const' && typeof value === 'boolean') {
      out.type = 'boolean';
      continue;
    }
    if (CONSTRAINTS.has(key) || key === '$schema' || key === '$id' || (key === 'title' && !root) || key === '$comment') continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forTypes(types, v, file, `${pointer}/${key}/${k}`, false)]));
    } else if (SCHEMA_VALUES.has(key)) {
      out[key] = forTypes(types, value, file, `${pointer}/${key}`, false);
    } else {
      out[key] = value;
    }
  }
  // Definitions are generated only where they are listed in META_TYPE_FILES.
  delete out.definitions;
  // A schema that allows any value (only described) is `unknown`; the tool would make it an object.
  if (!Object.keys(out).some((k) => SHAPES.has(k))) out.tsType = 'unknown';
  return out;
}

function at(schema: unknown, pointer: string, file: string): unknown {
  let cur = schema;
  for (const part of pointer.split('/').slice(1)) {
    if (!isObject(cur) && !Array.isArray(cur)) throw new Error(`schemas/meta/${file}: no ${pointer}`);
    cur = Array.isArray(cur) ? cur[Number(part)] : cur[part];
  }
  if (cur === undefined) throw new Error(`schemas/meta/${file}: no ${pointer} (listed in META_TYPE_FILES of build/metaTypes.ts)`);
  return cur;
}

/** The text of one generated file. */
export async function composeMetaTypes({ imports, types }: MetaTypeFile): Promise<string> {
  // Loaded here, not at the top: the Vite plugin imports build/ on every start and needs none of it.
  const { compile } = await import('json-schema-to-typescript');
  const parts: string[] = [];
  for (const [file, pointer, name] of Object.entries(types).flatMap(([f, byPointer]) => Object.entries(byPointer).map(([p, n]) => [f, p, n] as const))) {
    const source = at(readJson(path.join(META, file)), pointer, file);
    const prepared = forTypes(types, source, file, pointer, true);
    if (!isObject(prepared)) throw new Error(`schemas/meta/${file}#${pointer}: not a schema object`);
    const schema: JSONSchema = { ...prepared, title: name };
    const ts = await compile(schema, name, { bannerComment: '', format: true, ignoreMinAndMaxItems: true, strictIndexSignatures: false });
    parts.push(`/** schemas/meta/${file}${pointer ? `#${pointer}` : ''} */\n${ts.trim()}`);
  }
  return [
    '/* Generated by npm run check from schemas/meta/*.json (build/metaTypes.ts); do not edit. */',
    ...imports,
    '',
    ...parts.map((p) => `${p}\n`),
  ].join('\n');
}

/** Writes the files that changed; returns those it wrote. */
export async function writeMetaTypes(): Promise<string[]> {
  const written: string[] = [];
  for (const f of META_TYPE_FILES) if (writeIfChanged(f.out, await composeMetaTypes(f))) written.push(f.out);
  return written;
}
