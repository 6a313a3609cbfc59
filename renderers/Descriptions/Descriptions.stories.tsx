import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import page from './Descriptions.page.json?page';
import { POLICY } from './fixtures';

const meta = {
  title: 'Widgets/Descriptions',
  component: PageHarness,
  args: { page, query: { policyNo: 'P1' }, runtime: createFakeRuntime({ answers: { policyDetail: POLICY } }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns with a long policy number and a long special agreement. */
export const Full: Story = {};
export const Loading: Story = { args: { runtime: createFakeRuntime({ answers: { policyDetail: () => new Promise(() => undefined) } }) } };
export const Error: Story = { args: { runtime: createFakeRuntime({ answers: { policyDetail: () => new FakeRequestError('保单不存在', 'policyDetail') } }) } };
export const Empty: Story = { args: { runtime: createFakeRuntime({ answers: { policyDetail: {} } }) } };
