import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './SearchBar.page.json?page';

const meta = {
  title: 'Widgets/SearchBar',
  component: PageHarness,
  args: {
    page,
    runtime: createFakeRuntime({
      answers: { weixinBaseInfoSearch: (p: Record<string, unknown>) => (p.keyword ? [{ name: '张三' }] : [{ name: '张三' }, { name: '李四' }]) },
      delayMs: 400,
    }),
  },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search with a button bound to state.keyword, and a live one without a button. */
export const Full: Story = {};
