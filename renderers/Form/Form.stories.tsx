import type { Meta, StoryObj } from '@storybook/react-vite';
import { FakeRequestError } from '@/widget-kit/testing';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './Form.page.json?page';
import { longForm } from './testing/longForm';

const meta = {
  title: 'Widgets/Form',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const SALESMEN = [
  { userCode: 'U1001', userName: '李明' },
  { userCode: 'U1002', userName: '赵强' },
];

/** Every kind of field: Input, PhoneInput, DictSelect, ApiSelect, Radio.Group with a reaction, TextArea. */
export const Full: Story = {
  args: { page, query: { name: '张伟' }, answers: { getSalesmanList: SALESMEN, saveCustomer: { custId: 'C9' } } },
};
/** Empty initial values: press 保存 to see the Chinese validation messages. */
export const Empty: Story = { args: { page, answers: { getSalesmanList: SALESMEN, saveCustomer: { custId: 'C9' } } } };
/** The ApiSelect's options are still loading. */
export const Loading: Story = { args: { page, answers: { getSalesmanList: () => new Promise(() => undefined) } } };
/** The ApiSelect's call failed (open it to see 重试); saving fails with the server's message. */
export const LoadError: Story = {
  name: 'Error',
  args: {
    page,
    query: { name: '张伟' },
    answers: {
      getSalesmanList: () => new FakeRequestError('网络异常，请稍后重试', 'getSalesmanList'),
      saveCustomer: () => new FakeRequestError('客户已存在', 'saveCustomer'),
    },
  },
};
/** Horizontal layout with long labels and values; sticky buttons. */
export const LongText: Story = {
  args: {
    page: inlinePage('Form', {
      layout: 'horizontal',
      stickyActions: true,
      resetText: '重置',
      initialValues: { company: '北京市朝阳区某某汽车销售服务有限公司第二分公司（团体客户）' },
      schema: {
        type: 'object',
        properties: {
          company: { type: 'string', title: '投保单位名称（与营业执照一致）', 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea', 'x-component-props': { rows: 3 } },
          idType: { type: 'string', title: '证件类型', 'x-decorator': 'FormItem', 'x-component': 'DictSelect', 'x-component-props': { dict: 'id-document-type' } },
          idNo: { type: 'string', title: '证件号码', required: true, 'x-validator': 'idcard', 'x-decorator': 'FormItem', 'x-component': 'IdCardInput' },
          plate: { type: 'string', title: '车牌号', 'x-decorator': 'FormItem', 'x-component': 'PlateInput' },
          amount: { type: 'number', title: '保额（元）', 'x-decorator': 'FormItem', 'x-component': 'NumberPicker' },
          start: { type: 'string', title: '起保日期', 'x-decorator': 'FormItem', 'x-component': 'DatePicker' },
          notify: { type: 'boolean', title: '短信通知客户', 'x-decorator': 'FormItem', 'x-component': 'Switch' },
        },
      },
      onSubmit: [{ action: 'toast', message: '已提交' }],
    }),
  },
};
/**
 * 200 fields: the first screen mounts at once, the rest in batches after it (press 提交 at once:
 * every field mounts, then 末尾必填 at the end fails validation). 是否有车 shows 车牌号 far below;
 * VIP 备注 near the top depends on VIP far below.
 */
export const Long: Story = { args: { page: longForm(200).page, delayMs: 0 } };
