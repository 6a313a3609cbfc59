// @vitest-environment node
/** Workplace location management (workplacePositionQuery / workplacePositionSave). */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Places {
  list: Array<Record<string, unknown>>;
  total: number;
}

describe('workplace location management', () => {
  it('lists the province workplaces with their bound-staff count, or one by id', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const all = dataOf((await sb.call('workplacePositionQuery', {}, { token })).json) as Places;
    expect(all.list.map((w) => w.workplaceId)).toEqual(['WP1101', 'WP1102', 'WP1103', 'WP1104']);
    const bound = sb.store.state.workplaceBinds.filter((b) => b.workplaceId === 'WP1101').length;
    expect(all.list[0]).toMatchObject({ workplaceName: '北京朝阳职场', radius: 300, bindCount: bound });
    const one = dataOf((await sb.call('workplacePositionQuery', { workplaceId: 'WP1103' }, { token })).json) as Places;
    expect(one.list).toHaveLength(1);
    expect(one.list[0].workplaceName).toBe('北京海淀职场');
    const other = await sb.call('workplacePositionQuery', { workplaceId: 'WP5101' }, { token });
    expect(JSON.stringify(other.json)).toContain('职场不存在或不属于本省');
  });

  it('lets an administrator add and edit a workplace, and nobody else', async () => {
    const sb = createTestSandbox();
    const admin = sb.login('reviewer', '11000000');
    const added = dataOf((await sb.call('workplacePositionSave', { workplaceName: '北京东城职场', address: '北京市东城区东长安街1号', lat: 39.9096, lng: 116.4109, radius: 280 }, { token: admin })).json) as Record<string, unknown>;
    expect(added).toMatchObject({ workplaceName: '北京东城职场', radius: 280 });
    expect(sb.store.state.workplaces.find((w) => w.workplaceId === added.workplaceId)).toBeDefined();
    await sb.call('workplacePositionSave', { workplaceId: 'WP1104', workplaceName: '北京西城职场', address: '北京市西城区金融大街15号', lat: 39.9153, lng: 116.3577, radius: 400 }, { token: admin });
    expect(sb.store.state.workplaces.find((w) => w.workplaceId === 'WP1104')?.radius).toBe(400);

    const tooFar = await sb.call('workplacePositionSave', { workplaceName: '北京通州职场', address: '北京市通州区', lat: 39.9, lng: 116.6, radius: 5000 }, { token: admin });
    expect(JSON.stringify(tooFar.json)).toContain('签到范围须在 50 至 1000 米之间');
    const duplicate = await sb.call('workplacePositionSave', { workplaceName: '北京朝阳职场', address: '北京市朝阳区', lat: 39.9, lng: 116.4, radius: 300 }, { token: admin });
    expect(JSON.stringify(duplicate.json)).toContain('已存在名为北京朝阳职场的职场');

    const manager = sb.login('manager', '11000000');
    const denied = await sb.call('workplacePositionSave', { workplaceId: 'WP1101', workplaceName: '北京朝阳职场', address: 'x', lat: 39.9, lng: 116.4, radius: 100 }, { token: manager });
    expect(JSON.stringify(denied.json)).toContain('您没有职场位置维护权限');
    expect(sb.store.state.workplaces.find((w) => w.workplaceId === 'WP1101')?.radius).toBe(300);
  });
});
