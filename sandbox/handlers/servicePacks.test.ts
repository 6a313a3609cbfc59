// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beijingManager } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Page<T> {
  list: T[];
  total: number;
}
interface Pack {
  packId: string;
  packName: string;
  kind: string;
  status: string;
  groupingCode: string;
  groupingName: string;
  validFrom: string;
  validTo: string;
  modelSummary: string;
}
interface Code {
  groupingCode: string;
  kind: string;
  status: string;
  packCount: number;
}


describe('service packs (assumed calls)', () => {
  it('lists the province’s packs by kind and state, each with its grouping code’s name and validity', async () => {
    const { sb, token } = beijingManager();
    const all = dataOf((await sb.call('queryServicePackList', { pageSize: 100 }, { token })).json) as Page<Pack>;
    expect(all.total).toBe(sb.store.state.servicePacks.filter((p) => p.comCode === '11000000').length);
    expect(all.list.every((p) => p.groupingName !== '' && p.validFrom <= p.validTo)).toBe(true);
    const car = dataOf((await sb.call('queryServicePackList', { packType: '1', status: '1', pageSize: 100 }, { token })).json) as Page<Pack>;
    expect(car.list.length).toBeGreaterThan(0);
    expect(car.list.every((p) => p.kind === 'car' && p.status === '1')).toBe(true);
    // SP301 is Sichuan's first pack: not found from Beijing.
    expect(sb.store.state.servicePacks.find((p) => p.packId === 'SP301')?.comCode).toBe('51000000');
    const other = await sb.call('queryServicePackDetail', { packId: 'SP301' }, { token });
    expect(JSON.stringify(other.json)).toContain('服务包不存在或不属于本机构');
  });

  it('saves a vehicle pack with its models and refuses a non-vehicle grouping code', async () => {
    const { sb, token } = beijingManager();
    const base = { packType: '1', packName: '测试车主服务包', validFrom: '2030-01-01', validTo: '2030-12-31', items: [{ itemCode: 'S01', times: 2 }, { itemCode: 'H01', times: 3 }] };
    const wrong = await sb.call('saveServicePack', { ...base, groupingCode: 'FC11005' }, { token });
    expect(JSON.stringify(wrong.json)).toContain('不适用于车险服务包');
    const saved = dataOf((await sb.call('saveServicePack', { ...base, groupingCode: 'FZ11002', modelCodes: 'LGXC74C4,LRWYGCEK' }, { token })).json) as Pack & { items: Array<{ itemCode: string }> };
    expect(saved.items.map((i) => i.itemCode)).toEqual(['S01']);
    expect(saved.modelSummary).toBe('比亚迪 秦PLUS DM-i 55KM 领先型、特斯拉 Model Y 后轮驱动版');
    const listed = dataOf((await sb.call('queryServicePackList', { keyword: '测试车主' }, { token })).json) as Page<Pack>;
    expect(listed.list.map((p) => p.packId)).toEqual([saved.packId]);
    const again = await sb.call('saveServicePack', { ...base, groupingCode: 'FZ11002' }, { token });
    expect(JSON.stringify(again.json)).toContain('已有名为');
  });

  it('stops a pack, and the pack picker then leaves it out', async () => {
    const { sb, token } = beijingManager();
    const pack = sb.store.state.servicePacks.find((p) => p.comCode === '11000000' && p.status === '1');
    expect(pack).toBeDefined();
    await sb.call('updateServicePackStatus', { packId: pack?.packId ?? '', status: '0' }, { token });
    const picker = dataOf((await sb.call('queryPrpDictList', { codeType: 'servicePack', pageSize: 100 }, { token })).json) as Page<{ code: string }>;
    expect(picker.list.some((r) => r.code === pack?.packId)).toBe(false);
  });

  it('lists grouping codes by kind with how many packs use them; the picker offers active ones only', async () => {
    const { sb, token } = beijingManager();
    const nocar = dataOf((await sb.call('queryGroupingCodeList', { kind: 'nocar', pageSize: 50 }, { token })).json) as Page<Code>;
    expect(nocar.list.length).toBeGreaterThan(2);
    expect(nocar.list.every((c) => c.kind === 'nocar' && c.groupingCode.startsWith('FC11'))).toBe(true);
    expect(nocar.list.some((c) => c.packCount > 0)).toBe(true);
    const picker = dataOf((await sb.call('queryPrpDictList', { codeType: 'groupingCode', kind: 'nocar', pageSize: 50 }, { token })).json) as Page<{ code: string }>;
    expect(picker.total).toBe(nocar.list.filter((c) => c.status === '1').length);
  });

  it('finds vehicle models by brand', async () => {
    const { sb, token } = beijingManager();
    const models = dataOf((await sb.call('queryVehicleModelList', { keyword: '比亚迪' }, { token })).json) as Page<{ brandName: string }>;
    expect(models.total).toBe(2);
    expect(models.list.every((m) => m.brandName === '比亚迪')).toBe(true);
  });
});
