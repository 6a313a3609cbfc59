import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import page from './ReportChart.page.json?page';
import { REPORT } from './fixtures';

const meta = {
  title: 'Widgets/ReportChart',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime({ answers: { personReport: REPORT } }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bars with value labels, a line with a gap, and twelve crowded bars with long labels. */
export const Full: Story = {};
export const Loading: Story = { args: { runtime: createFakeRuntime({ answers: { personReport: () => new Promise(() => undefined) } }) } };
export const Empty: Story = { args: { runtime: createFakeRuntime({ answers: { personReport: { months: [], branches: [] } } }) } };
export const Error: Story = { args: { runtime: createFakeRuntime({ answers: { personReport: () => new FakeRequestError('报表服务繁忙', 'personReport') } }) } };
