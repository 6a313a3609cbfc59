import type { Meta, StoryObj } from '@storybook/react-vite';
import { Harness, inlinePage } from '@renderers/testing/Harness';
import page from './DictSelect.page.json?page';

const meta = {
  title: 'Widgets/DictSelect',
  component: Harness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (props: Record<string, unknown>, value?: unknown): ReturnType<typeof inlinePage> =>
  inlinePage('Form', {
    submitText: '',
    initialValues: value === undefined ? {} : { v: value },
    schema: { type: 'object', properties: { v: { type: 'string', title: '选择', 'x-decorator': 'FormItem', 'x-component': 'DictSelect', 'x-component-props': props } } },
  });

/** Single, searchable and multiple selects, and a readPretty form showing labels as text. */
export const Full: Story = { args: { page } };
export const Empty: Story = { args: { page: field({ dict: 'customer-gender' }) } };
/** A dictionary name that does not exist: no options, '字典不存在'. */
export const UnknownDictionary: Story = { args: { page: field({ dict: 'no-such-dict' }) } };
export const LongText: Story = { args: { page: field({ dict: 'id-document-type', multiple: true }, ['01', '07', '16', '17', '25']) } };
