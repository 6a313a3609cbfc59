import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Notice.page.json?page';

const meta = {
  title: 'Widgets/Notice',
  component: PageHarness,
  args: { page, query: { count: '12' }, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The safety tip, a closable info notice and a tappable error notice. */
export const Full: Story = {};
