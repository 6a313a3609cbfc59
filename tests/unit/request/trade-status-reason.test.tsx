/**
 * Trade-status reasons (spec 3.3, 8, 9) through the request layer against the sandbox: every
 * caller gets {text, code, type} with the code type mapped to its follow-up status, a failure gives
 * an empty list, and identical calls within 500 ms (a page's data source and an action alike)
 * go out once.
 */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { request } from '@/request';
import { appServices } from '@/app/services';
import { dicts, loadPageDicts } from '@/app/schemaData';
import { createFakeRuntime } from '@/react/testing';
import { getUserInfo, setSystemComId, setToken } from '@/session';
import { setupSandbox } from '../../utils/sandboxServer';
import { startEachTestFresh } from '../../utils/sandboxPage';
import { renderPage } from '../../utils/renderPage';
import page from './fixtures/trade-status-reasons.page.json?page';

const sandbox = setupSandbox();
startEachTestFresh(sandbox);
const COM = '11000000';

async function login(): Promise<Record<string, string>> {
  setSystemComId(COM);
  setToken(await sandbox.login('manager', COM));
  const u = getUserInfo();
  return { comId: u?.comId ?? '', comCode: u?.comCode ?? '' };
}

/** How many times the sandbox answered a call (it looks up the call's fault once per answer). */
function countCalls(id: string): () => number {
  const take = vi.spyOn(sandbox.faults, 'take');
  take.mockClear();
  return () => take.mock.calls.filter(([called]) => called === id).length;
}

describe('tradeStatusReason', () => {
  it('answers {text, code, type} with the follow-up status of each code type', async () => {
    const params = await login();
    const reasons = await request<Array<{ text: string; code: string; type: string }>>('tradeStatusReason', params);
    expect(reasons).toContainEqual({ text: '客户在比价', code: '01', type: 'mu001' });
    expect(reasons).toContainEqual({ text: '已续保', code: '01', type: 'mu002' });
    expect(reasons).toContainEqual({ text: '已在他司投保', code: '01', type: 'mu003' });
    expect(new Set(reasons.map((r) => r.type))).toEqual(new Set(['mu001', 'mu002', 'mu003']));
  });

  it('gives an empty list when the call fails', async () => {
    const params = await login();
    sandbox.faults.set({ id: 'tradeStatusReason', kind: 'http500', once: false });
    expect(await request('tradeStatusReason', params)).toEqual([]);
  });

  it('sends identical calls made within 500 ms once, and every caller gets the answer', async () => {
    const params = await login();
    const calls = countCalls('tradeStatusReason');
    const answers = await Promise.all([request('tradeStatusReason', params), request('tradeStatusReason', params), request('tradeStatusReason', params)]);
    expect(calls()).toBe(1);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect((answers[0] as unknown[]).length).toBeGreaterThan(0);
  });

  it('on a page, the data source and an action asking at once share one call, and reasons show under their status', async () => {
    await login();
    await loadPageDicts(page);
    const calls = countCalls('tradeStatusReason');
    const runtime = createFakeRuntime({ dicts, overrides: { request: appServices.request, user: appServices.user } });
    await renderPage(page, { runtime });
    expect(await screen.findByText('客户在比价（持续跟进）', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('已续保（跟进成功）')).toBeInTheDocument();
    expect(screen.getByText('已在他司投保（跟进失败）')).toBeInTheDocument();
    const shown = screen.getAllByText(/（(持续跟进|跟进成功|跟进失败)）$/).length;
    expect(await screen.findByText(`动作得到 ${shown} 条原因`)).toBeInTheDocument();
    // A page picks the reasons of one status with where(list, 'type', status).
    const success = (await request<Array<{ text: string; type: string }>>('tradeStatusReason', await login())).filter((r) => r.type === 'mu002');
    expect(screen.getByText(`成功原因：${success.map((r) => r.text).join('、')}`)).toBeInTheDocument();
    await waitFor(() => expect(calls()).toBe(2));
  });
});
