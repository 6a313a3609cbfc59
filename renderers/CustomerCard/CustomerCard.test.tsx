import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Ajv from 'ajv';
import { createFakeRuntime, dicts } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { cardOf, expectCardShows } from '@renderers/testing/cards';
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


describe('CustomerCard', () => {
  it('shows gender and age from the dictionary, masked phone and ID, status and binding', async () => {
    await renderCards();
    expectCardShows('张伟', ['男 · 35岁', /1381\*\*\*\*678/, /1101011989\*\*\*\*1234/, '在保', '已绑定'], [/13812345678/]);
  });

  it('shows three tags and counts the rest', async () => {
    await renderCards();
    expectCardShows('张伟', ['车险续保', '家庭客户', '+2'], ['已加微信']);
  });

  it('leaves out what a customer lacks', async () => {
    await renderCards();
    expectCardShows('王芳', ['女 · 28岁', '潜在', '未绑定']);
    expect(within(cardOf('王芳')).queryByLabelText('证件')).toBeNull();
    const long = '欧阳娜娜娜娜（北京某某科技有限公司法人代表）';
    expectCardShows(long, ['未说明', '脱保']);
    expect(within(cardOf(long)).queryByLabelText('手机')).toBeNull();
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
