import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime, FakeRequestError } from '@/widget-kit/testing';
import page from './Timeline.page.json?page';
import { CLAIM } from './fixtures';

const meta = {
  title: 'Widgets/Timeline',
  component: PageHarness,
  args: { page, query: { claimNo: 'C1' }, runtime: createFakeRuntime({ answers: { claimSchedule: CLAIM } }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A claim in progress with a long damage description; a short reversed schedule below. */
export const Full: Story = {};
export const Loading: Story = { args: { runtime: createFakeRuntime({ answers: { claimSchedule: () => new Promise(() => undefined) } }) } };
export const Empty: Story = { args: { runtime: createFakeRuntime({ answers: { claimSchedule: { schedule: [] } } }) } };
export const Error: Story = { args: { runtime: createFakeRuntime({ answers: { claimSchedule: () => new FakeRequestError('理赔信息查询超时', 'claimSchedule') } }) } };
