import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Dialog.page.json?page';

const meta = {
  title: 'Widgets/Dialog',
  component: PageHarness,
  args: { page, query: { name: '张三' }, runtime: createFakeRuntime({ answers: { sendAuthorization: {} }, delayMs: 1000 }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 发起授权: text plus child nodes, 发送 spins for a second; 安全提示: one button, long text. */
export const Full: Story = {};
