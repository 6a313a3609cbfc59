/**
 * Where a call's payload is (the catalogue's `result`, default `data`), applied once by the request
 * layer: callers get the record itself whatever style the sandbox answers in (spec/calls.md 4.4),
 * the msgbool style as is, and the whole answer only when they ask for it (`full`, handleResponse).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AxiosResponse } from 'axios';
import { configureRequest, request } from '@/request';
import { getUserInfo, removeToken, setSystemComId, setToken } from '@/session';
import { answerStyleOf } from '@sandbox/answer';
import { catalogue, setupSandbox } from '../../utils/sandboxServer';

const sandbox = setupSandbox();
const COM = '11000000';

const entry = (id: string) => {
  const api = catalogue.find((a) => a.id === id);
  if (!api) throw new Error(`no catalogue entry ${id}`);
  return api;
};

/** The request layer configured with one entry changed (the rest of the catalogue as is). */
const withEntry = (id: string, change: Record<string, unknown>): void =>
  configureRequest({ apis: catalogue.map((a) => (a.id === id ? { ...a, ...change } : a)), baseURL: '', reload: () => undefined });

beforeEach(async () => {
  localStorage.clear();
  setSystemComId(COM);
  setToken(await sandbox.login('manager', COM));
});
afterEach(() => {
  removeToken();
  configureRequest({ apis: catalogue, baseURL: '', reload: () => undefined });
});

function managerRecord(): Record<string, unknown> {
  const record = sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.managerRecord;
  if (!record) throw new Error('the manager persona has no card in the seed');
  return record as unknown as Record<string, unknown>;
}

describe('the payload of a call, whatever its answer style', () => {
  it('new style, current layer {status: 0, data}: the record in data', async () => {
    expect(answerStyleOf(entry('queryUserRole'))).toBe('current');
    const roles = await request<Record<string, unknown>>('queryUserRole');
    expect(roles).toMatchObject({ userCode: getUserInfo()?.userCode, isAdmin: '0' });
    expect(roles).not.toHaveProperty('status');
  });

  it('new style, older layer {status: 200, data}: the record in data', async () => {
    expect(answerStyleOf(entry('getUserInfo'))).toBe('older');
    const info = await request<Record<string, unknown>>('getUserInfo', { userId: getUserInfo()?.userId, comId: COM });
    expect(info).toMatchObject({ userCode: getUserInfo()?.userCode });
    expect(info).not.toHaveProperty('status');
  });

  it("old style {msg: 'success', data}: the record in data, not the envelope", async () => {
    expect(answerStyleOf(entry('queryUserCodeInManagerInfo'))).toBe('old');
    const card = await request<Record<string, unknown>>('queryUserCodeInManagerInfo', { userCode: getUserInfo()?.userCode });
    expect(card).toMatchObject({ userName: managerRecord().userName, mobile: managerRecord().mobile });
    expect(card).not.toHaveProperty('msg');
  });

  it('msgbool style: the body as is', async () => {
    expect(answerStyleOf(entry('checkNewsHaveMiniProLink'))).toBe('msgbool');
    const newsId = sandbox.store.state.articles[0].newsId;
    const check = await request<Record<string, unknown>>('checkNewsHaveMiniProLink', { newsId });
    expect(Object.keys(check).sort()).toEqual(['msgString', 'msgbool']);
  });

  it("a catalogue entry's result path picks the payload inside the answer (old style here)", async () => {
    withEntry('queryUserCodeInManagerInfo', { result: 'data.userName' });
    await expect(request('queryUserCodeInManagerInfo', { userCode: getUserInfo()?.userCode })).resolves.toBe(managerRecord().userName);
  });

  it('the same result path works for a new-style answer', async () => {
    withEntry('queryUserRole', { result: 'data.roles' });
    const roles = await request<Array<{ roleCode: string }>>('queryUserRole');
    expect(roles.map((r) => r.roleCode)).toContain('qyUser');
  });

  it('answer "full" keeps the whole old-style body', async () => {
    withEntry('queryUserCodeInManagerInfo', { answer: 'full' });
    const body = await request<Record<string, unknown>>('queryUserCodeInManagerInfo', { userCode: getUserInfo()?.userCode });
    expect(body).toMatchObject({ msg: 'success', data: { userName: managerRecord().userName } });
  });

  it('handleResponse keeps the whole response', async () => {
    const response = await request<AxiosResponse>('queryUserCodeInManagerInfo', { userCode: getUserInfo()?.userCode }, { handleResponse: true });
    expect(response.data).toMatchObject({ msg: 'success', data: { userName: managerRecord().userName } });
  });
});
