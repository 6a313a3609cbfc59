/**
 * What Storybook knows of a page story besides its module: shown to product staff in the
 * 页面说明 panel (.storybook/manager.ts) and used to place the story in the sidebar. Pure data,
 * shared by the build (build/storybookPages.ts), the preview and the manager.
 */

/** The route a page is opened at, as the page story shows it. */
export interface PageStoryRoute {
  path: string;
  title: string;
  access: string;
  roles: string[];
}

/** `parameters.page` of a page story. */
export interface PageStoryInfo {
  pageId: string;
  /** Sidebar title, Pages/<group title>/<route title> (<page name>). */
  title: string;
  /** The page schema's description: what the page is for. */
  description?: string;
  /** The schema file, for developers. */
  file: string;
  route: PageStoryRoute | null;
}

/** The parts of a route module the sidebar title is made of. */
export interface RouteModuleTitles {
  group: string;
  title: string;
  routes: ReadonlyArray<{ page?: string; title: string }>;
}

/** Sidebar place of a page story: Pages/<group title>/<title of the first route showing it> (<page name>). */
export function pageStoryTitle(pageId: string, modules: readonly RouteModuleTitles[]): string {
  const [group, name = pageId] = pageId.split('/');
  const route = modules.flatMap((m) => m.routes).find((r) => r.page === pageId);
  const groupTitle = modules.find((m) => m.group === group)?.title ?? group;
  return `Pages/${groupTitle}/${route?.title ?? name} (${name})`;
}

/** Chinese names of the route roles (schemas/meta/route-module.schema.json). */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  '*': '所有角色',
  qyUser: '员工',
  externalUser: '外部群用户',
};

/** Chinese names of the route access kinds (schemas/meta/route-module.schema.json). */
export const ACCESS_LABELS: Readonly<Record<string, string>> = {
  private: '需登录',
  whitelist: '免登录，需公司代码',
  public: '公开',
  restful: '公开（restful 前缀）',
};

export function rolesLabel(roles: readonly string[]): string {
  return roles.map((r) => ROLE_LABELS[r] ?? r).join('、');
}
