/**
 * Every story module Storybook shows besides the page and fragment stories: the story files of
 * widgets, shell and .storybook, and the stories made from a widget's page fixture when the widget
 * has no story file (.storybook/widgetFixtureStory.ts, indexed by .storybook/main.ts), built here
 * by the same function and the same rule (build/storybookPages.ts widgetFixtureStoryTitle).
 */
import path from 'node:path';
import type { PageModule } from '@/core/types';
import { widgetFixtureStory } from '../../.storybook/widgetFixtureStory';
import { widgetFixtureStoryTitle } from '../../build/storybookPages';

export type StoryModule = { default: { title: string } } & Record<string, unknown>;

const written = import.meta.glob<StoryModule>(['/renderers/*/*.stories.tsx', '/src/**/*.stories.tsx', '/.storybook/*.stories.tsx'], { eager: true });
const fixtures = import.meta.glob<PageModule>('/renderers/*/*.page.json', { query: '?page', import: 'default', eager: true });

/** Story modules by file (a fixture story under its fixture's file, as Storybook indexes it). */
export function storyModules(): Record<string, StoryModule> {
  const fromFixtures = Object.entries(fixtures).flatMap(([file, page]) => {
    const story = widgetFixtureStoryTitle(path.join(process.cwd(), file));
    if (!story) return [];
    const { meta, Full } = widgetFixtureStory(story.widget, page);
    return [[file, { default: meta, Full } as StoryModule] as const];
  });
  return { ...written, ...Object.fromEntries(fromFixtures) };
}
