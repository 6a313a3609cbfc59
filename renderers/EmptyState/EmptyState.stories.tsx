import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './EmptyState.page.json?page';

const meta = {
  title: 'Widgets/EmptyState',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With an action, with a long description, and the plain default 暂无数据. */
export const Full: Story = {};
