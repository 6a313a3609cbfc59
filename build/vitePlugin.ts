/**
 * Vite plugin: serves the schemas as virtual modules, validated with ajv and with expressions
 * compiled to functions. An invalid schema is a build error (and the dev overlay) naming the file
 * and the JSON pointer, so it never reaches a user.
 *
 *   virtual:schema/app      schemas/app.json
 *   virtual:schema/routes   every route module
 *   virtual:schema/apis     the call catalogue modules
 *   virtual:schema/apis-runtime  the same without titles and notes (what the app bundles)
 *   virtual:schema/dicts    dictionaries by name
 *   virtual:schema/pages    { pageIds, pageLoaders } – one lazy chunk per page
 *   virtual:schema/page/<group>/<page>
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { JsonSyntaxError, listModules, listPages, readJson, type SchemaKind } from './files.ts';
import { SCHEMAS, RENDERERS, rel } from './paths.ts';
import { composeWidgetsSchema, loadWidgets, writeWidgetsSchema, type WidgetInfo } from './widgets.ts';
import { SchemaValidator, formatIssue, type SchemaIssue } from './validate.ts';
import { compileExpressionsOf, emitSchemaModule } from './emit.ts';
import { iconNamesOf, linkTargetsOf, widgetTypesOf } from './walk.ts';
import { checkProject } from './project.ts';

const PREFIX = 'virtual:schema/';
const RESOLVED = `\0${PREFIX}`;

export function schemaPlugin(): Plugin {
  let widgets: WidgetInfo[] = [];
  let validator: SchemaValidator | null = null;
  let command: 'serve' | 'build' = 'serve';

  const refresh = (): void => {
    widgets = loadWidgets();
    const schema = composeWidgetsSchema(widgets);
    writeWidgetsSchema(schema);
    validator = new SchemaValidator(schema);
  };
  const getValidator = (): SchemaValidator => {
    if (!validator) refresh();
    return validator as SchemaValidator;
  };

  const fail = (issues: SchemaIssue[]): never => {
    throw new Error(`Invalid schema:\n${issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
  };

  const loadValidated = (kind: SchemaKind, file: string): unknown => {
    const json = readJson(file);
    const issues = getValidator().validate(kind, file, json);
    if (issues.length) fail(issues);
    return json;
  };

  /** What a page's first render needs besides its module: its widget types and icon names. */
  const assetsOf = (page: unknown): { widgets: string[]; icons: string[] } => {
    const nodeTypes = new Set(widgets.filter((w) => w.kind === 'node').map((w) => w.type));
    return { widgets: widgetTypesOf(page, nodeTypes), icons: iconNamesOf(page) };
  };

  const moduleOf = (kind: SchemaKind, file: string, extra: Record<string, unknown> = {}): string => {
    const json = loadValidated(kind, file);
    const { code, issues } = emitSchemaModule(json, file, extra, kind !== 'apis' && kind !== 'dicts');
    if (issues.length) fail(issues);
    return code;
  };

  /**
   * A whole collection (every route, call or dictionary module) as one module: the data of each
   * file in one array. A module per file cost the dev server a request each, some 80 on every
   * page load in `npm start` and Storybook. Each file is still validated and its expressions
   * checked on its own, so an error names the file.
   */
  const collection = (kind: 'routes' | 'apis' | 'dicts', addFile: (f: string) => void): string => {
    const compile = kind === 'routes';
    const modules = listModules(kind).map((m) => {
      addFile(m.file);
      const json = loadValidated(kind, m.file);
      if (compile) {
        const { issues } = compileExpressionsOf(json, m.file);
        if (issues.length) fail(issues);
      }
      return json;
    });
    const { code, issues } = emitSchemaModule(modules, path.join(SCHEMAS, kind), {}, compile);
    if (issues.length) fail(issues);
    return code;
  };

  return {
    name: 'app-schemas',
    enforce: 'pre',
    config(_, env) {
      command = env.command;
    },
    buildStart() {
      refresh();
      if (command === 'build') {
        const result = checkProject();
        if (result.issues.length) this.error(`Invalid schemas:\n${result.issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
      }
    },
    resolveId(id, importer) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      // Page fixtures for tests and stories: import page from './x.page.json?page'
      if (id.endsWith('.json?page') && importer) {
        // The resolved id must not end in .json, or Vite's JSON plugin would parse our JS.
        const file = path.resolve(path.dirname(importer.split('?')[0]), id.slice(0, -'.json?page'.length));
        return `\0${PREFIX}file${file}`;
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      const add = (f: string): void => this.addWatchFile(f);
      if (name === 'app') {
        const file = path.join(SCHEMAS, 'app.json');
        add(file);
        return moduleOf('app', file);
      }
      if (name === 'routes' || name === 'apis' || name === 'dicts') return collection(name, add);
      if (name === 'apis-runtime') {
        // What the request layer needs of each call: the Chinese titles, notes and 'assumed'
        // flags are for people (npm run apis, Storybook, the sandbox) and stay out of the bundle.
        const modules = listModules('apis').map((m) => {
          add(m.file);
          const mod = loadValidated('apis', m.file) as { domain: string; apis: Array<Record<string, unknown>> };
          return { domain: mod.domain, apis: mod.apis.map(({ title: _t, notes: _n, assumed: _a, ...rest }) => rest) };
        });
        return `export default ${JSON.stringify(modules)};`;
      }
      if (name === 'pages') {
        const pages = listPages();
        // Listed here too, so the app can fetch a page's widgets alongside the page's own chunk
        // instead of after it (src/app/pageLoader.ts). The page module validates the file and
        // reports its errors: a page whose JSON does not parse (mid-edit in dev) is left out here,
        // so it breaks that page, not every page.
        const assets: Record<string, { widgets: string[]; icons: string[] }> = {};
        for (const p of pages) {
          add(p.file);
          try {
            assets[p.id] = assetsOf(readJson(p.file));
          } catch (error) {
            if (!(error instanceof JsonSyntaxError)) throw error;
          }
        }
        const lines = [
          `export const pageIds = ${JSON.stringify(pages.map((p) => p.id))};`,
          `export const pageAssets = ${JSON.stringify(assets)};`,
          'export const pageLoaders = {',
          ...pages.map((p) => `  ${JSON.stringify(p.id)}: () => import(${JSON.stringify(`${PREFIX}page/${p.id}`)}),`),
          '};',
        ];
        return lines.join('\n');
      }
      if (name.startsWith('page/') || name.startsWith('file/')) {
        const isFile = name.startsWith('file/');
        const file = isFile ? `${name.slice('file'.length)}.json` : path.join(SCHEMAS, 'pages', `${name.slice('page/'.length)}.json`);
        const pageId = isFile ? `fixture/${path.basename(file, '.json')}` : name.slice('page/'.length);
        if (!fs.existsSync(file)) this.error(`page schema ${rel(file)} does not exist`);
        add(file);
        const json = loadValidated('page', file);
        const links = linkTargetsOf(json);
        const { code, issues } = emitSchemaModule(json, file, { pageId, ...assetsOf(json), links, file: rel(file) });
        // A fixture imported with ?page exports the whole page module as its default.
        if (isFile) return `${code.replace('export default ', 'const schema = ')}export default { default: schema, pageId, widgets, icons, links, file };\n`;
        if (issues.length) fail(issues);
        return code;
      }
      this.error(`unknown virtual schema module '${name}'`);
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([SCHEMAS, RENDERERS]);
      const onChange = (file: string): void => {
        const isSchema = file.startsWith(SCHEMAS) && file.endsWith('.json') && !file.includes(`${path.sep}meta${path.sep}widgets.generated`);
        const isProps = file.startsWith(RENDERERS) && file.endsWith('props.schema.json');
        if (!isSchema && !isProps) return;
        if (isProps || file.includes(`${path.sep}meta${path.sep}`)) refresh();
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith(RESOLVED)) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
