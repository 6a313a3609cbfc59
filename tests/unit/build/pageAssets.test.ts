/**
 * The pages module lists each page's widgets and icons next to its loader, so the app fetches them
 * alongside the page's chunk (src/app/pageLoader.ts). The list must be the page module's own.
 */
import { describe, expect, it } from 'vitest';
import { pageAssets, pageIds, pageLoaders } from 'virtual:schema/pages';

describe('page assets listed with the page loaders', () => {
  it.each(pageIds)('%s: the same widgets and icons as its module', async (pageId) => {
    const mod = await pageLoaders[pageId]();
    expect(pageAssets[pageId]).toEqual({ widgets: mod.widgets, icons: mod.icons });
  });

  it('lists the detail page’s widgets before its module is loaded', () => {
    expect(pageAssets['customer-info/customerInfo-detail']?.widgets).toEqual(expect.arrayContaining(['CustomerCard', 'Tabs', 'Descriptions']));
  });
});
