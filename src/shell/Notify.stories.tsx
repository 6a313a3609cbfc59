import { Button, Space } from 'antd';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { notify, type NotifyType } from './notify';
import { NotifyBar, ToastBox } from './NotifyHost';
import { ShellStoryFrame } from './ShellStoryFrame';
import { toast, type ToastType } from './toast';

const NOTIFY_TYPES: Array<[NotifyType, string]> = [
  ['success', '保存成功'],
  ['primary', '有一条新的续保任务'],
  ['danger', '网络异常，请稍后重试'],
  ['warning', '客户手机号未验证'],
];

const TOAST_TYPES: Array<[ToastType, string]> = [
  ['info', '已复制'],
  ['success', '发送成功'],
  ['error', '发送失败'],
  ['warning', '请先选择客户'],
  ['loading', '处理中'],
];

const meta = {
  title: 'Shell/Notify',
  component: NotifyBar,
  decorators: [
    (Story) => (
      <ShellStoryFrame>
        <Story />
      </ShellStoryFrame>
    ),
  ],
  args: { type: 'success', message: '保存成功' },
  argTypes: { type: { control: 'inline-radio', options: NOTIFY_TYPES.map(([t]) => t) } },
} satisfies Meta<typeof NotifyBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bar, as NotifyHost renders it. */
export const Bar: Story = {};

/** The imperative API: notify() for each type, toast() for each toast type. */
export const Imperative: Story = {
  render: () => (
    <Space style={{ padding: '1.2rem 0.32rem' }} direction="vertical">
      {NOTIFY_TYPES.map(([type, message]) => (
        <Button key={`notify-${type}`} block onClick={() => notify({ type, message })}>
          notify {type}
        </Button>
      ))}
      {TOAST_TYPES.map(([type, message]) => (
        <Button key={`toast-${type}`} block onClick={() => toast(message, { type })}>
          toast {type}
        </Button>
      ))}
    </Space>
  ),
};

/** A toast box, as NotifyHost renders it. */
export const Toast: Story = {
  render: () => <ToastBox type="success" message="发送成功" />,
};
