/**
 * Storybook for product staff: every widget story, one story per page schema (per route showing
 * it) generated from schemas/pages and one per fragment from schemas/fragments (adding a page or a
 * fragment adds its story — no story code), and a widget's page fixture as its story when the widget
 * has no story file of its own. Pages run against the sandbox
 * behind Mock Service Worker, so Storybook works offline, static build included.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import type { Indexer } from 'storybook/internal/types';
import path from 'node:path';
import type { Alias, InlineConfig } from 'vite';
import { fragmentStoryTitle, pageStoryPlugin, pageStoryTitle, widgetFixtureStoryTitle } from '../build/storybookPages.ts';
import { appAliases } from '../build/aliases.ts';
import { pageStoryPreloadPlugin } from '../build/storybookPreload.ts';

type ViteAliases = NonNullable<NonNullable<InlineConfig['resolve']>['alias']>;

/** Vite takes aliases as a list or as an object; Storybook's own come in either form. */
function aliasList(alias: ViteAliases | undefined): Alias[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias;
  return Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}

function entryList(entries: string | string[] | undefined): string[] {
  if (!entries) return [];
  return Array.isArray(entries) ? entries : [entries];
}

const WARMUP = ['./.storybook/PageStory.tsx', './renderers/*/[A-Z]*.tsx', '!./renderers/*/*.stories.tsx', '!./renderers/*/*.test.tsx'];

const pageIndexer: Indexer = {
  test: /schemas[\\/]pages[\\/][^\\/]+[\\/][^\\/]+\.json$/,
  createIndex: async (fileName) => {
    const { title, stories } = pageStoryTitle(fileName);
    return stories.map((s) => ({ type: 'story' as const, importPath: fileName, exportName: s.exportName, title, name: s.name, tags: ['page'] }));
  },
};

const fragmentIndexer: Indexer = {
  test: /schemas[\\/]fragments[\\/][^\\/]+\.json$/,
  createIndex: async (fileName) => {
    const { title, name } = fragmentStoryTitle(fileName);
    return [{ type: 'story', importPath: fileName, exportName: 'Fragment', title, name, tags: ['fragment'] }];
  },
};

/** A widget whose one story is its page fixture: the fixture is the story (.storybook/widgetFixtureStory.ts). */
const widgetFixtureIndexer: Indexer = {
  test: /renderers[\\/]([A-Z][A-Za-z0-9]*)[\\/]\1\.page\.json$/,
  createIndex: async (fileName) => {
    const story = widgetFixtureStoryTitle(fileName);
    return story ? [{ type: 'story', importPath: fileName, exportName: 'Full', title: story.title, name: 'Full' }] : [];
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../renderers/**/*.stories.tsx', '../src/**/*.stories.tsx', './*.stories.tsx', '../schemas/pages/**/*.json', '../schemas/fragments/*.json', '../renderers/*/*.page.json'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Product staff open Storybook for the pages, not for Storybook's own getting-started list.
  features: { sidebarOnboardingChecklist: false },
  experimental_indexers: async (existing) => [...(existing ?? []), pageIndexer, fragmentIndexer, widgetFixtureIndexer],
  typescript: { reactDocgen: false },
  viteFinal: async (cfg) => {
    // Storybook serves the sandbox through MSW in the browser, not the dev-server middleware; and
    // MSW's worker is its only service worker (the app's precaching one, build/serviceWorker.ts,
    // would hold the origin's scope and answer Storybook's navigations with a stale index).
    const dropped = (name: string): boolean => name === 'app-sandbox' || name.startsWith('vite-plugin-pwa');
    cfg.plugins = (cfg.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && dropped(p.name)));
    cfg.plugins.push(pageStoryPlugin(), pageStoryPreloadPlugin());
    cfg.resolve = { ...cfg.resolve, alias: [...aliasList(cfg.resolve?.alias), ...appAliases(path.resolve(import.meta.dirname, '..'))] };
    // Vite's dependency scan starts from the story files, and page stories are JSON it cannot
    // read: it never saw what PageStory imports (msw, hono), so the first page story opened made
    // Vite bundle them then and reload the preview (17 s to a first page on a fresh server).
    cfg.optimizeDeps = { ...cfg.optimizeDeps, entries: [...entryList(cfg.optimizeDeps?.entries), '.storybook/PageStory.tsx'] };
    // Transformed while the server waits for its first visitor, not while that visitor waits for
    // a page: the app, the sandbox and every widget a page may load.
    cfg.server = { ...cfg.server, warmup: { ...cfg.server?.warmup, clientFiles: [...(cfg.server?.warmup?.clientFiles ?? []), ...WARMUP] } };
    return cfg;
  },
};

export default config;
