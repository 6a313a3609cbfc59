// @vitest-environment node
/** The portrait answer (weixinCustPortraitDetail): its tags, and the same tags grouped by category. */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Portrait {
  tags: Array<{ category: string; name: string }>;
  tagGroups: Array<{ category: string; tags: string[] }>;
}

describe('customer portrait', () => {
  it('groups every tag under its category, categories in first-seen order', async () => {
    const sb = createTestSandbox();
    const token = sb.login('manager', '11000000');
    const p = dataOf((await sb.call('weixinCustPortraitDetail', { custId: '1143827748278972' }, { token })).json) as Portrait;
    expect(p.tagGroups.map((g) => g.category)).toEqual(['基本属性', '车辆信息', '保险偏好', '理赔记录', '客户标签']);
    expect(p.tagGroups.flatMap((g) => g.tags)).toEqual(p.tags.map((t) => t.name));
    expect(p.tagGroups.find((g) => g.category === '理赔记录')?.tags).toEqual(['近年出险2次']);
  });
});
