import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createFakeRuntime, dicts } from '@/widget-kit/testing';
import { widgetRegistry } from '@/widget-kit';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { longForm, mountedTitles } from './testing/longForm';
import page from './Form.page.json?page';
import components from './components.json';
import { FIELD_WIDGETS, FORMILY_COMPONENTS, REGISTERED_NAMES } from './schemaField';
import * as stories from './Form.stories';

const { LongText } = composeStories(stories);

// antd and Formily inject thousands of CSS rules; jsdom's getComputedStyle walks them all for every
// pointer-events check, so the checks are off (visibility is still asserted by the queries).
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();

const SALESMEN = [
  { userCode: 'U1001', userName: '李明' },
  { userCode: 'U1002', userName: '赵强' },
];

async function renderForm(query: Record<string, string> = { name: '张伟' }): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { getSalesmanList: SALESMEN, saveCustomer: { custId: 'C9' } }, dicts });
  await renderPage(page, { runtime, query });
  await screen.findByText('客户姓名');
  await controlsShown();
  return runtime;
}

/** Waits until every field's control is shown: on a first visit, they replace their placeholders one component at a time. */
async function controlsShown(): Promise<void> {
  await waitFor(() => {
    expect(document.querySelector('.w-form .ant-formily-item')).not.toBeNull();
    expect(document.querySelectorAll('.w-form__placeholder')).toHaveLength(0);
  });
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
    // Each required field's message names it (the placeholders say the same, as attributes).
    expect(await screen.findByText('请输入客户姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入手机号码')).toBeInTheDocument();
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
    await controlsShown();
    expect(screen.getByPlaceholderText('请输入身份证号码')).toBeInTheDocument();
    expect(document.querySelector('.ant-picker')).not.toBeNull();
    expect(document.querySelector('.ant-switch')).not.toBeNull();
    expect(document.querySelector('.ant-input-number')).not.toBeNull();
  });

  it('registers antd components and every field widget', () => {
    expect(FIELD_WIDGETS).toEqual(expect.arrayContaining(['PhoneInput', 'IdCardInput', 'PlateInput', 'DictSelect', 'ApiSelect']));
    expect(REGISTERED_NAMES).toEqual(expect.arrayContaining([...components, 'DictSelect']));
    expect(components).toEqual(expect.arrayContaining(['FormItem', 'Input.TextArea', 'Radio.Group', 'Checkbox.Group', 'DatePicker', 'NumberPicker', 'Cascader']));
    // Every name resolves the way Formily looks it up ('Input.TextArea' → Input.TextArea).
    const lookup = (name: string): unknown => name.split('.').reduce<unknown>((c, key) => (c as Record<string, unknown> | undefined)?.[key], FORMILY_COMPONENTS);
    expect(components.filter((name) => typeof lookup(name) !== 'function' && typeof lookup(name) !== 'object')).toEqual([]);
  });
});

