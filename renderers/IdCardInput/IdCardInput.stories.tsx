import type { Meta, StoryObj } from '@storybook/react-vite';
import IdCardInput from './IdCardInput';
import { withHeldValue } from '@renderers/testing/HeldValue';

/** Holds the value so the story can be typed into. */
const Stateful = withHeldValue(IdCardInput);

const meta = {
  title: 'Widgets/IdCardInput',
  component: IdCardInput,
  render: (args) => <Stateful key={args.value ?? ''} {...args} />,
} satisfies Meta<typeof IdCardInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** The GB 11643 sample number. */
export const FilledValid: Story = { args: { value: '11010519491231002X' } };
/** 17 digits typed: the X key completes it. */
export const NeedsX: Story = { args: { value: '11010519491231002' } };
export const Invalid: Story = { args: { value: '110105194912310021' } };
export const FutureBirthDate: Story = { args: { value: '510107209901010011' } };
export const LongText: Story = { args: { value: '11010519491231002X11010519491231002X' } };
export const Disabled: Story = { args: { value: '11010519491231002X', disabled: true } };
