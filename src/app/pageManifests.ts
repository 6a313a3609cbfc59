/**
 * A page's loader and the widget and icon lists fetched with it, from its group's manifest
 * (src/core/pageManifest.ts): the entry knows the page groups only, so it does not grow with pages.
 * Each group's manifest is loaded once; a failed load is forgotten, so the next request asks again.
 */
import pageGroups from 'virtual:schema/page-groups';
import { pageGroupOf, type PageManifest, type PageManifestEntry } from '@/core';

const manifests = new Map<string, Promise<PageManifest>>();

const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;

/** The manifest entry of a page, null for a page the build does not know. */
export function pageManifestEntry(pageId: string): Promise<PageManifestEntry | null> {
  const group = pageGroupOf(pageId);
  const load = own(pageGroups, group);
  if (!load) return Promise.resolve(null);
  let manifest = manifests.get(group);
  if (!manifest) {
    manifest = load().then((m) => m.default);
    manifests.set(group, manifest);
    manifest.catch(() => manifests.delete(group));
  }
  return manifest.then((pages) => own(pages, pageId) ?? null);
}
