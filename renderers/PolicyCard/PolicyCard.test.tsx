import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeRuntime, dicts } from '@/widget-kit/testing';
import { renderPage } from '../../tests/utils/renderPage';
import { guardConsole } from '@renderers/testing/consoleGuard';
import { cardOf, expectCardShows } from '@renderers/testing/cards';
import page from './PolicyCard.page.json?page';
import { POLICY_ROWS } from './fixtures';


afterEach(cleanup);
guardConsole();

async function renderCards(): Promise<ReturnType<typeof createFakeRuntime>> {
  const runtime = createFakeRuntime({ answers: { queryPolicyList: POLICY_ROWS, sendElecPolicy: { ok: true } }, dicts });
  await renderPage(page, { runtime, query: { custId: 'C1001' } });
  await screen.findByText('PDAA202411010000012345');
  return runtime;
}


describe('PolicyCard', () => {
  it('shows kind label, insured, period, money-formatted premium, status and a plate badge', async () => {
    await renderCards();
    expectCardShows('PDAA202411010000012345', ['机动车商业保险', '张伟', '2024-11-02 至 2025-11-01', '¥3,280.50', '有效']);
    expect(within(cardOf('PDAA202411010000012345')).getByLabelText('车牌 京A12345')).toHaveClass('w-plate--blue');
    expect(within(cardOf('PDZA202409150000055555')).getByLabelText('车牌 粤BD12345（新能源）')).toHaveClass('w-plate--green');
  });

  it('non-vehicle policy: product name, no plate row, string premium formatted', async () => {
    await renderCards();
    expectCardShows('PEAC202401010000067890', ['家庭财产综合保险（尊享版）含水管爆裂、盗抢及第三者责任', '¥12,000.00', '已终止'], ['车牌号']);
  });

  it('buttons resolve visible/disabled per row and run with the row item, not as a row tap', async () => {
    const runtime = await renderCards();
    const active = within(cardOf('PDAA202411010000012345'));
    const ended = within(cardOf('PEAC202401010000067890'));
    expect(ended.queryByRole('button', { name: '发送电子保单' })).toBeNull();
    expect(ended.getByRole('button', { name: '续保报价' })).toBeDisabled();

    await userEvent.click(active.getByRole('button', { name: '发送电子保单' }));
    expect(runtime.callsOf('request').filter((c) => c[0] === 'sendElecPolicy')).toEqual([['sendElecPolicy', { policyNo: 'PDAA202411010000012345' }, undefined]]);
    expect(runtime.callsOf('toast')).toEqual([['已发送给张伟', 'success']]);
    expect(runtime.callsOf('navigate')).toEqual([]);
  });

  it('tapping the card body runs the row action', async () => {
    const runtime = await renderCards();
    await userEvent.click(screen.getByText('李娜'));
    expect(runtime.callsOf('navigate')).toEqual([['/customer-info/PolicyDetail', { policyNo: 'PDZA202409150000055555' }, false]]);
  });
});
