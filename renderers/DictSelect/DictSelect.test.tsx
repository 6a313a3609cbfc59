import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import Ajv from 'ajv';
import { createFakeRuntime, dicts } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './DictSelect.page.json?page';
import propsSchema from './props.schema.json';

// See Form.test.tsx: pointer-events checks are slow with antd's CSS in jsdom.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();

const itemOf = (label: string): HTMLElement => screen.getByText(label).closest('.ant-formily-item') as HTMLElement;

async function renderDictPage(): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ dicts });
  await renderPage(page, { runtime });
  await screen.findByText('请选择性别');
  return runtime;
}

describe('DictSelect', { timeout: 60000 }, () => {
  it('offers the dictionary labels (only the included codes) and stores the code', async () => {
    const runtime = await renderDictPage();
    await userEvent.click(itemOf('性别').querySelector('.ant-select-selector') as HTMLElement);
    expect(await screen.findByTitle('女')).toBeInTheDocument();
    expect(screen.queryByTitle('未知')).toBeNull();
    await userEvent.click(screen.getByTitle('女'));
    await userEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);
    await waitFor(() => expect(runtime.callsOf('toast')).toHaveLength(1));
    expect(JSON.parse(runtime.callsOf('toast')[0][0] as string)).toEqual({ sex: '2', docType: '01', areas: [] });
  });

  it('shows the label of an initial code', async () => {
    await renderDictPage();
    expect(within(itemOf('证件类型')).getByText('居民身份证')).toBeInTheDocument();
  });

  it('in a readPretty form shows labels as text, several joined', async () => {
    await renderDictPage();
    expect(within(itemOf('客户状态')).getByText('脱保')).toHaveClass('w-dict-select--read');
    expect(within(itemOf('已选领域')).getByText('车险、意外险')).toBeInTheDocument();
  });

  it('declares its props as a field widget', () => {
    expect(propsSchema).toMatchObject({ title: 'DictSelect', 'x-kind': 'field', required: ['dict'] });
    const validate = new Ajv({ strict: false }).compile(propsSchema);
    expect(validate({ dict: 'customer-gender', multiple: true })).toBe(true);
    expect(validate({ options: [] })).toBe(false);
  });
});
