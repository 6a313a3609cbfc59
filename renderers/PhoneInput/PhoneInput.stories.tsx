import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PhoneInput, { type PhoneInputProps } from './PhoneInput';

/** Holds the value so the story can be typed into. */
function Stateful(props: PhoneInputProps): ReactNode {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PhoneInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

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
