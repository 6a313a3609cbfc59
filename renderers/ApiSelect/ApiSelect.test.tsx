import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import Ajv from 'ajv';
import { createFakeRuntime, FakeRequestError, type FakeAnswer } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './ApiSelect.page.json?page';
import propsSchema from './props.schema.json';
import { optionRows } from './ApiSelect';

// See Form.test.tsx: pointer-events checks are slow with antd's CSS in jsdom.
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

afterEach(cleanup);
guardConsole();

const SALESMEN = { data: { rows: [{ userCode: 'U1001', userName: '李明' }, { userCode: 'U1002', userName: '赵强' }, { userCode: 'U1003', userName: '孙丽' }] } };
const TEAMS = { list: [{ teamId: 7, teamName: '城东车险一组' }, { teamId: 8, teamName: '城西综合团队' }] };

const itemOf = (label: string): HTMLElement => screen.getByText(label).closest('.ant-formily-item') as HTMLElement;
const open = (label: string): Promise<void> => userEvent.click(itemOf(label).querySelector('.ant-select-selector') as HTMLElement);

async function renderSelects(answers: Record<string, FakeAnswer>): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers });
  await renderPage(page, { runtime, query: { keyword: '李' } });
  await screen.findByText('归属业务员');
  return runtime;
}

describe('ApiSelect', { timeout: 60000 }, () => {
  it('calls its api with the resolved params and maps rows at listPath with labelKey / valueKey', async () => {
    const runtime = await renderSelects({ getSalesmanList: SALESMEN, queryTeamList: TEAMS });
    expect(await within(itemOf('归属业务员')).findByText('赵强')).toBeInTheDocument();
    expect(runtime.callsOf('request').find((c) => c[0] === 'getSalesmanList')).toEqual(['getSalesmanList', { comCode: '11000000', keyword: '李' }, undefined]);
    await open('所属团队');
    await userEvent.click(await screen.findByTitle('城西综合团队'));
    await userEvent.click(screen.getByText('确 定').closest('button') as HTMLElement);
    await waitFor(() => expect(runtime.callsOf('toast')).toHaveLength(1));
    // Numbers stay numbers.
    expect(JSON.parse(runtime.callsOf('toast')[0][0] as string)).toEqual({ salesman: 'U1002', team: 8 });
  });

  it('shows the Chinese error with 重试 under the field without being opened, and retries', async () => {
    let fail = true;
    await renderSelects({
      getSalesmanList: SALESMEN,
      queryTeamList: () => (fail ? new FakeRequestError('网络异常，请稍后重试', 'queryTeamList') : TEAMS),
    });
    expect(await within(itemOf('所属团队')).findByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await open('所属团队');
    expect(screen.getByText('选项未能加载')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(itemOf('所属团队')).getByText('重试').closest('button') as HTMLElement);
    await waitFor(() => expect(within(itemOf('所属团队')).queryByRole('alert')).toBeNull());
    await open('所属团队');
    expect(await screen.findByTitle('城东车险一组')).toBeInTheDocument();
  });

  it('says 加载中… while the options load', async () => {
    await renderSelects({ getSalesmanList: () => new Promise(() => undefined), queryTeamList: TEAMS });
    expect(await within(itemOf('归属业务员')).findByText('加载中…')).toBeInTheDocument();
  });

  it('finds rows in an array, at listPath, or in list', () => {
    expect(optionRows([1], undefined)).toEqual([1]);
    expect(optionRows({ list: [2] }, undefined)).toEqual([2]);
    expect(optionRows({ a: { b: [3] } }, 'a.b')).toEqual([3]);
    expect(optionRows(null, undefined)).toEqual([]);
  });

  it('declares its props as a field widget', () => {
    expect(propsSchema).toMatchObject({ title: 'ApiSelect', 'x-kind': 'field', required: ['api'] });
    const validate = new Ajv({ strict: false }).compile(propsSchema);
    expect(validate({ api: 'getSalesmanList', labelKey: 'userName', valueKey: 'userCode' })).toBe(true);
    expect(validate({ labelKey: 'x' })).toBe(false);
  });
});
