import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ensureRequestDoSwitch,
  lookupEncrypted,
  readCache,
  readCacheEntry,
  readPhoneModified,
  readRequestDoSwitch,
  rememberId,
  request,
  writeCache,
  writePhoneModified,
} from '@/request';
import { LOCAL_KEYS } from '@/session';
import { freshServerEachTest } from './helpers/state';
import { empty, json } from './helpers/server';
import { slowSigning } from './helpers/slowSigning';

const server = freshServerEachTest();
const T0 = new Date('2024-05-01T08:00:00+08:00').getTime();
const MIN = 60 * 1000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('lookup caches', () => {
  it('the six lookup caches are maps in one signed entry each, under their spec keys', async () => {
    await rememberId('encryptTaskId', 'T1', 'ET1');
    await rememberId('encryptCustId', 'C1', 'EC1');
    await rememberId('encryptCertificateNo', 'ID1', 'EID1');
    await rememberId('encryptPiid', 'P1', 'EP1');
    await rememberId('encryptCustIdAndUserCode', 'C1', 'ECU1');
    await rememberId('encryptCertificateNoAndUserCode', 'ID1', 'EIDU1');
    expect(await readCache('wx_taskidCache')).toEqual({ T1: 'ET1' });
    expect(await readCache('wx_CustIdCache')).toEqual({ C1: 'EC1' });
    expect(await readCache('wx_IDNumberCache')).toEqual({ ID1: 'EID1' });
    expect(await readCache('wx_piidCache')).toEqual({ P1: 'EP1' });
    expect(await readCache('wx_CustIdAndUserCodeCache')).toEqual({ C1: 'ECU1' });
    expect(await readCache('wx_IDNumberAndUserCodeCache')).toEqual({ ID1: 'EIDU1' });
  });

  it('lookup pairs live 30 minutes from the first pair of the map', async () => {
    await rememberId('encryptCustId', 'C1', 'EC1');
    vi.setSystemTime(T0 + 20 * MIN);
    await Promise.all([rememberId('encryptCustId', 'C2', 'EC2'), rememberId('encryptCustId', 'C3', 'EC3')]);
    expect(await readCache(LOCAL_KEYS.custIdCache)).toEqual({ C1: 'EC1', C2: 'EC2', C3: 'EC3' });
    vi.setSystemTime(T0 + 30 * MIN);
    expect(await lookupEncrypted('encryptCustId', 'C2')).toBeNull();
  });
});

describe('the wx_request_do switch', () => {
  it('ensureRequestDoSwitch fetches the switch when absent and caches it 30 minutes', async () => {
    server.on('/wecom/white/querySwitchConfig.do', json({ status: 0, data: '1' }));
    await expect(ensureRequestDoSwitch()).resolves.toBe('1');
    expect(Object.fromEntries(server.seen[0].query)).toEqual({ type: 'wx_temporarily_do' });
    expect(await readCacheEntry(LOCAL_KEYS.requestDo)).toMatchObject({ data: '1', validTime: T0 + 30 * MIN });
  });

  it('ensureRequestDoSwitch does not ask the server while the entry is valid', async () => {
    await writeCache(LOCAL_KEYS.requestDo, '1');
    await expect(ensureRequestDoSwitch()).resolves.toBe('1');
    expect(server.seen).toHaveLength(0);
  });

  it("a failed switch query caches '0'", async () => {
    server.on('/wecom/white/querySwitchConfig.do', empty(500));
    await expect(ensureRequestDoSwitch()).resolves.toBe('0');
    expect(await readRequestDoSwitch()).toBe('0');
  });

  it('the guard goes on with the switch before its cache entry is signed, and calls read it', async () => {
    const slow = slowSigning(50);
    try {
      server.on('/wecom/white/querySwitchConfig.do', json({ status: 0, data: '1' }));
      await expect(ensureRequestDoSwitch()).resolves.toBe('1');
      expect(slow.pending()).toBeGreaterThan(0);
      expect(await readRequestDoSwitch()).toBe('1');
      await vi.waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.requestDo)).not.toBeNull());
    } finally {
      slow.restore();
    }
  });

  it('concurrent ensureRequestDoSwitch calls ask the server once', async () => {
    server.on('/wecom/white/querySwitchConfig.do', json({ status: 0, data: '0' }));
    await Promise.all([ensureRequestDoSwitch(), ensureRequestDoSwitch()]);
    expect(server.seen).toHaveLength(1);
  });
});

