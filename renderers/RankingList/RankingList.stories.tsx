import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import page from './RankingList.page.json?page';
import { RANK } from './fixtures';

const meta = {
  title: 'Widgets/RankingList',
  component: PageHarness,
  args: { page, query: { month: '2024-11' }, runtime: createFakeRuntime({ answers: { renewalRateRank: RANK } }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top five with medals, a long institution name, the current user pinned at rank 9. */
export const Full: Story = {};
export const Loading: Story = { args: { runtime: createFakeRuntime({ answers: { renewalRateRank: () => new Promise(() => undefined) } }) } };
export const Empty: Story = { args: { runtime: createFakeRuntime({ answers: { renewalRateRank: { list: [] } } }) } };
export const Error: Story = { args: { runtime: createFakeRuntime({ answers: { renewalRateRank: () => new FakeRequestError('排名数据加载失败', 'renewalRateRank') } }) } };
