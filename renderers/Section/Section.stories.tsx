import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Section.page.json?page';

const meta = {
  title: 'Widgets/Section',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime(), query: { custId: 'C1001' } },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Title with a link, a collapsed section, a headless card and long title/extra texts. */
export const Full: Story = {};