describe('phone-modified cache', () => {
  it('the phone-modified record is a signed entry honoured until its expireTime, at most 24 h', async () => {
    await writePhoneModified('13800138000');
    expect(await readCacheEntry(LOCAL_KEYS.phoneModified)).toMatchObject({
      data: { hadModify: true, expireTime: T0 + 24 * 60 * MIN, mobile: '13800138000' },
    });
    vi.setSystemTime(T0 + 24 * 60 * MIN - 1);
    expect(await readPhoneModified()).toMatchObject({ mobile: '13800138000' });
  });

  it('the phone-modified record is dropped after 24 h', async () => {
    await writePhoneModified('13800138000', 48 * 60 * MIN);
    vi.setSystemTime(T0 + 24 * 60 * MIN);
    expect(await readPhoneModified()).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.phoneModified)).toBeNull();
  });

  it('a phone-modified record more than 24 h ahead is not honoured', async () => {
    await writeCache(LOCAL_KEYS.phoneModified, { hadModify: true, expireTime: T0 + 48 * 60 * MIN, mobile: '1' }, { validMs: null });
    expect(await readPhoneModified()).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.phoneModified)).toBeNull();
  });
});

describe('results cached by cacheAs', () => {
  it('weixinCustMainQuery results are stored under the to-do task cache', async () => {
    const data = { lists: [{ custId: 'C7', encryptCustId: 'EC7', taskId: 'T7', encryptTaskId: 'ET7' }], total: 1 };
    server.on('/wecom/api/weixinCustMainQuery.do', json({ status: 0, data }));
    await request('weixinCustMainQuery', { pageNo: 1 });
    expect(await readCache(LOCAL_KEYS.todoTaskCache)).toEqual(data);
    expect(await lookupEncrypted('encryptCustId', 'C7')).toBe('EC7');
    expect(await lookupEncrypted('encryptTaskId', 'T7')).toBe('ET7');
  });

  it('mpNewsInteraction stores the encrypted taskId and custId from its result', async () => {
    const data = { taskId: 'T9', encryptTaskId: 'ET9', custId: 'C9', encryptCustId: 'EC9' };
    server.on('/wecom/api/mpNewsInteraction.do', json({ status: 0, data }));
    await request('mpNewsInteraction', { newsId: 'N1' });
    expect(await readCache(LOCAL_KEYS.mpNewsInteraction)).toMatchObject({ encryptTaskId: 'ET9', encryptCustId: 'EC9' });
    expect(await lookupEncrypted('encryptTaskId', 'T9')).toBe('ET9');
    expect(await lookupEncrypted('encryptCustId', 'C9')).toBe('EC9');
  });

  it('a call with cacheAs answers without waiting for its entries to be signed; they are readable at once', async () => {
    const slow = slowSigning(50);
    try {
      const data = { taskId: 'T8', encryptTaskId: 'ET8', custId: 'C8', encryptCustId: 'EC8' };
      server.on('/wecom/api/mpNewsInteraction.do', json({ status: 0, data }));
      await request('mpNewsInteraction', { newsId: 'N1' });
      expect(slow.pending()).toBeGreaterThan(0);
      expect(await readCache(LOCAL_KEYS.mpNewsInteraction)).toMatchObject({ encryptTaskId: 'ET8' });
      expect(await lookupEncrypted('encryptCustId', 'C8')).toBe('EC8');
      await vi.waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.custIdCache)).not.toBeNull());
    } finally {
      slow.restore();
    }
  });

  it('a failed call stores nothing under cacheAs', async () => {
    server.on('/wecom/api/weixinCustMainQuery.do', json({ status: 1, statusText: '失败' }));
    await request('weixinCustMainQuery').catch(() => undefined);
    expect(localStorage.getItem(LOCAL_KEYS.todoTaskCache)).toBeNull();
  });
});
