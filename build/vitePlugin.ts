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
 *   virtual:schema/page-groups, virtual:schema/page-manifest-<group>, virtual:schema/pages
 *                           how the app finds a page's chunk (build/pageManifest.ts)
 *   virtual:schema/page/<group>/<page>  one lazy chunk per page (its fragments expanded: build/pageCheck.ts)
 *   virtual:schema/fragment/<name>  the page of a fragment's story (schemas/fragments/<name>.json)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { JsonSyntaxError, listModules, listPages, readJson, type SchemaFile, type SchemaKind } from './files.ts';
import { SCHEMAS, RENDERERS, rel } from './paths.ts';
import { composeWidgetsSchema, defaultDictsOf, loadWidgets, writeWidgetsSchema, type WidgetInfo } from './widgets.ts';
import { SchemaValidator, formatIssue, type SchemaIssue } from './validate.ts';
import { compileExpressionsOf, emitSchemaModule } from './emit.ts';
import { dictNamesOf, iconNamesOf, linkTargetsOf, widgetTypesOf } from './walk.ts';
import { checkProject } from './project.ts';
import { checkFragment, checkPage } from './pageCheck.ts';
import { expandFragments, fragmentLoader, type FragmentJson } from './fragments.ts';
import { pageGroupOf } from '../src/core/pageManifest.ts';
import { PAGE_GROUPS_MODULE, PAGE_GROUP_MODULE, allPagesModule, groupPages, landingPageOf, pageGroupModule, pageGroupsModule } from './pageManifest.ts';
import { standInCount, writeStandInPages } from './standInPages.ts';
import { bootFilesOf, withoutBootFiles } from './bootPreloads.ts';

const PREFIX = 'virtual:schema/';
const RESOLVED = `\0${PREFIX}`;

export interface SchemaPluginOptions {
  /**
   * Pages compiled besides schemas/pages, as if they were there (a page of schemas/pages with the
   * same id wins): the bench's stand-ins for pages under test that are not written yet.
   */
  extraPages?: Array<{ id: string; file: string }>;
  /**
   * How many generated stand-in pages a build compiles besides them (build/standInPages.ts), to
   * measure how the entry grows with pages; default: the SCHEMA_STAND_IN_PAGES environment
   * variable, else none. Never in a normal build; `vite` (dev) ignores it.
   */
  standInPages?: number;
}

