/**
 * Every Storybook story renders without an error: each widget and shell story (composed with the
 * project's preview annotations), and the page story of every page schema — the whole app at the
 * page's route, logged in as the story's persona, against the sandbox (here behind MSW in Node).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import type { PageModule, RouteDef } from '@/core/types';
import { pageIds, pageLoaders } from 'virtual:schema/pages';
import routeModules from 'virtual:schema/routes';
import path from 'node:path';
import preview from '../../../.storybook/preview';
import { fragmentStoryTitle, pageStoryTitle, widgetFixtureStoryTitle } from '../../../build/storybookPages';
import { setupSandbox } from '../../utils/sandboxServer';
import { storyModules } from '../../utils/storyModules';

const sandbox = setupSandbox();

// In Node the sandbox runs behind msw/node (setupSandbox); the browser worker is not needed.
vi.mock('../../../.storybook/sandboxWorker', () => ({
  startSandboxWorker: async () => undefined,
  sandboxControl: async (path: string, body?: unknown, method = 'POST') => {
    await fetch(`http://localhost/__sandbox/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  },
  personaToken: (persona: string, comId: string) => sandbox.login(persona, comId),
}));

const widgetStories = storyModules();

beforeEach(() => {
  cleanup();
  localStorage.clear();
});

// Before composing: composeStories takes the project annotations (the preview's decorators:
// the app theme and the phone canvas) that are set when it runs.
setProjectAnnotations(preview);
const cases = Object.entries(widgetStories).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod as Parameters<typeof composeStories>[0])).map(([name, Story]) => [`${file} › ${name}`, Story] as const),
);

describe('widget and shell stories', () => {
  it('found the stories', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)('%s renders', async (_, Story) => {
    const errors: unknown[] = [];
    const onError = (e: ErrorEvent): void => {
      errors.push(e.error);
    };
    window.addEventListener('error', onError);
    const S = Story as unknown as ComponentType & { tags: string[] };
    const { container } = render(<S />);
    // The story itself, not only the phone canvas around it (the app theme loads lazily).
    await waitFor(() => expect((container.querySelector('.story-phone-frame') ?? container).innerHTML).not.toBe(''), { timeout: 5000 });
    window.removeEventListener('error', onError);
    expect(errors).toEqual([]);
    // Composed with the preview: inside the app theme's phone canvas, but for a wide story (the
    // route catalogue), which takes the whole width.
    expect(container.querySelector('.story-phone-frame') === null).toBe(S.tags.includes('wide'));
    expect(container.querySelector('.rt-error')).toBeNull();
  });
});

describe('the widget stories\' canvas', () => {
  it('sizes rem as the app does (1/7.5 of the width, capped at 480px) and restores the root after', () => {
    const [, Story] = cases.find(([name]) => name.endsWith('CellGroup.stories.tsx › Full')) ?? [];
    const S = Story as unknown as ComponentType;
    const before = document.documentElement.style.fontSize;
    const { unmount } = render(<S />);
    // jsdom's window is 1024px wide: the 480px cap gives 64px.
    expect(document.documentElement.style.fontSize).toBe('64px');
    unmount();
    expect(document.documentElement.style.fontSize).toBe(before);
  });
});

const allRoutes = routeModules.flatMap((m) => m.routes);
/** One page story per route showing the page (a page no route shows yet: one, without a route). */
const pageCases = pageIds.flatMap((pageId): Array<[string, string, RouteDef | undefined]> => {
  const routes = allRoutes.filter((r) => r.page === pageId);
  return routes.length ? routes.map((r) => [`${pageId} @ ${r.name}`, pageId, r]) : [[pageId, pageId, undefined]];
});

describe('page stories (one per route of each page schema)', () => {
  it('indexes a page serving several routes as one story per route, titled by the route', () => {
    const { title, stories } = pageStoryTitle(path.resolve('schemas/pages/home/mission-center.json'));
    expect(title).toBe('Pages/首页/任务中心 (mission-center)');
    expect(stories.map((s) => [s.exportName, s.name, s.route?.path])).toEqual([
      ['MissionCenter', '任务中心', '/home/mission-center'],
      ['MissionCenterNocar', '非车任务中心', '/home/mission-center-nocar'],
      ['MissionCenterYxtask', '营销任务中心', '/home/mission-center-yxtask'],
    ]);
    expect(pageStoryTitle(path.resolve('schemas/pages/mine/index.json')).stories.map((s) => s.exportName)).toEqual(['Page']);
  });

  it.each(pageCases)('%s renders in the app shell', async (_, pageId, route) => {
    const { PageStory } = await import('../../../.storybook/PageStory');
    const mod = await pageLoaders[pageId]();
    const { container } = render(
      <PageStory page={mod} route={route ? { path: route.path, title: route.title, access: route.access, roles: route.roles } : null} />,
    );
    await waitFor(() => expect(container.querySelector('.rt-page')).not.toBeNull(), { timeout: 15000 });
    await waitFor(() => expect(container.querySelector('.rt-skeleton')).toBeNull(), { timeout: 8000 });
    // The guard let the persona through to the page itself (not login, an error page or a gate).
    if (route) await waitFor(() => expect(document.title).toBe(route.title), { timeout: 5000 });
    expect(container.querySelector('.rt-error')).toBeNull();
    expect(container.textContent).not.toContain('页面加载失败');
  });
});

/** Fragment names: schemas/fragments/<name>.json. */
const fragmentNames = Object.keys(import.meta.glob('/schemas/fragments/*.json')).map((f) => path.basename(f, '.json'));

describe('fragment stories (each fragment by itself)', () => {
  it('indexes every fragment under Fragments/', () => {
    expect(fragmentNames.length).toBeGreaterThan(0);
    expect(fragmentStoryTitle(path.resolve('schemas/fragments/card-header.json'))).toEqual({ title: 'Fragments/card-header', name: '片段', fragment: 'card-header' });
  });

  it.each(fragmentNames)('%s renders alone, from its story arguments, against the sandbox', async (name) => {
    const { FragmentStory } = await import('../../../.storybook/FragmentStory');
    const mod = (await import(/* @vite-ignore */ `virtual:schema/fragment/${name}`)) as PageModule;
    expect(mod.default.body).not.toContainEqual(expect.objectContaining({ type: 'Fragment' }));
    const { container } = render(<FragmentStory page={mod} />);
    await waitFor(() => expect(container.querySelector('.rt-page')).not.toBeNull(), { timeout: 15000 });
    await waitFor(() => expect(container.querySelector('.rt-page')?.textContent).not.toBe(''), { timeout: 8000 });
    expect(container.querySelector('.rt-error')).toBeNull();
  });
});

describe('a widget whose one story is its page fixture', () => {
  it('gets its story from the fixture, and a widget with a story file keeps its own', () => {
    expect(widgetFixtureStoryTitle(path.resolve('renderers/Text/Text.page.json'))).toEqual({ title: 'Widgets/Text', widget: 'Text' });
    expect(widgetFixtureStoryTitle(path.resolve('renderers/CellGroup/CellGroup.page.json'))).toBeNull();
    expect(widgetFixtureStoryTitle(path.resolve('renderers/Text/Text.row.page.json'))).toBeNull();
    expect(cases.map(([name]) => name)).toContain('/renderers/Text/Text.page.json › Full');
  });
});
