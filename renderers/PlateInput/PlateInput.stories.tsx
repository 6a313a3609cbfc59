import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import PlateInput, { type PlateInputProps } from './PlateInput';

/** Holds the value so the story can be typed into. */
function Stateful(props: PlateInputProps): ReactNode {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PlateInput
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
