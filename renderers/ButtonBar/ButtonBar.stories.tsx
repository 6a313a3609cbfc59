import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './ButtonBar.page.json?page';

const meta = {
  title: 'Widgets/ButtonBar',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed bar with a long tip and two buttons; an in-flow vertical bar below the content. */
export const Full: Story = {};
