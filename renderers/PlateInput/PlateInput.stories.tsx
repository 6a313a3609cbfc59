import type { Meta, StoryObj } from '@storybook/react-vite';
import PlateInput from './PlateInput';
import { withHeldValue } from '@renderers/testing/HeldValue';

/** Holds the value so the story can be typed into. */
const Stateful = withHeldValue(PlateInput);

const meta = {
  title: 'Widgets/PlateInput',
  component: PlateInput,
  render: (args) => <Stateful key={args.value ?? ''} {...args} />,
} satisfies Meta<typeof PlateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const DefaultPrefix: Story = { args: { defaultPrefix: '川' } };
export const FilledValid: Story = { args: { value: '粤B12345' } };
export const NewEnergy: Story = { args: { value: '粤BD12345' } };
export const CrossBorder: Story = { args: { value: '粤Z1234港' } };
export const Invalid: Story = { args: { value: '京Z1234港' } };
export const LongText: Story = { args: { value: '粤B123456789ABCDEF' } };
export const Disabled: Story = { args: { value: '粤B12345', disabled: true } };
