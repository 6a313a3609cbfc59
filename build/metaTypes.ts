/**
 * The TypeScript types of the schema language from its meta-schemas (json-schema-to-typescript),
 * so a field of a route, call, page, data source, nav bar, app default, display format or fragment is
 * declared once, in schemas/meta/*.json: src/core/schemaTypes.generated.ts has one type per entry
 * of META_TYPES, and src/core/types.ts re-exports them (build/fragments.ts the fragment's). `npm run check` writes it; a unit test
 * fails while it is stale.
 *
 * Only what shapes a value becomes a type. Constraints between fields (a route's oneOf of page,
 * redirect and toHome; a call's `if result then unwrap`) stay with ajv, which checks every file.
 */
import path from 'node:path';
import type { JSONSchema } from 'json-schema-to-typescript';
import { META, ROOT } from './paths.ts';
import { readJson } from './files.ts';
import { writeIfChanged } from './generate.ts';

export const META_TYPES_FILE = path.join(ROOT, 'src', 'core', 'schemaTypes.generated.ts');

/** A type to generate: the schema at `pointer` of schemas/meta/`file`. */
interface MetaType {
  file: string;
  pointer: string;
  name: string;
}

/**
 * Every generated type. A subschema listed here is referred to by its name wherever it appears
 * (inline or through $ref), so each is declared once.
 */
export const META_TYPES: readonly MetaType[] = [
  { file: 'navbar.schema.json', pointer: '', name: 'NavBarOptions' },
  { file: 'navbar.schema.json', pointer: '/properties/title/anyOf/1/items', name: 'NavTitleItem' },
  { file: 'datasource.schema.json', pointer: '', name: 'DataSourceSchema' },
  { file: 'page.schema.json', pointer: '', name: 'PageFile' },
  { file: 'route-module.schema.json', pointer: '', name: 'RouteModule' },
  { file: 'route-module.schema.json', pointer: '/definitions/route', name: 'RouteDef' },
  { file: 'route-module.schema.json', pointer: '/properties/jumpTargets/items', name: 'JumpTarget' },
  { file: 'api-module.schema.json', pointer: '', name: 'ApiModule' },
  { file: 'api-module.schema.json', pointer: '/definitions/api', name: 'ApiDef' },
  { file: 'app.schema.json', pointer: '', name: 'AppDefaults' },
  { file: 'format.schema.json', pointer: '', name: 'DisplayFormat' },
  { file: 'fragment.schema.json', pointer: '', name: 'FragmentFile' },
  { file: 'fragment.schema.json', pointer: '/definitions/param', name: 'FragmentParam' },
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

function nameOf(file: string, pointer: string): string | undefined {
  return META_TYPES.find((t) => t.file === file && t.pointer === pointer)?.name;
}

/** The type a $ref of `file` stands for. */
function refType(ref: string, file: string): string {
  const [target, fragment = ''] = ref.split('#');
  const named = nameOf(target || file, fragment);
  if (named) return named;
  const outside = OUTSIDE_TYPES[`${target || file}#${fragment}`] ?? OUTSIDE_TYPES[ref];
  if (outside) return outside;
  throw new Error(`schemas/meta/${file}: $ref ${ref} has no TypeScript type (add it to META_TYPES or OUTSIDE_TYPES in build/metaTypes.ts)`);
}

/**
 * The schema at `pointer` of `file` as json-schema-to-typescript should read it: named subschemas
 * and $refs replaced by their type names (tsType), constraints and nested titles left out.
 */
function forTypes(schema: unknown, file: string, pointer: string, root: boolean): unknown {
  if (Array.isArray(schema)) return schema.map((s, i) => forTypes(s, file, `${pointer}/${i}`, false));
  if (!isObject(schema)) return schema;
  const named = root ? undefined : nameOf(file, pointer);
  if (named) return { tsType: named, ...(typeof schema.description === 'string' ? { description: schema.description } : {}) };
  if (typeof schema.$ref === 'string') {
    const { $ref, ...rest } = schema;
    return { ...rest, tsType: refType($ref, file) };
  }
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CONSTRAINTS.has(key) || key === '$schema' || key === '$id' || (key === 'title' && !root) || key === '$comment') continue;
    if (SCHEMA_MAPS.has(key) && isObject(value)) {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forTypes(v, file, `${pointer}/${key}/${k}`, false)]));
    } else if (SCHEMA_VALUES.has(key)) {
      out[key] = forTypes(value, file, `${pointer}/${key}`, false);
    } else {
      out[key] = value;
    }
  }
  // Definitions are generated only where they are listed in META_TYPES.
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
  if (cur === undefined) throw new Error(`schemas/meta/${file}: no ${pointer} (listed in META_TYPES of build/metaTypes.ts)`);
  return cur;
}

/** src/core/schemaTypes.generated.ts. */
export async function composeMetaTypes(): Promise<string> {
  // Loaded here, not at the top: the Vite plugin imports build/ on every start and needs none of it.
  const { compile } = await import('json-schema-to-typescript');
  const parts: string[] = [];
  for (const { file, pointer, name } of META_TYPES) {
    const source = at(readJson(path.join(META, file)), pointer, file);
    const prepared = forTypes(source, file, pointer, true);
    if (!isObject(prepared)) throw new Error(`schemas/meta/${file}#${pointer}: not a schema object`);
    const schema: JSONSchema = { ...prepared, title: name };
    const ts = await compile(schema, name, { bannerComment: '', format: true, ignoreMinAndMaxItems: true, strictIndexSignatures: false });
    parts.push(`/** schemas/meta/${file}${pointer ? `#${pointer}` : ''} */\n${ts.trim()}`);
  }
  return [
    '/* Generated by npm run check from schemas/meta/*.json (build/metaTypes.ts); do not edit. */',
    "import type { ActionSchema, NodeSchema } from './types';",
    '',
    ...parts.map((p) => `${p}\n`),
  ].join('\n');
}

/** Writes the file when it changed; returns whether it did. */
export async function writeMetaTypes(): Promise<boolean> {
  return writeIfChanged(META_TYPES_FILE, await composeMetaTypes());
}
