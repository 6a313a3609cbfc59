import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Result.page.json?page';

const meta = {
  title: 'Widgets/Result',
  component: PageHarness,
  args: { page, query: { no: 'T2024112000001' }, runtime: createFakeRuntime({ answers: { sendCareMsg: {} }, delayMs: 800 }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success with two buttons, an error with a long description, info and warning. */
export const Full: Story = {};
