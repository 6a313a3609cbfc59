/**
 * Composes the page meta-schema's widget part from the registry: each renderers/<Type>/props.schema.json
 * declares its props; the result (schemas/meta/widgets.generated.schema.json) makes an unknown widget
 * or a wrong prop a build error and gives VS Code completion of types and props.
 */
import fs from 'node:fs';
import path from 'node:path';
import { META } from './paths.ts';
import { listWidgetSchemas, readJson } from './files.ts';

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

const COMMON_PROPS = {
  type: {},
  id: { type: 'string', description: 'Node id, unique in the page (forms: the id actions name).' },
  visible: { type: ['string', 'boolean'], description: 'Expression; the node renders only while it is truthy.' },
  className: { type: 'string' },
};

const RAW_PROP = /^(on[A-Z].*|actions|.*Actions|children|schema|.*Template|template)$/;

/**
 * A prop may always be given as a whole {{ expression }} (resolved at run time), except action
 * lists, node templates and Formily schemas, which stay raw. Props that already take any string
 * are left as they are.
 */
function allowExpression(name: string, prop: unknown): unknown {
  if (RAW_PROP.test(name) || !prop || typeof prop !== 'object') return prop;
  const p = prop as Record<string, unknown>;
  const takesAnyString = p.type === 'string' && !p.enum && !p.pattern && !p.format;
  if (takesAnyString) return prop;
  return { anyOf: [prop, { $ref: 'expression.schema.json' }], description: p.description };
}

export function composeWidgetsSchema(widgets: WidgetInfo[]): Record<string, unknown> {
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
  definitions.node = {
    type: 'object',
    required: ['type'],
    properties: {
      type: nodes.length
        ? { enum: nodes.map((w) => w.type), description: 'A registered widget type (renderers/<Type>).' }
        : { not: {}, description: 'No widgets are registered yet.' },
    },
    allOf: nodes.map((w) => ({
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
