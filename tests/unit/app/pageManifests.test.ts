/**
 * The app finds a page's loader and assets in its group's manifest, loaded once per group
 * (src/app/pageManifests.ts); navigating to a page requests its chunk and widgets as soon as that
 * manifest is read (src/app/pageLoader.ts).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageManifestEntry } from '../../../src/app/pageManifests';
import { pageCodeRequested } from '../../../src/app/pageLoader';
import { widgetRegistry } from '@/react/widgets';

const DETAIL = 'customer-info/customerInfo-detail';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page manifests at run time', () => {
  it('give a page’s loader and its widgets and icons', async () => {
    const entry = await pageManifestEntry(DETAIL);
    expect(entry?.assets?.widgets).toEqual(expect.arrayContaining(['CustomerCard', 'Tabs']));
    const mod = await entry?.load();
    expect(mod?.pageId).toBe(DETAIL);
  });

  it('read each group’s manifest once', async () => {
    const [a, b] = await Promise.all([pageManifestEntry(DETAIL), pageManifestEntry(DETAIL)]);
    expect(a).toBe(b);
    expect(await pageManifestEntry(DETAIL)).toBe(a);
  });

  it('know no page outside the build, nor an inherited name', async () => {
    expect(await pageManifestEntry('customer-info/no-such-page')).toBeNull();
    expect(await pageManifestEntry('no-such-group/page')).toBeNull();
    expect(await pageManifestEntry('constructor/x')).toBeNull();
    expect(await pageManifestEntry('customer-info/constructor')).toBeNull();
  });
});

describe('the first page’s code', () => {
  it('is requested, widgets included, by the time pageCodeRequested resolves', async () => {
    const preload = vi.spyOn(widgetRegistry, 'preload');
    await pageCodeRequested('/customer-info/customerInfo-detail');
    expect(preload).toHaveBeenCalledWith(expect.arrayContaining(['CustomerCard', 'Tabs', 'Descriptions']));
  });

  it('resolves at once for a path that shows no page', async () => {
    await expect(pageCodeRequested('/no/such/route/at/all')).resolves.toBeUndefined();
  });
});
