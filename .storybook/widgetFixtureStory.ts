/**
 * The story of a widget whose one story is its page fixture (renderers/<Widget>/<Widget>.page.json
 * with no <Widget>.stories.tsx beside it): the fixture in the widget test harness, its
 * description as the story's. Storybook indexes the fixture itself (.storybook/main.ts) and
 * build/storybookPages.ts turns its import into a CSF module built by this function, so such a
 * widget needs no story code; tests/unit/storybook/stories.test.tsx renders the same stories.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageModule } from '@/core/types';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';

type FixtureMeta = Meta<typeof PageHarness>;

export function widgetFixtureStory(widget: string, page: PageModule): { meta: FixtureMeta; Full: StoryObj<FixtureMeta> } {
  const description = page.default.description;
  return {
    meta: {
      title: `Widgets/${widget}`,
      component: PageHarness,
      args: { page, runtime: createFakeRuntime() },
      parameters: description ? { docs: { description: { story: description } } } : {},
    },
    Full: {},
  };
}
