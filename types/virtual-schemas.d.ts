/** Virtual modules served by build/vitePlugin.ts. */
declare module 'virtual:schema/app' {
  import type { AppDefaults } from '@/core/appTypes';
  const app: AppDefaults;
  export default app;
}
declare module 'virtual:schema/routes' {
  import type { RouteDef, JumpTarget } from '@/core/types';
  const modules: Array<{ group: string; title: string; routes: RouteDef[]; jumpTargets?: JumpTarget[] }>;
  export default modules;
}
declare module 'virtual:schema/apis' {
  import type { ApiDef } from '@/core/types';
  const modules: Array<{ domain: string; title: string; apis: ApiDef[] }>;
  export default modules;
}
declare module 'virtual:schema/dicts' {
  import type { Dict } from '@/lib/dicts';
  const dicts: Dict[];
  export default dicts;
}
declare module 'virtual:schema/pages' {
  import type { PageModule } from '@/core/types';
  export const pageIds: string[];
  export const pageLoaders: Record<string, () => Promise<PageModule>>;
  /** What each page's first render needs besides its module: widget types and icon names. */
  export const pageAssets: Record<string, { widgets: string[]; icons: string[] } | undefined>;
}
declare module '*.json?page' {
  import type { PageModule } from '@/core/types';
  const page: PageModule;
  export default page;
}
declare module 'virtual:schema/apis-runtime' {
  import type { ApiDef } from '@/core/types';
  const modules: Array<{ domain: string; apis: Array<Omit<ApiDef, 'title' | 'notes' | 'assumed'>> }>;
  export default modules;
}
declare module 'virtual:schema/fragment/*' {
  /** The page of a fragment's story: the fragment included with its story's arguments. */
  import type { PageSchema } from '@/core/types';
  const schema: PageSchema;
  export default schema;
  export const pageId: string;
  export const widgets: string[];
  export const icons: string[];
  export const links: string[];
  export const file: string;
}
