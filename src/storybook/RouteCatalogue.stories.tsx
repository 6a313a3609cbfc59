import type { Meta, StoryObj } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { SELECT_STORY } from 'storybook/internal/core-events';
import routeModules from 'virtual:schema/routes';
import { pageIds } from 'virtual:schema/pages';
import { routeTable } from '@/app/schemaData';
import { RouteCatalogue } from './RouteCatalogue';
import { catalogueRows } from './routeCatalogue';

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
