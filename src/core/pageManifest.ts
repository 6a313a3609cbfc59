/**
 * How the app finds a page's code. The entry holds one loader per page group (the first segment of
 * a page id, schemas/pages/<group>/); each group's manifest, a small chunk of its own, holds its
 * pages' loaders and the widget and icon lists fetched with them (build/pageManifest.ts emits both).
 * So the entry grows with groups, not with pages.
 */
import type { PageModule } from './types.ts';

/** What a page's first render needs besides its module: its widget types and icon names. */
export interface PageAssets {
  widgets: string[];
  icons: string[];
}

export interface PageManifestEntry {
  load: () => Promise<PageModule>;
  /** Absent when the page's JSON does not parse (mid-edit in dev): its module reports the error. */
  assets?: PageAssets;
}

/** A group's manifest: its pages by page id. */
export type PageManifest = Record<string, PageManifestEntry>;

/** The group a page id belongs to: 'customer-info/customerInfo-detail' → 'customer-info'. */
export function pageGroupOf(pageId: string): string {
  const slash = pageId.indexOf('/');
  return slash < 0 ? pageId : pageId.slice(0, slash);
}
