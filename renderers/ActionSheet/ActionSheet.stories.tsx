import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './ActionSheet.page.json?page';

const meta = {
  title: 'Widgets/ActionSheet',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap 更多操作: a described option, a disabled one, a danger one and 取消. */
export const Full: Story = {};
