import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Stack.page.json?page';

const meta = {
  title: 'Widgets/Stack',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A padded column, a row of equal buttons and a wrapping row with a long item. */
export const Full: Story = {};
