import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import { TEST_DICTS } from '@renderers/testing/dicts';
import page from './FilterSheet.page.json?page';

const meta = {
  title: 'Widgets/FilterSheet',
  component: PageHarness,
  args: {
    page,
    runtime: createFakeRuntime({ answers: { customerList: (p: Record<string, unknown>) => ({ total: p.status ? 5 : 40 }) }, dicts: TEST_DICTS }),
  },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap 筛选: a dictionary group, a static group and a multiple-choice group with long labels. */
export const Full: Story = {};
