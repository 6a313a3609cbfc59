import type { Meta, StoryObj } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { SELECT_STORY } from 'storybook/internal/core-events';
import routeModules from 'virtual:schema/routes';
import { pageIds } from 'virtual:schema/pages';
import { routeTable } from '@/app/schemaData';
import { MissingPage } from '@/app/MissingPage';
import { pageSchemaFile } from '@/app/pageFile';
import type { CompiledRoute } from '@/core';
import { RuntimeProvider } from '@/react';
import { createFakeRuntime } from '@/react/testing';
import { RouteCatalogue } from './RouteCatalogue';
import { catalogueRows } from './routeCatalogue';
import type { PageStoryInfo } from './pageStoryInfo';

const meta: Meta<typeof RouteCatalogue> = {
  title: 'Pages/页面目录',
  component: RouteCatalogue,
  // A wide table, not a phone page: the preview skips the phone canvas for 'wide' stories.
  tags: ['wide'],
  parameters: { layout: 'fullscreen', controls: { disable: true }, actions: { disable: true }, interactions: { disable: true } },
};
export default meta;

/** Selects a story in Storybook's UI, as a sidebar click does (no reload of the manager). */
function openStory(storyId: string): void {
  addons.getChannel().emit(SELECT_STORY, { storyId });
}

export const AllRoutes: StoryObj<typeof RouteCatalogue> = {
  name: '全部路由',
  render: () => <RouteCatalogue rows={catalogueRows(routeTable.routes, routeModules, pageIds)} onOpenStory={openStory} />,
};

// The first route whose page is not written yet, as its users see it; the file to write is for
// the 页面说明 panel, never on the page. While every route has its page, an example route stands in
// (a route is often added before its page: product staff should still see what users would get).
const written = new Set(pageIds);
const unwritten = routeTable.routes.filter((r) => !r.redirect && r.page && !written.has(r.page));
const firstStaffRoute = routeTable.routes.find((r) => r.page && r.roles.includes('qyUser'));
const missing: CompiledRoute | undefined =
  unwritten[0] ??
  (firstStaffRoute && { ...firstStaffRoute, path: '/example/new-feature', name: 'ExampleNewFeature', title: '新功能', page: 'example/new-feature', props: undefined });
const missingInfo: PageStoryInfo | undefined = missing?.page
  ? {
      pageId: missing.page,
      title: missing.title,
      description: unwritten.length
        ? `路由已登记、页面尚未编写时用户看到的页面（共 ${unwritten.length} 个这样的路由，见“全部路由”）。这里以“${missing.title}”为例。`
        : '路由已登记、页面尚未编写时用户看到的页面。目前每个路由都已有页面，这里以一个示例路由“新功能”展示。',
      file: pageSchemaFile(missing.page),
      route: { path: missing.path, title: missing.title, access: missing.access, roles: missing.roles },
    }
  : undefined;

export const ComingSoon: StoryObj<typeof RouteCatalogue> = {
  name: '即将上线的页面',
  tags: ['!wide'],
  parameters: { page: missingInfo },
  render: () =>
    missing ? (
      <RuntimeProvider value={createFakeRuntime()}>
        <MissingPage route={missing} />
      </RuntimeProvider>
    ) : (
      <p style={{ padding: 16 }}>每个路由都已有页面。</p>
    ),
};