export function schemaPlugin(options: SchemaPluginOptions = {}): Plugin {
  let widgets: WidgetInfo[] = [];
  let validator: SchemaValidator | null = null;
  let command: 'serve' | 'build' = 'serve';
  let base = '/';
  /** The page '/' leads to: index.html preloads its group manifest (build only). */
  let landingPage: string | null = null;
  /** Generated stand-in pages of this build (SCHEMA_STAND_IN_PAGES, build only) and their directory. */
  let standIns: { dir: string; pages: SchemaFile[] } | null = null;
  /** Build output: the chunks of pages and group manifests, and what the app boots with. */
  const pageChunks = new Set<string>();
  let bootFiles = new Set<string>();
  /** Widget type → the dictionaries its props default to (build/widgets.ts defaultDictsOf). */
  let widgetDicts = new Map<string, string[]>();
  /** The dictionaries by name, validated, without `$schema`, each with its file; read once until a dictionary changes. */
  let dictionaries: Map<string, { file: string; dict: Record<string, unknown> }> | null = null;

  const refresh = (): void => {
    widgets = loadWidgets();
    widgetDicts = defaultDictsOf(widgets);
    dictionaries = null;
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

  /** A page with its fragments expanded and checked; the fragment files are watched. */
  const loadPage = (file: string, add: (f: string) => void, raw: unknown = readJson(file)): unknown => {
    const checked = checkPage(file, raw, getValidator());
    checked.fragments.forEach(add);
    if (checked.issues.length) fail(checked.issues);
    return checked.json;
  };

  /** What a page's first render needs besides its module: its widget types and icon names. */
  const assetsOf = (page: unknown): { widgets: string[]; icons: string[] } => {
    const nodeTypes = new Set(widgets.filter((w) => w.kind === 'node').map((w) => w.type));
    return { widgets: widgetTypesOf(page, nodeTypes), icons: iconNamesOf(page) };
  };

  const dictionariesByName = (): NonNullable<typeof dictionaries> => {
    dictionaries ??= new Map(
      listModules('dicts').map((m) => {
        const { $schema: _s, ...dict } = loadValidated('dicts', m.file) as Record<string, unknown>;
        return [String(dict.name), { file: m.file, dict }];
      }),
    );
    return dictionaries;
  };

  /**
   * The dictionaries a page's chunk carries (build/walk.ts dictNamesOf), without their `$schema`;
   * 'all' when the page names one at run time (the app then loads virtual:schema/dicts). A name no
   * dictionary has is reported by the project check (build/tableChecks.ts dictRefIssues).
   */
  const dictsOf = (page: unknown, add: (f: string) => void): Array<Record<string, unknown>> | 'all' => {
    getValidator(); // loads the widgets, and with them widgetDicts
    const names = dictNamesOf(page, widgetDicts);
    if (names === 'all') return 'all';
    const byName = dictionariesByName();
    return names.flatMap((n) => {
      const found = byName.get(n);
      if (!found) return [];
      add(found.file);
      return [found.dict];
    });
  };

  const moduleOf = (kind: SchemaKind, file: string, extra: Record<string, unknown> = {}): string => {
    const json = loadValidated(kind, file);
    const { code, issues } = emitSchemaModule(json, file, extra, kind !== 'apis' && kind !== 'dicts');
    if (issues.length) fail(issues);
    return code;
  };

  /** Every page the app gets: schemas/pages, then extra pages and stand-ins under ids not taken. */
  const allPages = (): Array<{ id: string; file: string }> => {
    const pages: Array<{ id: string; file: string }> = listPages();
    const taken = new Set(pages.map((p) => p.id));
    for (const p of [...(options.extraPages ?? []), ...(standIns?.pages ?? [])]) {
      if (taken.has(p.id)) continue;
      taken.add(p.id);
      pages.push(p);
    }
    return pages;
  };
  const pageFile = (pageId: string): string =>
    allPages().find((p) => p.id === pageId)?.file ?? path.join(SCHEMAS, 'pages', `${pageId}.json`);
  const removeStandIns = (): void => {
    if (standIns) fs.rmSync(standIns.dir, { recursive: true, force: true });
    standIns = null;
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
    config(userConfig, env) {
      command = env.command;
      const preload = userConfig.build?.modulePreload;
      if (env.command !== 'build' || preload === false) return undefined;
      const user = typeof preload === 'object' ? preload : {};
      // The page loaders' preload lists without the chunks the app boots with (build/bootPreloads.ts).
      const resolveDependencies = withoutBootFiles((file) => pageChunks.has(file), () => bootFiles, user.resolveDependencies);
      return { build: { modulePreload: { ...user, resolveDependencies } } };
    },
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      refresh();
      if (command === 'build') {
        const result = checkProject();
        if (result.issues.length) this.error(`Invalid schemas:\n${result.issues.map((i) => `  ${formatIssue(i)}`).join('\n')}`);
        landingPage = landingPageOf(result.routes);
        const count = options.standInPages ?? standInCount();
        if (count > 0) {
          const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-stand-ins-'));
          standIns = { dir, pages: writeStandInPages(count, dir) };
        }
      }
    },
    buildEnd() {
      removeStandIns();
    },
    generateBundle(_options, bundle) {
      // Before Vite's own generateBundle writes the preload lists (this plugin runs first).
      bootFiles = bootFilesOf(bundle);
      pageChunks.clear();
      for (const out of Object.values(bundle)) {
        const id = out.type === 'chunk' ? (out.facadeModuleId ?? '') : '';
        if (id.startsWith(`${RESOLVED}page/`) || id.startsWith(`${RESOLVED}${PAGE_GROUP_MODULE}`)) pageChunks.add(out.fileName);
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
      if (name === PAGE_GROUPS_MODULE) return pageGroupsModule(PREFIX, [...groupPages(allPages()).keys()]);
      if (name === 'pages') return allPagesModule(PREFIX, [...groupPages(allPages()).keys()]);
      if (name.startsWith(PAGE_GROUP_MODULE)) {
        const pages = groupPages(allPages()).get(name.slice(PAGE_GROUP_MODULE.length)) ?? [];
        // Each page's widgets and icons are listed with its loader, so the app fetches them
        // alongside the page's own chunk instead of after it (src/app/pageLoader.ts). The page
        // module validates the file and reports its errors: a page whose JSON does not parse
        // (mid-edit in dev) is listed without them, so it breaks that page, not every page.
        return pageGroupModule(
          PREFIX,
          pages.map((p) => {
            add(p.file);
            try {
              return { id: p.id, assets: assetsOf(expandFragments(readJson(p.file), p.file).json) };
            } catch (error) {
              if (!(error instanceof JsonSyntaxError)) throw error;
              return { id: p.id, assets: undefined };
            }
          }),
        );
      }
      if (name.startsWith('page/') || name.startsWith('file/')) {
        const isFile = name.startsWith('file/');
        const file = isFile ? `${name.slice('file'.length)}.json` : pageFile(name.slice('page/'.length));
        const pageId = isFile ? `fixture/${path.basename(file, '.json')}` : name.slice('page/'.length);
        if (!fs.existsSync(file)) this.error(`page schema ${rel(file)} does not exist`);
        add(file);
        const json = loadPage(file, add);
        const links = linkTargetsOf(json);
        const { code, issues } = emitSchemaModule(json, file, { pageId, ...assetsOf(json), links, dicts: dictsOf(json, add), file: rel(file) });
        // A fixture imported with ?page exports the whole page module as its default.
        if (isFile) return `${code.replace('export default ', 'const schema = ')}export default { default: schema, pageId, widgets, icons, links, dicts, file };\n`;
        if (issues.length) fail(issues);
        return code;
      }
      if (name.startsWith('fragment/')) {
        // A fragment's story: a page including it with its story's arguments (build/pageCheck.ts).
        const id = name.slice('fragment/'.length);
        const loader = fragmentLoader();
        const file = loader.fileOf(id);
        if (!fs.existsSync(file)) this.error(`fragment ${rel(file)} does not exist`);
        add(file);
        const raw = readJson(file) as FragmentJson;
        const checked = checkFragment(id, file, raw, getValidator(), loader);
        if (checked.issues.length) fail(checked.issues);
        const { code } = emitSchemaModule(checked.json, file, { pageId: `fragment/${id}`, ...assetsOf(checked.json), links: [], dicts: dictsOf(checked.json, add), file: rel(file) });
        return code;
      }
      this.error(`unknown virtual schema module '${name}'`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        // The landing page's group manifest downloads with the entry, so the home page's first
        // paint does not wait for it after the entry has run.
        if (!ctx.bundle || !landingPage) return undefined;
        const id = `${RESOLVED}${PAGE_GROUP_MODULE}${pageGroupOf(landingPage)}`;
        const chunk = Object.values(ctx.bundle).find((c) => c.type === 'chunk' && c.facadeModuleId === id);
        if (!chunk) return undefined;
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([SCHEMAS, RENDERERS]);
      const onChange = (file: string): void => {
        const isSchema = file.startsWith(SCHEMAS) && file.endsWith('.json') && !file.includes(`${path.sep}meta${path.sep}widgets.generated`);
        const isProps = file.startsWith(RENDERERS) && file.endsWith('props.schema.json');
        if (!isSchema && !isProps) return;
        // Widget props, meta-schemas and fragments (their names and parameters) shape the generated schema.
        if (isProps || file.includes(`${path.sep}meta${path.sep}`) || file.includes(`${path.sep}fragments${path.sep}`)) refresh();
        if (file.includes(`${path.sep}dicts${path.sep}`)) dictionaries = null;
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
