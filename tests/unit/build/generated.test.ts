/**
 * The action language is its modules: each src/core/actions/modules/<name>.ts registers a handler,
 * beside <name>.schema.json; the meta-schema pages are checked against and the handlers' field
 * types are generated from them (npm run check), and must be current.
 */
// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadActionRegistry } from '@/core/actions';
import { ACTION_SCHEMA_FILE, ACTION_TYPES_FILE, actionSchemaText, composeActionTypes, loadActionSchemas } from '../../../build/actions';
import { WIDGETS_SCHEMA_FILE, composeWidgetsSchema, loadWidgets } from '../../../build/widgets';
import { WIDGET_TYPES_FILE, composeWidgetTypes } from '../../../build/widgetTypes';
import { META_TYPE_FILES, composeMetaTypes } from '../../../build/metaTypes';
import { ROOT } from '../../../build/paths';

describe('action modules', () => {
  it('registers one handler per module schema, under its file name', async () => {
    const actionRegistry = await loadActionRegistry();
    const names = loadActionSchemas().map((m) => m.name);
    expect(names.length).toBeGreaterThan(20);
    expect([...actionRegistry.keys()].sort()).toEqual([...names].sort());
    for (const [name, mod] of actionRegistry) expect(mod.name).toBe(name);
  });

  it('schemas/meta/action.schema.json is generated from the modules and current (run npm run check)', () => {
    expect(fs.readFileSync(ACTION_SCHEMA_FILE, 'utf8')).toBe(actionSchemaText(loadActionSchemas()));
  });

  it('src/core/actions/fields.generated.ts is generated from the modules and current (run npm run check)', async () => {
    expect(fs.readFileSync(ACTION_TYPES_FILE, 'utf8')).toBe(await composeActionTypes(loadActionSchemas()));
  }, 60000);

  it('lists every action of the meta-schema, and each branch allows only its own fields', () => {
    const schema = JSON.parse(fs.readFileSync(ACTION_SCHEMA_FILE, 'utf8')) as { properties: { action: { enum: string[] } }; allOf: Array<{ then: { additionalProperties: boolean } }> };
    expect(schema.properties.action.enum).toEqual(loadActionSchemas().map((m) => m.name));
    expect(schema.allOf.every((b) => b.then.additionalProperties === false)).toBe(true);
  });
});

describe('generated widget schema and prop types', () => {
  it('renderers/props.generated.ts is generated from the props schemas and current (run npm run check)', async () => {
    expect(fs.readFileSync(WIDGET_TYPES_FILE, 'utf8')).toBe(await composeWidgetTypes(loadWidgets()));
  }, 60000);

  it('schemas/meta/widgets.generated.schema.json is current (run npm run check)', () => {
    expect(fs.readFileSync(WIDGETS_SCHEMA_FILE, 'utf8')).toBe(`${JSON.stringify(composeWidgetsSchema(loadWidgets()), null, 2)}\n`);
  });
});

describe('generated types of the schema language', () => {
  it.each(META_TYPE_FILES.map((f) => [path.relative(ROOT, f.out), f] as const))('%s is generated from schemas/meta and current (run npm run check)', async (_name, f) => {
    expect(fs.readFileSync(f.out, 'utf8')).toBe(await composeMetaTypes(f));
  }, 60000);
});
