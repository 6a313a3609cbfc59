/** Virtual modules served by build/vitePlugin.ts. */
declare module 'virtual:schema/app' {
  import type { AppDefaults } from '@/core/types';
  const app: AppDefaults;
  export default app;
}
declare module 'virtual:schema/routes' {
  import type { RouteModule } from '@/core/types';
  const modules: RouteModule[];
  export default modules;
}
declare module 'virtual:schema/apis' {
  import type { ApiModule } from '@/core/types';
  const modules: ApiModule[];
  export default modules;
}
declare module 'virtual:schema/dicts' {
  import type { Dict } from '@/lib/dicts';
  const dicts: Dict[];
  export default dicts;
}
/** The page groups' manifests (build/pageManifest.ts): what the app's entry holds of its pages. */
declare module 'virtual:schema/page-groups' {
  import type { PageManifest } from '@/core/pageManifest';
  const groups: Record<string, () => Promise<{ default: PageManifest }>>;
  export default groups;
}
declare module 'virtual:schema/page-manifest-*' {
  import type { PageManifest } from '@/core/pageManifest';
  const manifest: PageManifest;
  export default manifest;
}
/** Every page, from the group manifests (tests and tools; the app does not import it). */
declare module 'virtual:schema/pages' {
  import type { PageModule } from '@/core/types';
  export const pageIds: string[];
  export const pageLoaders: Record<string, () => Promise<PageModule>>;
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
