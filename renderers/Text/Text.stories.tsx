import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Text.page.json?page';

const meta = {
  title: 'Widgets/Text',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant: title, body, money, masked phone, copyable number, clamped tip, one-line ellipsis, link. */
export const Full: Story = {};
