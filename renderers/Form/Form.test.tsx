import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeRuntime } from '@/react/testing';
import { widgetRegistry } from '@/react/widgets';
import { dicts } from '@/lib/dictData';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '../List/testing/consoleGuard';
import { dropBrokenCss } from './testing/dropBrokenCss';
import page from './Form.page.json?page';
import components from './components.json';
import { FIELD_WIDGETS, REGISTERED_NAMES } from './schemaField';
import * as stories from './Form.stories';

const { LongText } = composeStories(stories);

// antd and Formily inject thousands of CSS rules; jsdom's getComputedStyle walks them all for every
// pointer-events check, so the checks are off (visibility is still asserted by the queries).
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();
dropBrokenCss();

const SALESMEN = [
  { userCode: 'U1001', userName: '李明' },
  { userCode: 'U1002', userName: '赵强' },
];

async function renderForm(query: Record<string, string> = { name: '张伟' }): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { getSalesmanList: SALESMEN, saveCustomer: { custId: 'C9' } }, dicts });
  await renderPage(page, { runtime, query });
  await screen.findByText('客户姓名');
  await screen.findByPlaceholderText('请输入手机号码');
  return runtime;
}

/** Opens an antd Select by its field label and picks an option. */
async function pick(label: string, option: string): Promise<void> {
  const item = screen.getByText(label).closest('.ant-formily-item') as HTMLElement;
  await userEvent.click(item.querySelector('.ant-select-selector') as HTMLElement);
  await userEvent.click(await screen.findByTitle(option));
}

// Role queries compute styles for every element: slow with antd's CSS in jsdom, so buttons by text.
const button = (text: string): HTMLElement => screen.getByText(text).closest('button') as HTMLElement;

const requests = (rt: ReturnType<typeof createFakeRuntime>, api: string): unknown[][] => rt.callsOf('request').filter((c) => c[0] === api);

// Opening antd dropdowns aligns them with many getComputedStyle calls, each walking ~1,300 CSS rules
// in jsdom: interaction tests get a generous timeout on a busy machine.
describe('Form', { timeout: 60000 }, () => {
  it('renders the schema with resolved initial values, Formily expressions and field widgets', async () => {
    await renderForm();
    expect(screen.getByPlaceholderText('请输入客户姓名')).toHaveValue('张伟');
    expect(screen.getByPlaceholderText('由李明录入')).toBeInTheDocument();
    expect(await screen.findByText('男')).toBeInTheDocument();
    expect(screen.getByLabelText('无')).toBeChecked();
    expect(screen.queryByText('车牌号')).toBeNull();
  });

  it('validates with Chinese messages and does not run onSubmit', async () => {
    const runtime = await renderForm({});
    await userEvent.click(button('保 存'));
    expect(await screen.findAllByText('该字段是必填字段')).toHaveLength(2);
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '12812345678');
    await userEvent.click(button('保 存'));
    expect(await screen.findByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(requests(runtime, 'saveCustomer')).toEqual([]);
  });

  it('submits: onSubmit runs with the values as result and form', async () => {
    const runtime = await renderForm();
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13812345678');
    await pick('性别', '女');
    await pick('归属业务员', '赵强');
    await userEvent.click(screen.getByLabelText('有'));
    const plate = (await screen.findByText('车牌号')).closest('.ant-formily-item') as HTMLElement;
    await userEvent.type(plate.querySelector('input') as HTMLInputElement, '京A12345');
    await userEvent.click(button('保 存'));
    await waitFor(() => expect(requests(runtime, 'saveCustomer')).toHaveLength(1));
    const values = { custName: '张伟', mobile: '13812345678', sex: '2', salesman: 'U1002', hasCar: '1', licenseNo: '京A12345' };
    expect(requests(runtime, 'saveCustomer')[0]).toEqual(['saveCustomer', { custName: '张伟', mobile: '13812345678' }, values]);
    expect(runtime.callsOf('toast')).toEqual([['保存成功', 'success']]);
  });

  it('DictSelect lists the dictionary minus excluded codes; ApiSelect calls its api with resolved params', async () => {
    const runtime = await renderForm();
    const sex = screen.getByText('性别').closest('.ant-formily-item') as HTMLElement;
    await userEvent.click(sex.querySelector('.ant-select-selector') as HTMLElement);
    expect(await screen.findByTitle('女')).toBeInTheDocument();
    expect(screen.queryByTitle('未知')).toBeNull();
    expect(requests(runtime, 'getSalesmanList')[0]).toEqual(['getSalesmanList', { comCode: '11000000' }, undefined]);
  });

  it('the submit action reaches the form by id; later actions see the values as form', async () => {
    const runtime = await renderForm();
    await userEvent.type(screen.getByPlaceholderText('请输入手机号码'), '13812345678');
    await userEvent.click(screen.getByText('外部提交'));
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已提交 张伟 / 1', undefined]]));
  });

  it('reset returns to the initial values', async () => {
    await renderForm();
    const name = screen.getByPlaceholderText('请输入客户姓名');
    await userEvent.clear(name);
    await userEvent.type(name, '王芳');
    await userEvent.click(button('重 置'));
    await waitFor(() => expect(name).toHaveValue('张伟'));
  });

  it('renders the horizontal long-text story with date, number, switch and field widgets, without warnings', async () => {
    await widgetRegistry.preload(['Form']);
    render(<LongText delayMs={0} />);
    expect(await screen.findByText('投保单位名称（与营业执照一致）')).toBeInTheDocument();
    expect(await screen.findByPlaceholderText('请输入身份证号码')).toBeInTheDocument();
    expect(document.querySelector('.ant-picker')).not.toBeNull();
    expect(document.querySelector('.ant-switch')).not.toBeNull();
    expect(document.querySelector('.ant-input-number')).not.toBeNull();
  });

  it('registers antd components and every field widget', () => {
    expect(FIELD_WIDGETS).toEqual(expect.arrayContaining(['PhoneInput', 'IdCardInput', 'PlateInput', 'DictSelect', 'ApiSelect']));
    expect(REGISTERED_NAMES).toEqual(expect.arrayContaining([...components, 'DictSelect']));
    expect(components).toEqual(expect.arrayContaining(['FormItem', 'Input.TextArea', 'Radio.Group', 'Checkbox.Group', 'DatePicker', 'NumberPicker', 'Cascader']));
  });
});
