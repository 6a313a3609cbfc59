import type { Meta, StoryObj } from '@storybook/react-vite';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './CustomerCard.page.json?page';
import { CUSTOMER_ROWS } from './fixtures';

const meta = {
  title: 'Widgets/CustomerCard',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  args: {
    page: inlinePage('CustomerCard', {
      name: '张伟', gender: '1', age: 35, phone: '13812345678', idNo: '110101198901011234',
      tags: ['车险续保', '高价值', '家庭客户', '已加微信'], status: '01', bound: true,
      onClick: [{ action: 'toast', message: '打开客户详情' }],
    }),
  },
};
/** Only a name: every optional line is left out. */
export const Minimal: Story = { args: { page: inlinePage('CustomerCard', { name: '王芳' }) } };
export const LongText: Story = {
  args: {
    page: inlinePage('CustomerCard', {
      name: '欧阳娜娜娜娜（北京某某科技有限公司法人代表）', gender: '9', phone: '13987654321', idNo: '51010019900101123X',
      tags: ['非车险潜客，建议推荐家庭财产保险与意外健康险组合', '团体客户'], status: '03', bound: false,
    }),
  },
};
/** Cards as List rows, bound to {{item}}. */
export const InList: Story = { args: { page, answers: { weixinBaseInfoSearch: CUSTOMER_ROWS } } };
