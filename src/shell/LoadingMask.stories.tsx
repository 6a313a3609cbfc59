import { Button, Space } from 'antd';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { hideLoading, showLoading } from './loading';
import { LoadingMask } from './LoadingMask';
import { ShellStoryFrame } from './ShellStoryFrame';

const meta = {
  title: 'Shell/LoadingMask',
  component: LoadingMask,
  decorators: [
    (Story) => (
      <ShellStoryFrame>
        <div style={{ padding: '0.32rem' }}>
          <Button type="primary">下面的按钮点不到</Button>
        </div>
        <Story />
      </ShellStoryFrame>
    ),
  ],
} satisfies Meta<typeof LoadingMask>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: '加载中', transparent mask; clicks are blocked. */
export const Default: Story = {};

export const CustomTextAndColours: Story = {
  args: { text: '正在提交，请稍候', color: '#ffd666', maskColor: 'rgba(0, 0, 0, 0.45)' },
};

/** The imperative API through LoadingHost: shows for 2 s. */
export const Imperative: Story = {
  render: () => (
    <Space style={{ padding: '0.32rem' }} direction="vertical">
      <Button
        onClick={() => {
          showLoading();
          setTimeout(hideLoading, 2000);
        }}
      >
        showLoading()
      </Button>
      <Button
        onClick={() => {
          showLoading({ text: '上传中', maskColor: 'rgba(255, 255, 255, 0.6)', color: '#c8161d' });
          setTimeout(hideLoading, 2000);
        }}
      >
        showLoading(自定义)
      </Button>
    </Space>
  ),
};
