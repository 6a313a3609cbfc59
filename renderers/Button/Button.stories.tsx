import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import page from './Button.page.json?page';

const meta = {
  title: 'Widgets/Button',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime({ answers: { submitProposal: { proposalNo: 'P2024001' } }, delayMs: 1500 }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every variant; 提交投保 spins for 1.5 s while its call runs; long text wraps. */
export const Full: Story = {};

/** The call never answers: the button stays busy and ignores further taps. */
export const Loading: Story = {
  args: { runtime: createFakeRuntime({ answers: { submitProposal: () => new Promise(() => undefined) } }) },
};
