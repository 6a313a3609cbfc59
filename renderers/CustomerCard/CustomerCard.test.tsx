import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import { createFakeRuntime, dicts } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import page from './CustomerCard.page.json?page';
import propsSchema from './props.schema.json';
import { CUSTOMER_ROWS } from './fixtures';


afterEach(cleanup);
guardConsole();

async function renderCards(): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { weixinBaseInfoSearch: CUSTOMER_ROWS }, dicts });
  await renderPage(page, { runtime });
  await screen.findByText('张伟');
  return runtime;
}

const card = (name: string): HTMLElement => screen.getByText(name).closest('article') as HTMLElement;

describe('CustomerCard', () => {
  it('shows gender and age from the dictionary, masked phone and ID, status and binding', async () => {
    await renderCards();
    const c = within(card('张伟'));
    expect(c.getByText('男 · 35岁')).toBeInTheDocument();
    expect(c.getByText(/1381\*\*\*\*678/)).toBeInTheDocument();
    expect(c.getByText(/1101011989\*\*\*\*1234/)).toBeInTheDocument();
    expect(c.queryByText(/13812345678/)).toBeNull();
    expect(c.getByText('在保')).toBeInTheDocument();
    expect(c.getByText('已绑定')).toBeInTheDocument();
  });

  it('shows three tags and counts the rest', async () => {
    await renderCards();
    const c = within(card('张伟'));
    expect(c.getByText('车险续保')).toBeInTheDocument();
    expect(c.getByText('家庭客户')).toBeInTheDocument();
    expect(c.queryByText('已加微信')).toBeNull();
    expect(c.getByText('+2')).toBeInTheDocument();
  });

  it('leaves out what a customer lacks', async () => {
    await renderCards();
    const c = within(card('王芳'));
    expect(c.getByText('女 · 28岁')).toBeInTheDocument();
    expect(c.getByText('潜在')).toBeInTheDocument();
    expect(c.getByText('未绑定')).toBeInTheDocument();
    expect(c.queryByLabelText('证件')).toBeNull();
    const long = within(card('欧阳娜娜娜娜（北京某某科技有限公司法人代表）'));
    expect(long.getByText('未说明')).toBeInTheDocument();
    expect(long.getByText('脱保')).toBeInTheDocument();
    expect(long.queryByLabelText('手机')).toBeNull();
  });

  it('runs onClick with the row item in scope', async () => {
    const runtime = await renderCards();
    await userEvent.click(screen.getByRole('button', { name: '客户 王芳' }));
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/customerInfo-detail', { custId: 'C1002' }, false]]);
  });

  it('declares its props', () => {
    expect(propsSchema).toMatchObject({ title: 'CustomerCard', 'x-kind': 'node' });
    const validate = new Ajv({ strict: false }).addSchema({ $id: 'action.schema.json', definitions: { actions: { type: 'array' } } }).compile(propsSchema);
    expect(validate({ name: '张伟', tags: ['高价值'], bound: true, maxTags: 2 })).toBe(true);
    expect(validate({ name: '张伟', tags: 3 })).toBe(false);
  });
});
