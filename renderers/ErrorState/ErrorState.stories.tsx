import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import bound from './ErrorState.page.json?page';
import standalone from './ErrorState.static.page.json?page';

const meta = {
  title: 'Widgets/ErrorState',
  component: PageHarness,
  parameters: { layout: 'fullscreen' },
  args: { page: standalone, runtime: createFakeRuntime({ answers: { reportSummary: {} } }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default text, a long custom text with its own action, and one without a retry button. */
export const Full: Story = {};

/** Bound to a source whose call fails: the request layer's Chinese message and 重试. */
export const SourceError: Story = {
  args: {
    page: bound,
    runtime: createFakeRuntime({ answers: { policyList: () => new FakeRequestError('网络异常，请稍后重试', 'policyList') } }),
  },
};
