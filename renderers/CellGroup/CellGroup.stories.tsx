import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import { TEST_DICTS } from '@renderers/testing/dicts';
import page from './CellGroup.page.json?page';
import { CUSTOMER } from './fixtures';

const meta = {
  title: 'Widgets/CellGroup',
  component: PageHarness,
  args: { page, query: { custId: 'C1' }, runtime: createFakeRuntime({ answers: { customerDetail: CUSTOMER }, dicts: TEST_DICTS }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every format, an icon, a tappable row, a long address; the complaints group is empty. */
export const Full: Story = {};

export const Loading: Story = { args: { runtime: createFakeRuntime({ answers: { customerDetail: () => new Promise(() => undefined) } }) } };

export const Error: Story = {
  args: { runtime: createFakeRuntime({ answers: { customerDetail: () => new FakeRequestError('客户信息查询失败，请稍后重试', 'customerDetail') } }) },
};

/** The customer has no data yet: every value shows the empty dash. */
export const Empty: Story = { args: { runtime: createFakeRuntime({ answers: { customerDetail: {} }, dicts: TEST_DICTS }) } };
