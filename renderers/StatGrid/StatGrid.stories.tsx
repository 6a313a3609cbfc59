import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import page from './StatGrid.page.json?page';
import { BOARD } from './fixtures';

const meta = {
  title: 'Widgets/StatGrid',
  component: PageHarness,
  args: { page, query: { month: '2024-11' }, runtime: createFakeRuntime({ answers: { dataBoard: BOARD } }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six statistics with trends and a tappable cell; four columns of long labels. */
export const Full: Story = {};
export const Loading: Story = { args: { runtime: createFakeRuntime({ answers: { dataBoard: () => new Promise(() => undefined) } }) } };
export const Error: Story = { args: { runtime: createFakeRuntime({ answers: { dataBoard: () => new FakeRequestError('看板数据加载失败', 'dataBoard') } }) } };
/** Huge numbers in narrow cells wrap instead of overflowing. */
export const LongText: Story = {
  args: { runtime: createFakeRuntime({ answers: { dataBoard: { ...BOARD, premium: 98765432109, newCustomers: 123456789 } } }) },
};
