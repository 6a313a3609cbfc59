import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './QRCode.page.json?page';

const meta = {
  title: 'Widgets/QRCode',
  component: PageHarness,
  args: { page, query: { orderNo: 'PAY20241120001' }, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A payment code with a long caption and 长按保存, a small team code without hint, an empty one. */
export const Full: Story = {};
