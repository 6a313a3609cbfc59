import { beforeEach, describe, expect, it } from 'vitest';
import { lookupEncrypted, readCache, rememberId, request } from '@/request';
import { LOCAL_KEYS, setSystemComId } from '@/session';
import { freshServerEachTest } from './helpers/state';
import { json } from './helpers/server';

const server = freshServerEachTest();

function sentJson(path: string): Record<string, unknown> {
  const seen = server.seen.find((request) => request.path === path);
  if (!seen) throw new Error(`nothing sent to ${path}`);
  return JSON.parse(seen.body) as Record<string, unknown>;
}

const BINDING = '/wecom/api/weixinCustMainBinding.do';
const ENCRYPT = '/wecom/api/toEncryptCustId.do';

describe('encrypted-id completion', () => {
  beforeEach(() => {
    server.on(BINDING, json({ status: 0, data: true }));
  });

  it('a missing encryptCustId is taken from the lookup cache', async () => {
    await rememberId('encryptCustId', 'C001', 'ENC-C001');
    await rememberId('encryptCustIdAndUserCode', 'C001', 'ENCU-C001');
    await request('weixinCustMainBinding', { custId: 'C001' });
    expect(sentJson(BINDING)).toEqual({ custId: 'C001', encryptCustId: 'ENC-C001', encryptCustIdAndUserCode: 'ENCU-C001' });
    expect(server.seen.some((seen) => seen.path === ENCRYPT)).toBe(false);
  });

  it('a missing encryptCustId is asked of toEncryptCustId and cached', async () => {
    server.on(ENCRYPT, (req, res) => {
      const flag = req.query.get('isEncryptCustIdAndUserCode');
      const value = flag === 'true' ? `ENCU-${req.query.get('custId')}` : `ENC-${req.query.get('custId')}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 0, data: value }));
    });
    await request('weixinCustMainBinding', { custId: 'C002' });
    expect(sentJson(BINDING)).toEqual({ custId: 'C002', encryptCustId: 'ENC-C002', encryptCustIdAndUserCode: 'ENCU-C002' });
    const asked = server.seen.filter((seen) => seen.path === ENCRYPT).map((seen) => Object.fromEntries(seen.query));
    expect(asked).toEqual([{ custId: 'C002' }, { custId: 'C002', isEncryptCustIdAndUserCode: 'true' }]);
    expect(await lookupEncrypted('encryptCustId', 'C002')).toBe('ENC-C002');
    expect(await readCache(LOCAL_KEYS.custIdAndUserCodeCache)).toEqual({ C002: 'ENCU-C002' });
  });

  it('an encrypted id the caller gave is kept', async () => {
    await request('weixinCustMainBinding', { custId: 'C003', encryptCustId: 'MINE', encryptCustIdAndUserCode: 'MINE2' });
    expect(sentJson(BINDING)).toMatchObject({ encryptCustId: 'MINE', encryptCustIdAndUserCode: 'MINE2' });
    expect(server.seen).toHaveLength(1);
  });
});

describe('customer queries fill custId and idNumber from the caches', () => {
  it('custId and idNumber are filled through the encrypted ids sent', async () => {
    await rememberId('encryptCustId', 'C010', 'ENC-C010');
    await rememberId('encryptCertificateNo', '510104199001011234', 'ENC-ID');
    server.on('/wecom/api/weixinBaseInfoSearch.do', json({ status: 0, data: 1 }));
    await request('weixinBaseInfoSearch', { encryptCustId: 'ENC-C010', encryptCertificateNo: 'ENC-ID' });
    expect(Object.fromEntries(server.seen[0].query)).toEqual({
      encryptCustId: 'ENC-C010',
      encryptCertificateNo: 'ENC-ID',
      custId: 'C010',
      idNumber: '510104199001011234',
    });
  });
});

describe('duplicate calls', () => {
  it('identical customer-car calls in flight share one result', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.on('/mc/customerCar', async (_req, res) => {
      await released;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: 200, data: [{ licenseNo: '川A12345' }] }));
    });
    const params = { custId: 'C1', encryptCustId: 'E1' };
    const first = request('customerCar', params);
    const second = request('customerCar', { encryptCustId: 'E1', custId: 'C1' });
    expect(second).toBe(first);
    release();
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(server.seen.filter((seen) => seen.path === '/mc/customerCar')).toHaveLength(1);
  });

  it('customer-car calls with different params are not shared, nor are calls after the first returned', async () => {
    server.on('/mc/customerCar', json({ status: 200, data: [] }));
    await Promise.all([request('customerCar', { custId: 'C1', encryptCustId: 'E1' }), request('customerCar', { custId: 'C2', encryptCustId: 'E2' })]);
    await request('customerCar', { custId: 'C1', encryptCustId: 'E1' });
    expect(server.seen).toHaveLength(3);
  });
});

describe('province routing', () => {
  it('province 51000000 routes to the new API', async () => {
    setSystemComId('51000000');
    server.on('/wecom/api/customerForCS/customerCar', json({ status: 0, data: ['new'] }));
    await expect(request('customerCar', { custId: 'C1', encryptCustId: 'E1' })).resolves.toEqual(['new']);
    expect(server.seen[0].path).toBe('/wecom/api/customerForCS/customerCar');
  });

  it('other provinces keep the customer-centre API', async () => {
    setSystemComId('44000000');
    server.on('/mc/customerCar', json({ status: 200, data: ['old'] }));
    await expect(request('customerCar', { custId: 'C1', encryptCustId: 'E1' })).resolves.toEqual(['old']);
  });
});

describe('urlEncode', () => {
  it('licenseNo, frameNo and vinNo are URL-encoded before sending', async () => {
    server.on('/wecom/api/weixinCarBaseInfoSearch.do', json({ status: 0, data: null }));
    await request('carInfo', { licenseNo: '川A·12345', frameNo: 'LSV 123', vinNo: 'L/1', other: '川' });
    expect(Object.fromEntries(server.seen[0].query)).toEqual({
      licenseNo: encodeURIComponent('川A·12345'),
      frameNo: encodeURIComponent('LSV 123'),
      vinNo: encodeURIComponent('L/1'),
      other: '川',
    });
  });

  it("the caller's params object is not changed", async () => {
    server.on('/wecom/api/weixinCarBaseInfoSearch.do', json({ status: 0, data: null }));
    const params = { licenseNo: '川A12345' };
    await request('carInfo', params);
    expect(params).toEqual({ licenseNo: '川A12345' });
  });
});
