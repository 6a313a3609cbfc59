/**
 * Shared types of the schema language. These mirror the JSON Schemas in schemas/meta/;
 * the meta-schemas are the source of truth for validation, these types for code.
 */

/** Who may reach a route (spec/product.md section 6). '*' = constant route, open to all. */
export type RoleName = 'qyUser' | 'externalUser';
export type RouteRole = RoleName | '*';

/** private = needs login; whitelist = needs comId; public = open; restful = open under a restful prefix. */
export type RouteAccess = 'private' | 'whitelist' | 'public' | 'restful';

/** One route of schemas/routes/<group>.json. */
export interface RouteDef {
  path: string;
  name: string;
  title: string;
  page?: string;
  redirect?: string;
  /** Redirects to the home of the user's role (the route whose `home` lists it); has no page. */
  toHome?: boolean;
  /** The roles this route is the home of: where / and /index, a login without a target and 返回首页 lead. */
  home?: RoleName[];
  roles: RouteRole[];
  keepAlive?: boolean;
  access: RouteAccess;
  /** false = on the permission-check-skip list (spec 4.2). Default true. */
  permissionCheck?: boolean;
  query?: Record<string, string>;
  /**
   * Route-level values of the page this route shows (`{{route.props.<name>}}`): one page schema
   * serves several routes that differ only in these (the three task centres).
   */
  props?: Record<string, unknown>;
  navBar?: NavBarOptions;
  assumed?: boolean;
}

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

export interface JumpTarget {
  kind: string;
  title: string;
  path: string;
  legacyPath?: string;
  assumed?: boolean;
}

export type HttpMethod = 'GET' | 'POST';
export type BodyKind = 'none' | 'query' | 'form' | 'json' | 'multipart' | 'query+json' | 'query+form';
export type AnswerKind = 'unwrap' | 'full' | 'raw' | 'blob';

/** One entry of the call catalogue (schemas/apis/<domain>.json). */
export interface ApiDef {
  id: string;
  title: string;
  method: HttpMethod;
  path: string;
  body: BodyKind;
  answer: AnswerKind;
  /**
   * Dotted path of the payload inside a successful new- or old-style answer body (default
   * `data`); the request layer hands the value there to every caller. Not used by `full`, `raw`
   * and `blob` answers, nor by the third (msgbool) style, which is returned as is.
   */
  result?: string;
  timeoutMs?: number;
  notCheckLogout?: boolean;
  handleError?: boolean;
  auth?: 'bearer';
  encryptIds?: Array<'encryptCustId' | 'encryptCustIdAndUserCode'>;
  fillFromCache?: Array<'custId' | 'idNumber'>;
  urlEncode?: string[];
  dedupe?: boolean;
  emptyListOnError?: boolean;
  fallbackOnError?: unknown;
  debounceMs?: number;
  province51?: string;
  public?: boolean;
  cacheAs?: string;
  /** A named mapping of the answer into the app's shape (src/request/answer-maps.ts). */
  answerMap?: 'tradeStatusReasons';
  /** The param carrying an article's id: the answer goes through the news content cache. */
  contentCache?: string;
  assumed?: boolean;
  notes?: string;
}

/** A catalogue entry with its domain. */
export interface CompiledApi extends ApiDef {
  domain: string;
}

/** A title entry of a nav bar with several clickable titles. */
export interface NavTitleItem {
  text: string;
  color?: string;
  badge?: boolean;
  actions?: ActionSchema[];
}

/** Every nav-bar option of spec/product.md 2.1. */
export interface NavBarOptions {
  show?: boolean;
  fixed?: boolean;
  border?: boolean;
  placeholder?: boolean;
  zIndex?: number;
  className?: string;
  /** 'auto': only when an earlier page of the app is there to go back to (a tab page reached by a link). */
  leftArrow?: boolean | 'auto';
  leftText?: string;
  rightText?: string;
  /** An antd icon name, or 'loading' for a spinner. */
  rightIcon?: string;
  /** Round avatar image URL shown left of the title (double tab). */
  privatelyIcon?: string;
  title?: string | NavTitleItem[];
  clickLeft?: ActionSchema[];
  clickRight?: ActionSchema[];
}

/** A value that may hold {{ expressions }}, resolved against the page scope. */
export type Expr<T = unknown> = T | string;

/** A data source of a page: one catalogue call bound into `data.<name>`. */
export interface DataSourceSchema {
  api: string;
  params?: Record<string, unknown>;
  /** Expression; the call is made only while it is truthy. */
  when?: string;
  paginate?: { pageKey?: string; sizeKey?: string; pageSize?: number; listPath?: string; totalPath?: string };
  debounceMs?: number;
  /** Keep the previous data while a new key loads. */
  keepPrevious?: boolean;
  /** Body for query+json / query+form calls. */
  data?: unknown;
  /** Show the page skeleton until this source first loads. */
  blocking?: boolean;
  /**
   * Keep the answer on the device (24 h, this session only): the next open of the app shows it at
   * once and revalidates it. A paginated source keeps its first page.
   */
  persist?: boolean;
}

/** An action is data: see schemas/meta/action.schema.json. */
export interface ActionSchema {
  action: string;
  [key: string]: unknown;
}

/** A node of the body tree: a registered widget with its props. */
export interface NodeSchema {
  type: string;
  /** Expression; the node renders only while it is truthy. */
  visible?: string | boolean;
  children?: NodeSchema[];
  [prop: string]: unknown;
}

/** A page schema (schemas/pages/<group>/<page>.json). */
export interface PageSchema {
  $schema?: string;
  title?: string;
  navBar?: NavBarOptions;
  state?: Record<string, unknown>;
  /**
   * State kept in the URL query: query parameter → dotted state path. The page starts from the
   * query's values and writes its changes into the URL in place (same history entry), so back,
   * forward and reload find them again.
   */
  queryState?: Record<string, string>;
  /** Named values derived once and read anywhere as `{{values.<name>}}` (src/core/expr/values.ts). */
  values?: Record<string, unknown>;
  data?: Record<string, DataSourceSchema>;
  /** Actions run once when the page mounts. */
  onMount?: ActionSchema[];
  body: NodeSchema[];
  description?: string;
  /** Storybook hints: how to preview the page. */
  stories?: { query?: Record<string, string>; params?: Record<string, string>; persona?: string };
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
  /** Source file, for developer error messages. */
  file: string;
}
