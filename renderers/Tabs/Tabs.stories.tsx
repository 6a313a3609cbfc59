import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Tabs.page.json?page';

const meta = {
  title: 'Widgets/Tabs',
  component: PageHarness,
  args: {
    page,
    runtime: createFakeRuntime({ answers: { renewalTaskList: (p: Record<string, unknown>) => ({ total: p.status === 'done' ? 12 : 3, todoCount: 3 }) } }),
  },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four equal tabs with a count and a dot; six long tabs that scroll. */
export const Full: Story = {};

/** A count over 99. */
export const LongText: Story = { args: { runtime: createFakeRuntime({ answers: { renewalTaskList: { total: 0, todoCount: 120 } } }) } };
