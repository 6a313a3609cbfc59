// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskPhoneForCompare } from '@/lib';
import { decodeToken } from '@/session/userInfo';
import { NO_MANAGER_RECORD_MESSAGE } from '@sandbox/handlers/auth';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { sandboxPersonas, SANDBOX_COM_IDS } from './personas';
import { REFRESH_WINDOW_SECONDS, TOKEN_TTL_SECONDS, verifyToken } from './token';

describe('personas', () => {
  it('log in through fakeLogin in both companies and their tokens decode in the app', async () => {
    const sb = createTestSandbox();
    for (const persona of sandboxPersonas) {
      for (const comId of SANDBOX_COM_IDS) {
        const r = await sb.call('fakeLogin', { persona: persona.key, comId }, { token: undefined });
        const data = dataOf(r.json) as { token: string; user: { userCode: string } };
        expect(data.token.split('.')).toHaveLength(3);
        const info = decodeToken(data.token);
        const person = persona.people[comId];
        expect(info).toMatchObject({ userCode: person.userCode, comId, comCode: person.comCode, systemRole: persona.systemRole, mobile: person.mobile, userId: person.userId, userName: person.userName });
        expect(info && 'exp' in info).toBe(false);
        expect(data.user.userCode).toBe(person.userCode);
      }
    }
  });

  it('login.do exchanges a code for a token of the persona the code names', async () => {
    const sb = createTestSandbox();
    const r = await sb.call('login', { code: 'claims-advisor', comId: '11000000' }, { token: undefined });
    const token = dataOf(r.json) as string;
    expect(decodeToken(token)).toMatchObject({ userCode: '11015211', comId: '11000000' });
  });

  it('manager has a card and matching phones', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager');
    const record = dataOf((await sb.call('queryUserCodeInManagerInfo', { userCode: '51018866' }, { token })).json) as Record<string, unknown>;
    expect(record).toMatchObject({ recordType: '1', type: 'manager', userCode: '51018866' });
    const info = dataOf((await sb.call('getUserInfo', { userId: 'WangHaiTao', comId: '51000000' }, { token })).json) as { mobile: string };
    expect(info.mobile).toBe('138****1234');
    expect(info.mobile).toBe(maskPhoneForCompare(decodeToken(token)?.mobile));
  });

  it('newcomer has no record: the old-layer failure message that forces registration, until registered', async () => {
    const sb = createTestSandbox();
    const token = sb.login('newcomer');
    const before = await sb.call('queryUserCodeInManagerInfo', { userCode: '51019901' }, { token });
    expect(before.json).toEqual({ msg: 'fail', errorMsg: NO_MANAGER_RECORD_MESSAGE });
    const reg = await sb.call('custManagerInfoRegister', { userName: '李思雨', mobile: '15928830417', expertise: '1,6' }, { token });
    expect(reg.json).toMatchObject({ status: 200 });
    const after = await sb.call('queryUserCodeInManagerInfo', { userCode: '51019901' }, { token });
    expect(after.json).toMatchObject({ msg: 'success', data: { userCode: '51019901', expertise: ['1', '6'] } });
  });

  it('phone-mismatch persona: the marketing phone differs until fixed by SMS binding', async () => {
    const sb = createTestSandbox();
    const token = sb.login('phone-mismatch');
    const own = maskPhoneForCompare(decodeToken(token)?.mobile);
    const first = dataOf((await sb.call('getUserInfo', { userId: 'ZhangXiaoDong', comId: '51000000' }, { token })).json) as { mobile: string };
    expect(first.mobile).not.toBe(own);
    await sb.call('updateUserQWBySMSValid', { mobile: '13981752036', smsCode: '123456' }, { token });
    const second = dataOf((await sb.call('getUserInfo', { userId: 'ZhangXiaoDong', comId: '51000000' }, { token })).json) as { mobile: string };
    expect(second.mobile).toBe(own);
  });

  it('claims advisor has a claims-advisor record; reviewer reviews; external is an externalUser', async () => {
    const sb = createTestSandbox();
    const advisor = dataOf((await sb.call('queryUserCodeInManagerInfo', { userCode: '11015211' }, { token: sb.login('claims-advisor', '11000000') })).json);
    expect(advisor).toMatchObject({ recordType: '2', type: 'claimsAdvisor' });

    const pending = sb.store.state.groupApplies.find((a) => a.status === '0' && a.comCode.startsWith('51'));
    const denied = await sb.call('reviewApplyCreateGroup', { applyId: pending?.applyId, status: '1' }, { token: sb.login('manager') });
    expect(denied.json).toMatchObject({ status: 500, statusText: '您不是建群审核人，无权审核' });
    const ok = await sb.call('reviewApplyCreateGroup', { applyId: pending?.applyId, status: '1' }, { token: sb.login('reviewer') });
    expect(dataOf(ok.json)).toMatchObject({ status: '3', statusName: '已建群' });

    expect(decodeToken(sb.login('external'))).toMatchObject({ systemRole: 'externalUser', userId: 'wmSandboxCust001' });
  });
});

