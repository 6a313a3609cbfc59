import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness } from '@renderers/testing/Harness';
import page from './ApiSelect.page.json?page';

const meta = {
  title: 'Widgets/ApiSelect',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const SALESMEN = { data: { rows: [{ userCode: 'U1001', userName: '李明' }, { userCode: 'U1002', userName: '赵强' }] } };
const TEAMS = { list: [{ teamId: 7, teamName: '城东车险一组' }, { teamId: 8, teamName: '城西综合团队' }] };

export const Full: Story = { args: { page, answers: { getSalesmanList: SALESMEN, queryTeamList: TEAMS } } };
export const Loading: Story = { args: { page, answers: { getSalesmanList: () => new Promise(() => undefined), queryTeamList: () => new Promise(() => undefined) } } };
export const Empty: Story = { args: { page, answers: { getSalesmanList: { data: { rows: [] } }, queryTeamList: [] } } };
export const LoadError: Story = {
  name: 'Error',
  args: { page, answers: { getSalesmanList: SALESMEN, queryTeamList: () => new FakeRequestError('网络异常，请稍后重试', 'queryTeamList') } },
};
export const LongText: Story = {
  args: {
    page,
    answers: {
      getSalesmanList: { data: { rows: [{ userCode: 'U1002', userName: '赵强（城东车险一组 · 高级客户经理 · 北京市朝阳区营业部）' }] } },
      queryTeamList: { list: [{ teamId: 7, teamName: '北京市朝阳区营业部城东车险业务一组（续保专项团队）' }] },
    },
  },
};
