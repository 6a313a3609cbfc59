/**
 * Shared types of the schema language. The shapes of schema files (route, call, page, data source,
 * nav bar, app defaults, display format, fragment) are generated from schemas/meta/*.json into
 * ./schemaTypes.generated.ts (npm run check) and re-exported here, with the names derived from
 * them; what is only the code's (compiled routes and calls, a page module) is declared here.
 */

import type { ApiDef, PageFile, RouteDef } from './schemaTypes.generated';
import type { Dict } from '@/lib/dicts';

export type {
  ApiDef,
  ApiModule,
  AppDefaults,
  DataSourceSchema,
  DisplayFormat,
  FragmentFile,
  FragmentParam,
  JumpTarget,
  NavBarOptions,
  NavTitleItem,
  RouteDef,
  RouteModule,
} from './schemaTypes.generated';

/** Who may reach a route (spec/product.md section 6). '*' = constant route, open to all. */
export type RouteRole = RouteDef['roles'][number];
export type RoleName = Exclude<RouteRole, '*'>;

/** private = needs login; whitelist = needs comId; public = open; restful = open under a restful prefix. */
export type RouteAccess = RouteDef['access'];

/** The route a page is shown by, as the page reads it (`{{route.props.kind}}`). */
export interface RouteScope {
  name: string;
  path: string;
  props: Readonly<Record<string, unknown>>;
}

/** A compiled route: RouteDef plus the group it came from. */
export interface CompiledRoute extends RouteDef {
  group: string;
  keepAlive: boolean;
}

export type HttpMethod = ApiDef['method'];
export type BodyKind = ApiDef['body'];
export type AnswerKind = ApiDef['answer'];

/** A catalogue entry with its domain. */
export interface CompiledApi extends ApiDef {
  domain: string;
}

/** A value that may hold {{ expressions }}, resolved against the page scope. */
export type Expr<T = unknown> = T | string;

/** An action is data: see schemas/meta/action.schema.json. */
export interface ActionSchema {
  action: string;
  [key: string]: unknown;
}

/** A node of the body tree: a registered widget with its props (renderers/props.generated.ts). */
export interface NodeSchema {
  type: string;
  /** Node id, unique in the page (forms: the id actions name). */
  id?: string;
  /** Expression; the node renders only while it is truthy. */
  visible?: string | boolean;
  children?: NodeSchema[];
  [prop: string]: unknown;
}

/**
 * A page schema (schemas/pages/<group>/<page>.json). `$schema` is the file's, for the editor: a
 * compiled page and a test's page may leave it out.
 */
export interface PageSchema extends Omit<PageFile, '$schema'> {
  $schema?: string;
}

/** What a compiled page module (virtual:schema/page/<id>) exports. */
export interface PageModule {
  default: PageSchema;
  pageId: string;
  /** Widget types the page uses, preloaded before it renders. */
  widgets: string[];
  /** Icon names the page shows (src/shell/namedIcons.tsx), preloaded with its widgets. */
  icons: string[];
  /** Static `navigate` targets, in schema order: the pages prefetched once it is shown. */
  links: string[];
  /**
   * The dictionaries the page names (build/walk.ts dictNamesOf), carried in its chunk so that no
   * page downloads every dictionary; 'all' for a page that names one at run time.
   */
  dicts: Dict[] | 'all';
  /** Source file, for developer error messages. */
  file: string;
}
