/**
 * ajv validation of every schema file against schemas/meta, with errors that name the file,
 * the JSON pointer and what was expected.
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import fs from 'node:fs';
import path from 'node:path';
import { META, rel } from './paths.ts';
import type { SchemaKind } from './files.ts';
import { addLibFormats } from '../src/lib/ajvFormats.ts';
import { didYouMean } from './suggest.ts';

export interface SchemaIssue {
  file: string;
  pointer: string;
  message: string;
}

export const formatIssue = (i: SchemaIssue): string => `${rel(i.file)}#${i.pointer}: ${i.message}`;

const META_FILES = [
  'expression.schema.json', 'format.schema.json', 'action.schema.json', 'datasource.schema.json', 'navbar.schema.json',
  'page.schema.json', 'fragment.schema.json', 'route-module.schema.json', 'api-module.schema.json', 'dict.schema.json', 'app.schema.json',
];

const ROOT_SCHEMA: Record<SchemaKind, string> = {
  page: 'page.schema.json',
  fragment: 'fragment.schema.json',
  routes: 'route-module.schema.json',
  apis: 'api-module.schema.json',
  dicts: 'dict.schema.json',
  app: 'app.schema.json',
};

/** Where a file's "$schema" must point: its kind's meta-schema, relative to the file. */
export function expectedSchemaRef(kind: SchemaKind, file: string): string {
  const ref = path.relative(path.dirname(file), path.join(META, ROOT_SCHEMA[kind])).split(path.sep).join('/');
  return ref.startsWith('.') ? ref : `./${ref}`;
}

/** The JSON type of a value as a schema names it. */
function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return Number.isInteger(value) ? 'integer' : typeof value;
}

/** The properties an object schema declares (for a suggestion), if it declares any. */
function declaredProperties(schema: unknown): string[] {
  const props = schema && typeof schema === 'object' ? (schema as { properties?: unknown }).properties : undefined;
  return props && typeof props === 'object' ? Object.keys(props) : [];
}

/** What an error says, with the value found and, for a misspelling, the likely intent. */
function describe(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'additionalProperties': {
      const name = String(p.additionalProperty);
      return `unknown property '${name}'${didYouMean(name, declaredProperties(e.parentSchema))}`;
    }
    case 'enum': {
      const allowed = p.allowedValues as unknown[];
      const list = `must be one of: ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
      if (typeof e.data !== 'string') return list;
      const hint = didYouMean(e.data, allowed.filter((v): v is string => typeof v === 'string'), '"');
      return `is ${JSON.stringify(e.data)}, ${list}${hint}`;
    }
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'required':
      return `missing required property '${String(p.missingProperty)}'`;
    case 'type':
      return `must be of type ${String(p.type)}, not ${jsonType(e.data)}`;
    default:
      return e.message ?? e.keyword;
  }
}

/** Drops wrapper errors ("must match then schema", anyOf summaries) when a precise one exists. */
function simplify(errors: ErrorObject[]): ErrorObject[] {
  // A prop that may also be an expression fails both branches; the expression branch's
  // "must match pattern" says nothing useful when the value is not an expression at all.
  const meaningful = errors.filter((e) => !(e.keyword === 'pattern' && String((e.params as { pattern?: string }).pattern).includes('\\{\\{')));
  const precise = meaningful.filter((e) => !['if', 'anyOf', 'oneOf', 'allOf', 'not'].includes(e.keyword));
  // An unknown widget type reports enum at /type; its if/then siblings add noise.
  const byPointer = new Map<string, ErrorObject[]>();
  for (const e of precise.length ? precise : meaningful.length ? meaningful : errors) {
    const list = byPointer.get(e.instancePath) ?? [];
    list.push(e);
    byPointer.set(e.instancePath, list);
  }
  const out: ErrorObject[] = [];
  for (const list of byPointer.values()) {
    const seen = new Set<string>();
    for (const e of list) {
      const k = describe(e);
      if (!seen.has(k)) {
        seen.add(k);
        out.push(e);
      }
    }
  }
  return out;
}

export class SchemaValidator {
  private readonly ajv: Ajv;
  private readonly validators = new Map<SchemaKind, ValidateFunction>();

  constructor(widgetsSchema: Record<string, unknown>) {
    // verbose: errors carry the value found and the failing schema (for the messages above).
    this.ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true, verbose: true });
    addLibFormats(this.ajv);
    for (const f of META_FILES) {
      const file = path.join(META, f);
      if (fs.existsSync(file)) this.ajv.addSchema(JSON.parse(fs.readFileSync(file, 'utf8')) as object, f);
    }
    this.ajv.addSchema(widgetsSchema, 'widgets.generated.schema.json');
  }

  validate(kind: SchemaKind, file: string, json: unknown): SchemaIssue[] {
    let v = this.validators.get(kind);
    if (!v) {
      const got = this.ajv.getSchema(ROOT_SCHEMA[kind]);
      if (!got) throw new Error(`meta-schema ${ROOT_SCHEMA[kind]} is missing from schemas/meta`);
      v = got;
      this.validators.set(kind, v);
    }
    const issues: SchemaIssue[] = [];
    const obj = json as Record<string, unknown>;
    const expected = expectedSchemaRef(kind, file);
    if (obj && typeof obj === 'object' && obj.$schema !== expected) {
      issues.push({ file, pointer: '/$schema', message: `must be "${expected}" (editor completion and validation use it)` });
    }
    if (!v(json)) {
      for (const e of simplify(v.errors ?? [])) issues.push({ file, pointer: e.instancePath || '', message: describe(e) });
    }
    return issues;
  }
}