const item = (title: string): HTMLElement => screen.getByText(title, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
/** Fields hidden by their reactions while 是否有车 is 无 and 方案 is not B. */
const HIDDEN = ['车牌号', '方案B说明'];
const MOUNT = { timeout: 30000 };

async function renderLong(count = 200): Promise<{ runtime: ReturnType<typeof createFakeRuntime>; titles: string[] }> {
  const runtime = createFakeRuntime({ dicts });
  const { page: long, titles } = longForm(count);
  await renderPage(long, { runtime });
  return { runtime, titles };
}

describe('Form, long', { timeout: 60000 }, () => {
  it('mounts the first screen as one batch and the other fields in later batches, in order', async () => {
    const { titles } = await renderLong();
    // The first screen is one batch, in the task after the form's own render.
    expect(mountedTitles()).toEqual([]);
    await waitFor(() => expect(mountedTitles().length).toBeGreaterThan(0));
    const first = mountedTitles();
    expect(first.length).toBeLessThan(30);
    // VIP 备注 shows once the VIP field it depends on has mounted, in a later batch.
    expect(first).toEqual(titles.filter((t) => !HIDDEN.includes(t) && t !== 'VIP 备注').slice(0, first.length));
    await waitFor(() => expect(mountedTitles()).toHaveLength(titles.length - HIDDEN.length), MOUNT);
    expect(mountedTitles()).toEqual(titles.filter((t) => !HIDDEN.includes(t)));
    // Every field became a control (the plain fields are inputs), none is left a placeholder.
    await waitFor(() => expect(document.querySelectorAll('.w-form__placeholder')).toHaveLength(0));
    expect(within(item('字段197')).getByRole('textbox')).toBeInTheDocument();
  });

  it('submit before the tail has mounted mounts every field, then validates them all', async () => {
    const { runtime, titles } = await renderLong();
    // A long form's buttons render in the task after the form's own render.
    expect(screen.queryByText('提 交')).toBeNull();
    await screen.findByText('提 交');
    expect(screen.queryByText('末尾必填')).toBeNull();
    await userEvent.click(button('提 交'));
    await screen.findByText('末尾必填', { selector: 'label' }, MOUNT);
    expect(await within(item('末尾必填')).findByText('请输入末尾必填', {}, MOUNT)).toBeInTheDocument();
    expect(mountedTitles()).toHaveLength(titles.length - HIDDEN.length);
    expect(runtime.callsOf('toast')).toEqual([]);
    await userEvent.type(within(item('末尾必填')).getByRole('textbox'), '好');
    await userEvent.click(button('提 交'));
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['已提交 好 1', undefined]]));
  });

  it('the submit action before the tail has mounted validates every field; its then-chain sees the values', async () => {
    const { runtime } = await renderLong();
    await userEvent.click(screen.getByText('外部提交'));
    await screen.findByText('末尾必填', { selector: 'label' }, MOUNT);
    expect(await within(item('末尾必填')).findByText('请输入末尾必填', {}, MOUNT)).toBeInTheDocument();
    // A validation failure is the field's message alone: the then-chain does not run, no error toast.
    await new Promise((r) => setTimeout(r, 100));
    expect(runtime.callsOf('toast')).toEqual([]);
    await userEvent.type(within(item('末尾必填')).getByRole('textbox'), '是');
    await userEvent.click(screen.getByText('外部提交'));
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['外部 是 Y', undefined]]));
  });

  it('form in expressions holds the defaults of fields that have not mounted yet', async () => {
    const { runtime } = await renderLong();
    expect(screen.queryByText('末尾默认')).toBeNull();
    await userEvent.click(screen.getByText('读取默认'));
    await waitFor(() => expect(runtime.callsOf('toast')).toEqual([['默认 Y', undefined]]));
    await screen.findByText('末尾默认', { selector: 'label' }, MOUNT);
    expect(within(item('末尾默认')).getByRole('textbox')).toHaveValue('Y');
  });

  it('reactions work across batches: first screen → tail, tail → first screen, and a target set before the tail mounted', async () => {
    const { titles } = await renderLong();
    // 方案 (first screen) targets 方案B说明 (tail) before it exists.
    await userEvent.click(await screen.findByLabelText('方案B'));
    // VIP 备注 (first screen) depends on VIP (tail, initial value 1): shown once VIP has mounted.
    await screen.findByText('VIP 备注', { selector: 'label' }, MOUNT);
    await waitFor(() => expect(mountedTitles()).toHaveLength(titles.length - 1), MOUNT);
    expect(screen.getByText('方案B说明', { selector: 'label' })).toBeInTheDocument();
    // 车牌号 (tail) depends on 是否有车 (first screen).
    expect(screen.queryByText('车牌号', { selector: 'label' })).toBeNull();
    await userEvent.click(screen.getByLabelText('有'));
    expect(await screen.findByText('车牌号', { selector: 'label' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('无'));
    await waitFor(() => expect(screen.queryByText('车牌号', { selector: 'label' })).toBeNull());
  });

  it('a form of at most 30 fields mounts at once', async () => {
    const { titles } = await renderLong(30);
    // VIP 备注 stays hidden: the VIP field it depends on is not in this cut of the form.
    expect(mountedTitles()).toEqual(titles.filter((t) => t !== 'VIP 备注'));
  });
});
