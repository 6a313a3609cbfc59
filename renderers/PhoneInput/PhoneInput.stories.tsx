import type { Meta, StoryObj } from '@storybook/react-vite';
import PhoneInput from './PhoneInput';
import { withHeldValue } from '@renderers/testing/HeldValue';

/** Holds the value so the story can be typed into. */
const Stateful = withHeldValue(PhoneInput);

const meta = {
  title: 'Widgets/PhoneInput',
  component: PhoneInput,
  render: (args) => <Stateful key={args.value ?? ''} {...args} />,
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FilledValid: Story = { args: { value: '13812345678' } };
export const Invalid: Story = { args: { value: '12812345678' } };
export const LongText: Story = { args: { value: '13812345678901234567' } };
export const Disabled: Story = { args: { value: '13812345678', disabled: true } };
