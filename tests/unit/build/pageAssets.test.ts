/**
 * Each page group's manifest lists its pages' widgets and icons next to their loaders, so the app
 * fetches them alongside the page's chunk (src/app/pageLoader.ts). The lists must be the page
 * module's own, and every page must be in its group's manifest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import pageGroups from 'virtual:schema/page-groups';
import { pageIds } from 'virtual:schema/pages';
import { pageGroupOf, type PageManifest } from '@/core';

const manifests: Record<string, PageManifest> = {};

beforeAll(async () => {
  for (const [group, load] of Object.entries(pageGroups)) manifests[group] = (await load()).default;
});

describe('page manifests', () => {
  it('list every page in its group’s manifest, and no other', () => {
    const listed = Object.entries(manifests).flatMap(([group, pages]) => Object.keys(pages).map((id) => [group, id]));
    expect(listed.map(([, id]) => id).sort()).toEqual([...pageIds].sort());
    for (const [group, id] of listed) expect(pageGroupOf(id)).toBe(group);
  });

  it.each(pageIds)('%s: the same widgets and icons as its module', async (pageId) => {
    const entry = manifests[pageGroupOf(pageId)][pageId];
    const mod = await entry.load();
    expect(mod.pageId).toBe(pageId);
    expect(entry.assets).toEqual({ widgets: mod.widgets, icons: mod.icons });
  });

  it('lists the detail page’s widgets before its module is loaded', () => {
    expect(manifests['customer-info']['customer-info/customerInfo-detail'].assets?.widgets).toEqual(
      expect.arrayContaining(['CustomerCard', 'Tabs', 'Descriptions']),
    );
  });
});
