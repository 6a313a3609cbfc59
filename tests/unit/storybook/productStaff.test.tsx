/**
 * Storybook as product staff meet it: the pages first in the sidebar, a catalogue of every route
 * (from the app's own route table), and page stories that show what the page is for instead of
 * a developer's Controls panel.
 */
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { addons, mockChannel, sortStoriesV7 } from 'storybook/preview-api';
import { SELECT_STORY } from 'storybook/internal/core-events';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import type { IndexEntry, Indexer } from 'storybook/internal/types';
import type { ComponentType } from 'react';
import { pageIds, pageLoaders } from 'virtual:schema/pages';
import { routeTable } from '@/app/schemaData';
import preview from '../../../.storybook/preview';
import main from '../../../.storybook/main';
import { pageInfoPanel } from '../../../.storybook/PageInfoPanel';
import { pageStoryMeta } from '../../../build/storybookPages';
import * as catalogueStories from '../../../.storybook/RouteCatalogue.stories';
import { storyModules } from '../../utils/storyModules';

const ROOT = path.resolve(import.meta.dirname, '../../..');
setProjectAnnotations(preview);

beforeEach(() => cleanup());

/**
 * The story index entry Storybook makes of a page schema, through the project's own indexer: the
 * story of the named route for a page several routes show (the task centres), else its one story.
 */
async function pageEntry(pageId: string, routeName?: string): Promise<IndexEntry> {
  const indexers = (await (main.experimental_indexers as (existing: Indexer[]) => Promise<Indexer[]>)([])) ?? [];
  const file = path.join(ROOT, 'schemas/pages', `${pageId}.json`);
  const indexer = indexers.find((i) => i.test.test(file));
  if (!indexer) throw new Error(`no indexer for ${file}`);
  const inputs = await indexer.createIndex(file, { makeTitle: (t?: string) => t ?? '' });
  const input = inputs.find((i) => i.exportName === routeName) ?? inputs[0];
  const title = input.title ?? '';
  return {
    type: 'story',
    id: toId(title, storyNameFromExport(input.exportName)),
    name: input.name ?? input.exportName,
    title,
    importPath: file,
    tags: input.tags ?? [],
  } as IndexEntry;
}

const modules = storyModules();

describe('the sidebar', () => {
  it('lists the route catalogue, then every page, before the shell and widget stories', async () => {
    // In the order of main.ts's `stories` globs, which is the sidebar's order when nothing sorts it.
    const codeEntries = Object.entries(modules).flatMap(([file, mod]) =>
      Object.values(composeStories(mod as Parameters<typeof composeStories>[0]) as Record<string, { id: string; storyName: string; tags: string[] }>).map(
        (s) => ({ type: 'story', id: s.id, name: s.storyName, title: mod.default.title, importPath: file, tags: s.tags }) as IndexEntry,
      ),
    );
    const entries = [...codeEntries, ...(await Promise.all(pageIds.map((id) => pageEntry(id))))];
    const sorted = sortStoriesV7(entries, preview.parameters?.options?.storySort, entries.map((e) => e.importPath));
    const roots = sorted.map((e) => e.title.split('/')[0]);
    const catalogue = sorted.filter((e) => e.title === 'Pages/页面目录').length;
    expect(catalogue).toBeGreaterThan(0);
    expect(sorted.slice(0, catalogue).every((e) => e.title === 'Pages/页面目录')).toBe(true);
    // The catalogue and every page first, nothing else among them.
    expect(roots.lastIndexOf('Pages')).toBe(catalogue + pageIds.length - 1);
  });
});

