import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import listPage from './List.page.json?page';
import simplePage from './List.simple.page.json?page';
import { CUSTOMERS, POLICIES, customerPage } from './fixtures';

const meta = {
  title: 'Widgets/List',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const LONG = CUSTOMERS.map((c, i) => ({
  ...c,
  custName: i % 2 ? `${c.custName}（北京市朝阳区某某汽车销售服务有限公司团体客户联系人）` : c.custName,
}));

/** Paginated source, 3 per page: scroll to load more, pull down to refresh. */
export const Full: Story = {
  args: { page: listPage, answers: { weixinBaseInfoSearch: (p: Record<string, unknown>) => customerPage(p) } },
};
export const Loading: Story = {
  args: { page: listPage, answers: { weixinBaseInfoSearch: () => new Promise(() => undefined) } },
};
export const Empty: Story = {
  args: { page: listPage, answers: { weixinBaseInfoSearch: { list: [], total: 0 } } },
};
export const LoadError: Story = {
  name: 'Error',
  args: { page: listPage, answers: { weixinBaseInfoSearch: () => new FakeRequestError('网络异常，请稍后重试', 'weixinBaseInfoSearch') } },
};
export const LongText: Story = {
  args: { page: listPage, answers: { weixinBaseInfoSearch: (p: Record<string, unknown>) => customerPage(p, LONG) } },
};
/** Built-in rows (title, description, money on the right) from a plain source. */
export const BuiltInRows: Story = {
  args: { page: simplePage, answers: { queryPolicyList: POLICIES } },
};
