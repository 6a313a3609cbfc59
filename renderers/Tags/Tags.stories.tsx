import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHarness, createFakeRuntime } from '@/widget-kit/testing';
import { TEST_DICTS } from '@renderers/testing/dicts';
import page from './Tags.page.json?page';
import { CUSTOMER_TAGS } from './fixtures';

const meta = {
  title: 'Widgets/Tags',
  component: PageHarness,
  args: { page, runtime: createFakeRuntime({ answers: { customerDetail: CUSTOMER_TAGS }, dicts: TEST_DICTS }) },
} satisfies Meta<typeof PageHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Strings with +N, coloured objects (one long), labelKey objects and dictionary codes. */
export const Full: Story = {};

/** The customer has no labels: the bound lists render nothing. */
export const Empty: Story = { args: { runtime: createFakeRuntime({ answers: { customerDetail: {} }, dicts: TEST_DICTS }) } };