describe('a page story', () => {
  it.each(pageIds)('%s shows its description in 页面说明, not a Controls panel', async (pageId) => {
    const meta = pageStoryMeta(pageId);
    const schema = (await pageLoaders[pageId]()).default;
    expect(meta.parameters.controls).toEqual({ disable: true });
    expect(meta.parameters.actions).toEqual({ disable: true });
    expect(meta.parameters.page.description).toBe(schema.description);
    expect(meta.parameters.page.description).toBeTruthy();
    expect(meta.parameters.page.file).toBe(`schemas/pages/${pageId}.json`);
    const route = routeTable.routes.find((r) => r.page === pageId);
    if (route) expect(meta.parameters.page.route).toEqual({ path: route.path, title: route.title, access: route.access, roles: route.roles });
    // Sidebar title and story id are the indexer's.
    expect(meta.title).toBe((await pageEntry(pageId)).title);
    expect(pageInfoPanel.disabled(meta.parameters as unknown as Record<string, unknown>)).toBe(false);
  });

  it('is the only kind of story with the 页面说明 panel', () => {
    expect(pageInfoPanel.disabled({})).toBe(true);
    expect(pageInfoPanel.disabled(undefined)).toBe(true);
  });
});

describe('the route catalogue', () => {
  const { AllRoutes, ComingSoon } = composeStories(catalogueStories);
  const Catalogue = AllRoutes as unknown as ComponentType;

  it('shows the coming-soon page as users see it, the file to write only in 页面说明', async () => {
    const Story = ComingSoon as unknown as ComponentType & { parameters: { page?: { file: string } } };
    const { container } = render(<Story />);
    expect(await screen.findByText('该功能即将上线')).toBeInTheDocument();
    expect(container.textContent).not.toContain('schemas/');
    expect(Story.parameters.page?.file).toMatch(/^schemas\/pages\/.+\.json$/);
  });

  it('lists every route of the app with its title, roles and whether its page is written', async () => {
    render(<Catalogue />);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(routeTable.routes.length);
    const written = new Set(pageIds);
    for (const [i, route] of routeTable.routes.entries()) {
      const row = within(rows[i]);
      expect(row.getByText(route.path)).toBeInTheDocument();
      expect(rows[i].textContent).toContain(route.title);
      if (route.redirect) {
        expect(row.getByText(route.redirect)).toBeInTheDocument();
      } else if (route.page && written.has(route.page)) {
        const entry = await pageEntry(route.page, route.name);
        expect(row.getByRole('link', { name: /已有页面/ })).toHaveAttribute('href', `./?path=/story/${entry.id}`);
      } else {
        expect(row.getByText(/尚未编写/)).toBeInTheDocument();
        if (route.page) expect(row.getByText(`schemas/pages/${route.page}.json`)).toBeInTheDocument();
      }
    }
    // Roles in words: a staff-only route and a route for everyone.
    const staffOnly = routeTable.routes.findIndex((r) => r.roles.length === 1 && r.roles[0] === 'qyUser');
    expect(within(rows[staffOnly]).getByText('员工')).toBeInTheDocument();
    const forAll = routeTable.routes.findIndex((r) => r.roles.includes('*'));
    expect(within(rows[forAll]).getByText('所有角色')).toBeInTheDocument();
  });

  it('opens a written page’s story in Storybook, and filters to the routes still to write', async () => {
    const channel = mockChannel();
    addons.setChannel(channel);
    const emit = vi.spyOn(channel, 'emit');
    render(<Catalogue />);
    const home = routeTable.byName.get('CustomerHomePage');
    const row = (await screen.findAllByRole<HTMLTableRowElement>('row')).find((r) => r.cells[0]?.textContent === home?.path) as HTMLElement;
    await userEvent.click(within(row).getByRole('link', { name: /已有页面/ }));
    expect(emit).toHaveBeenCalledWith(SELECT_STORY, { storyId: (await pageEntry(home?.page ?? '', home?.name)).id });

    await userEvent.click(screen.getByRole('radio', { name: /尚未编写/ }));
    const missing = routeTable.routes.filter((r) => !r.redirect && !(r.page && pageIds.includes(r.page)));
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(missing.length);
  });
});
