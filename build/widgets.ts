/**
 * Composes the page meta-schema's widget part from the registry: each renderers/<Type>/props.schema.json
 * declares its props; the result (schemas/meta/widgets.generated.schema.json) makes an unknown widget
 * or a wrong prop a build error and gives VS Code completion of types and props.
 */
import fs from 'node:fs';
import path from 'node:path';
import { META } from './paths.ts';
import { listWidgetSchemas, readJson } from './files.ts';
import { FRAGMENT_TYPE, fragmentLoader, type ParamDecl } from './fragments.ts';
import { RAW_KEY } from '../src/core/rawKeys.ts';
import { DICT_PROP } from './walk.ts';

export interface WidgetPropsSchema {
  title?: string;
  description?: string;
  'x-kind'?: 'node' | 'field';
  'x-container'?: boolean;
  properties?: Record<string, unknown>;
  required?: string[];
  [key: string]: unknown;
}

export interface WidgetInfo {
  type: string;
  kind: 'node' | 'field';
  container: boolean;
  schema: WidgetPropsSchema;
}

export function loadWidgets(): WidgetInfo[] {
  return listWidgetSchemas().map(({ type, file }) => {
    const schema = readJson(file) as WidgetPropsSchema;
    if (schema.title !== type) {
      throw new Error(`${file}: "title" must equal the folder name '${type}' (found '${String(schema.title)}'); the folder name is the widget type`);
    }
    return { type, kind: schema['x-kind'] ?? 'node', container: schema['x-container'] === true, schema };
  });
}

export const COMMON_PROPS = {
  type: {},
  id: { type: 'string', description: 'Node id, unique in the page (forms: the id actions name).' },
  visible: { type: ['string', 'boolean'], description: 'Expression; the node renders only while it is truthy.' },
  className: { type: 'string' },
};

/**
 * A prop may always be given as a whole {{ expression }} (resolved at run time), except action
 * lists, node templates and Formily schemas, which stay raw. Props that already take any string
 * are left as they are.
 */
function allowExpression(name: string, prop: unknown): unknown {
  if (RAW_KEY.test(name) || !prop || typeof prop !== 'object') return prop;
  const p = prop as Record<string, unknown>;
  const takesAnyString = p.type === 'string' && !p.enum && !p.pattern && !p.format;
  if (takesAnyString) return prop;
  return { anyOf: [prop, { $ref: 'expression.schema.json' }], description: p.description };
}

/** What the editor needs of a fragment: its name, description and parameters. */
export interface FragmentSummary {
  name: string;
  description?: string;
  params: Record<string, ParamDecl>;
}

/** The fragments of schemas/fragments (a file that does not parse is left out: the check reports it). */
export function loadFragmentSummaries(): FragmentSummary[] {
  const loader = fragmentLoader();
  return loader.names().flatMap((name) => {
    try {
      const f = loader.load(name);
      return f ? [{ name, description: f.description, params: f.params ?? {} }] : [];
    } catch {
      return [];
    }
  });
}

/**
 * The include node (`{ "type": "Fragment", "use", "with" }`) for the editor: `use` completes the
 * fragment names, `with` each fragment's parameters. Pages are validated after expansion, so this
 * is for completion and for includes inside fragment files; build/fragments.ts gives the errors.
 */
function includeSchema(fragments: FragmentSummary[]): Record<string, unknown> {
  return {
    allOf: [
      { $ref: 'fragment.schema.json#/definitions/include' },
      {
        properties: {
          use: fragments.length ? { enum: fragments.map((f) => f.name), description: 'A fragment of schemas/fragments.' } : { type: 'string' },
        },
      },
      ...fragments.map((f) => ({
        if: { properties: { use: { const: f.name } }, required: ['use'] },
        then: {
          description: f.description,
          properties: {
            with: {
              type: 'object',
              additionalProperties: false,
              required: Object.entries(f.params).filter(([, p]) => p.default === undefined).map(([n]) => n),
              properties: Object.fromEntries(Object.entries(f.params).map(([n, p]) => [n, { description: p.description }])),
            },
          },
          ...(Object.values(f.params).some((p) => p.default === undefined) ? { required: ['with'] } : {}),
        },
      })),
    ],
  };
}

export function composeWidgetsSchema(widgets: WidgetInfo[], fragments: FragmentSummary[] = loadFragmentSummaries()): Record<string, unknown> {
  const nodes = widgets.filter((w) => w.kind === 'node');
  const definitions: Record<string, unknown> = {};
  for (const w of nodes) {
    const { properties = {}, required = [], description } = w.schema;
    definitions[w.type] = {
      type: 'object',
      description,
      additionalProperties: false,
      required: ['type', ...required],
      properties: {
        ...COMMON_PROPS,
        type: { const: w.type, description },
        ...(w.container
          ? { children: { type: 'array', items: { $ref: '#/definitions/node' }, description: 'Child nodes.' } }
          : {}),
        ...Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, allowExpression(k, v)])),
      },
    };
  }
  definitions[FRAGMENT_TYPE] = includeSchema(fragments);
  definitions.node = {
    type: 'object',
    required: ['type'],
    properties: {
      type: { enum: [...nodes.map((w) => w.type), FRAGMENT_TYPE], description: 'A registered widget type (renderers/<Type>), or Fragment to include schemas/fragments/<use>.json.' },
    },
    allOf: [...nodes, { type: FRAGMENT_TYPE }].map((w) => ({
      if: { properties: { type: { const: w.type } }, required: ['type'] },
      then: { $ref: `#/definitions/${w.type}` },
    })),
  };
  const fields = widgets.filter((w) => w.kind === 'field').map((w) => w.type);
  definitions.fieldComponent = fields.length ? { enum: fields } : { type: 'string' };
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'widgets.generated.schema.json',
    title: 'Widget nodes (generated from renderers/*/props.schema.json by npm run check; do not edit)',
    definitions,
  };
}

export const WIDGETS_SCHEMA_FILE = path.join(META, 'widgets.generated.schema.json');

/** Writes the generated schema when it changed; returns true if written. */
export function writeWidgetsSchema(schema: Record<string, unknown>): boolean {
  const text = `${JSON.stringify(schema, null, 2)}\n`;
  const old = fs.existsSync(WIDGETS_SCHEMA_FILE) ? fs.readFileSync(WIDGETS_SCHEMA_FILE, 'utf8') : '';
  if (old === text) return false;
  fs.writeFileSync(WIDGETS_SCHEMA_FILE, text);
  return true;
}

/**
 * The dictionaries each widget type reads when a page does not name one: the string defaults of its
 * dictionary props (`genderDict`: "customer-gender"), so a page that shows the widget carries them.
 */
export function defaultDictsOf(widgets: readonly WidgetInfo[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const w of widgets) {
    const names = Object.entries(w.schema.properties ?? {}).flatMap(([name, prop]) => {
      const def = (prop as { default?: unknown } | null)?.default;
      return DICT_PROP.test(name) && typeof def === 'string' ? [def] : [];
    });
    if (names.length) out.set(w.type, names);
  }
  return out;
}