describe('session', () => {
  it('answers status 16 without a token, with a bad token, and after logout; public calls need none', async () => {
    const sb = createTestSandbox();
    expect((await sb.call('weixinCustMainQuery', {}, { token: undefined })).json).toMatchObject({ status: 16 });
    expect((await sb.call('weixinCustMainQuery', {}, { token: 'a.b.c' })).json).toMatchObject({ status: 16 });
    expect((await sb.call('queryAppConfig', { comId: '51000000', appType: '2' }, { token: undefined })).json).toMatchObject({ status: 0, data: { wecomComId: '51000000' } });
    expect((await sb.call('querySwitchConfig', { type: 'wx_temporarily_do' }, { token: undefined })).json).toMatchObject({ status: 0, data: '0' });
    expect((await sb.call('getWecomSystemConfig', { comCode: '51010400', configCode: 'smart_business_card', defaultValue: '0' }, { token: undefined })).json).toMatchObject({ data: { configValue: '0' } });
    const token = sb.login('manager');
    expect((await sb.call('weixinCustMainQuery', {}, { token })).json).toMatchObject({ status: 0 });
    await sb.call('logout', {}, { token });
    expect((await sb.call('weixinCustMainQuery', {}, { token })).json).toMatchObject({ status: 16 });
  });

  it('takes the token from the wx_token cookie too, but assistant calls only from Authorization', async () => {
    const sb = createTestSandbox();
    const token = sb.login();
    const cookie = await sb.call('queryMpNews', {}, { token: undefined, headers: { cookie: `wx_token=${token}` } });
    expect(cookie.json).toMatchObject({ status: 0 });
    const assistantWithCookie = await sb.call('getFrequentlyQuestions', {}, { token: undefined, headers: { cookie: `wx_token=${token}` } });
    expect(assistantWithCookie.json).toMatchObject({ status: 16 });
    const assistantWithBearer = await sb.call('getFrequentlyQuestions', {}, { token });
    expect(assistantWithBearer.json).toMatchObject({ status: 0 });
  });

  it('expires tokens and refreshes a token near expiry through jwt-refresh', async () => {
    let clock = Date.UTC(2026, 10, 20, 2, 0, 0);
    const sb = createTestSandbox({ now: () => clock });
    const token = sb.login();
    const fresh = await sb.call('queryMpNews', {}, { token });
    expect(fresh.headers.get('jwt-refresh')).toBeNull();

    clock += (TOKEN_TTL_SECONDS - REFRESH_WINDOW_SECONDS + 60) * 1000;
    const near = await sb.call('queryMpNews', {}, { token });
    expect(near.json).toMatchObject({ status: 0 });
    const refreshed = near.headers.get('jwt-refresh');
    expect(refreshed).toBeTruthy();
    expect(verifyToken(refreshed, clock).ok).toBe(true);
    expect(decodeToken(refreshed)).toMatchObject({ userCode: '51018866' });

    clock += REFRESH_WINDOW_SECONDS * 1000;
    expect((await sb.call('queryMpNews', {}, { token })).json).toMatchObject({ status: 16 });
    expect((await sb.call('queryMpNews', {}, { token: refreshed ?? '' })).json).toMatchObject({ status: 0 });
  });
});
