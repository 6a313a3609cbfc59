import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Steps.page.json?page';

const meta = {
  title: 'Widgets/Steps',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime() },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Horizontal at step 2 of 3 (下一步 advances), vertical with a long error step. */
export const Full: Story = {};
