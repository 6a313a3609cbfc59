import type { Meta, StoryObj } from '@storybook/react-vite';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './PolicyCard.page.json?page';
import { POLICY_ROWS } from './fixtures';

const meta = {
  title: 'Widgets/PolicyCard',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const SEND = [{ text: '发送电子保单', type: 'primary', actions: [{ action: 'toast', message: '已发送' }] }, { text: '查看详情', actions: [{ action: 'toast', message: '详情' }] }];

export const Full: Story = {
  args: {
    page: inlinePage('PolicyCard', {
      policyNo: 'PDAA202411010000012345', kind: 'DAA', insuredName: '张伟', startDate: '2024-11-02', endDate: '2025-11-01',
      premium: 3280.5, statusText: '有效', statusTone: 'success', plate: '京A12345', actions: SEND,
    }),
  },
};
export const NewEnergyPlate: Story = {
  args: { page: inlinePage('PolicyCard', { policyNo: 'PDZA202409150000055555', kind: 'DZA', premium: 950, statusText: '有效', statusTone: 'success', plate: '粤BD12345' }) },
};
export const Minimal: Story = { args: { page: inlinePage('PolicyCard', { policyNo: 'PEAC202401010000067890' }) } };
export const LongText: Story = {
  args: {
    page: inlinePage('PolicyCard', {
      policyNo: 'PEAC2024010100000678901234567890', productName: '家庭财产综合保险（尊享版）含水管爆裂、盗抢及第三者责任附加险组合方案',
      insuredName: '欧阳娜娜娜娜（北京某某科技有限公司）', startDate: '2024-01-01', endDate: '2024-12-31', premium: 1234567.8, statusText: '已终止', actions: SEND,
    }),
  },
};
/** Cards as List rows: buttons resolve per row. */
export const InList: Story = { args: { page, answers: { queryPolicyList: POLICY_ROWS, sendElecPolicy: { ok: true } }, query: { custId: 'C1001' } } };
