import { describe, expect, it } from 'vitest';
import { isOlderLayer, normaliseAnswer, stripDoSuffix } from '@/request';

const current = { path: '/wecom/api/x.do', answer: 'unwrap' } as const;
const older = { path: '/mc/customerBasic', answer: 'unwrap' } as const;

describe('normaliseAnswer (pure)', () => {
  it('new style: 0 succeeds on the current layer and unwraps data', () => {
    expect(normaliseAnswer({ status: 0, statusText: '', data: [1] }, current)).toEqual({ ok: true, style: 'new', value: [1] });
  });

  it('new style: 200 succeeds on the older layer', () => {
    expect(normaliseAnswer({ status: 200, data: 'x' }, older)).toMatchObject({ ok: true, value: 'x' });
  });

  it('new style: full answers give the whole body', () => {
    const body = { status: 0, data: 1, extra: 2 };
    expect(normaliseAnswer(body, { ...current, answer: 'full' })).toMatchObject({ ok: true, value: body });
  });

  it('new style: 16 is session expiry', () => {
    expect(normaliseAnswer({ status: 16, statusText: '超时' }, current)).toEqual({ ok: false, reason: 'expired', status: 16, message: '超时' });
  });

  it('new style: a failure without statusText gives 系统错误', () => {
    expect(normaliseAnswer({ status: 1 }, current)).toMatchObject({ ok: false, reason: 'answer', message: '系统错误' });
  });

  it("old style: msg 'success' gives its data (the whole body when full), otherwise errorMsg", () => {
    expect(normaliseAnswer({ msg: 'success', data: { a: 1 } }, current)).toEqual({ ok: true, style: 'old', value: { a: 1 } });
    expect(normaliseAnswer({ msg: 'success', a: 1 }, { ...current, answer: 'full' })).toEqual({ ok: true, style: 'old', value: { msg: 'success', a: 1 } });
    expect(normaliseAnswer({ msg: 'error', errorMsg: '错' }, current)).toMatchObject({ ok: false, message: '错' });
  });

  it('third style is returned as is', () => {
    expect(normaliseAnswer({ msgbool: true, msgString: 'ok' }, current)).toMatchObject({ ok: true, style: 'third' });
  });

  it("an entry's result path says where the payload is, in the new and the old style alike", () => {
    const nested = { ...current, result: 'data.record' };
    expect(normaliseAnswer({ status: 0, data: { record: { a: 1 }, total: 1 } }, nested)).toMatchObject({ ok: true, value: { a: 1 } });
    expect(normaliseAnswer({ msg: 'success', data: { record: { a: 2 } } }, nested)).toMatchObject({ ok: true, value: { a: 2 } });
    expect(normaliseAnswer({ msgbool: true, msgString: 'ok' }, nested)).toMatchObject({ ok: true, value: { msgbool: true, msgString: 'ok' } });
  });

  it.each([[null], ['text'], [[1, 2]], [{ code: 0 }], [{ status: 'success' }]])('%j gives 系统错误', (body) => {
    expect(normaliseAnswer(body, current)).toEqual({ ok: false, reason: 'shape', message: '系统错误' });
  });

  it('older-layer paths are /mc, /qt/creategroupapply, /wecomClub and /tm/interactplatform', () => {
    expect(['/mc/query.do', '/qt/creategroupapply/x', '/wecomClub/y', '/tm/interactplatform/wechat/z'].every(isOlderLayer)).toBe(true);
    expect(['/wecom/api/mcx', '/wecom/api/x.do', '/qt/other', '/wf/tm/record/x'].some(isOlderLayer)).toBe(false);
  });
});

describe('stripDoSuffix (pure)', () => {
  it('keeps a query string after .do', () => {
    expect(stripDoSuffix('/wecom/api/a.do?x=1', true)).toBe('/wecom/api/a?x=1');
  });

  it('only strips a trailing .do', () => {
    expect(stripDoSuffix('/wecom/api/a.doc', true)).toBe('/wecom/api/a.doc');
    expect(stripDoSuffix('/wecom/api/a.do', false)).toBe('/wecom/api/a.do');
  });
});
