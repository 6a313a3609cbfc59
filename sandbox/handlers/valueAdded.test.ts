// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { beijingManager } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

interface Page<T> {
  list: T[];
  total: number;
}
interface Grant {
  grantId: string;
  custId: string;
  status: string;
  mobile: string;
}
const MANAGER = '11016688';


const today = (): string => new Date(Date.now() + 8 * 3600000).toISOString().slice(0, 10);

describe('value-added services (assumed calls)', () => {
  it('saves a scheme with its salespeople and first batch; the batch list then shows it', async () => {
    const { sb, token } = beijingManager();
    const colleague = sb.store.state.staff.find((s) => s.comId === '11000000' && s.userCode !== MANAGER);
    const saved = dataOf((await sb.call('saveValueAddedPlan', { planName: '年末回馈方案', startDate: today(), endDate: '2099-12-31', itemCodes: 'S01,S03', totalQuota: 50, salesUserCodes: `${MANAGER},${colleague?.userCode ?? ''}` }, { token })).json) as {
      planId: string;
      itemSummary: string;
      salesCount: number;
      status: string;
    };
    expect(saved).toMatchObject({ itemSummary: '道路救援×3、精致洗车×6', salesCount: 2, status: '1' });
    const batches = dataOf((await sb.call('queryValueAddedBatchList', { planId: saved.planId }, { token })).json) as Page<{ batchName: string; statusName: string }>;
    expect(batches.list).toEqual([expect.objectContaining({ batchName: '年末回馈方案-第1批', statusName: '待发放' })]);
    const other = await sb.call('saveValueAddedPlan', { planName: '越权方案', startDate: today(), endDate: '2099-12-31', itemCodes: 'S01', totalQuota: 5, salesUserCodes: '51016688' }, { token });
    expect(JSON.stringify(other.json)).toContain('所选销售人员不属于本机构');
  });

  it('gives a batch the rows it counts, the first sentCount of them sent', async () => {
    const { sb, token } = beijingManager();
    const planIds = sb.store.state.valueAddedPlans.filter((p) => p.comCode === '11000000').map((p) => p.planId);
    const batch = sb.store.state.valueAddedBatches.find((b) => planIds.includes(b.planId) && b.status === '1');
    if (!batch) throw new Error('no batch being sent in Beijing');
    const detail = dataOf((await sb.call('queryValueAddedBatchDetail', { batchNo: batch.batchNo, status: '1', pageSize: 200 }, { token })).json) as Page<{ statusName: string; mobile: string }> & { batch: { batchNo: string } };
    expect(detail.batch.batchNo).toBe(batch.batchNo);
    expect(detail.total).toBe(batch.sentCount);
    expect(detail.list.every((r) => r.statusName === '已发放' && /\*{4}/.test(r.mobile))).toBe(true);
  });

  it('allocates a service to an own customer once, and a reset gives the quota back', async () => {
    const { sb, token } = beijingManager();
    const plan = sb.store.state.valueAddedPlans.find((p) => p.comCode === '11000000' && p.startDate <= today() && today() <= p.endDate);
    const customer = sb.store.state.customers.find((c) => c.managerUserCode === MANAGER && !(sb.store.state.serviceGrants ?? []).some((g) => g.custId === c.custId));
    if (!plan || !customer) throw new Error('no plan in force or customer without grants');
    const used = plan.usedQuota;
    const params = { custId: customer.custId, planId: plan.planId, itemCode: plan.items[0].itemCode };
    const grant = dataOf((await sb.call('allocateValueAddedService', params, { token })).json) as Grant;
    expect(grant).toMatchObject({ custId: customer.custId, status: '1' });
    expect(plan.usedQuota).toBe(used + 1);
    const twice = await sb.call('allocateValueAddedService', params, { token });
    expect(JSON.stringify(twice.json)).toContain('请勿重复分配');
    const mine = dataOf((await sb.call('queryServiceGrantList', { custId: customer.custId }, { token })).json) as Page<Grant> & { summary: { unused: number } };
    expect(mine.list.map((g) => g.grantId)).toEqual([grant.grantId]);
    expect(mine.summary.unused).toBe(1);
    dataOf((await sb.call('resetServiceGrant', { grantId: grant.grantId, reason: '客户信息录错' }, { token })).json);
    expect(plan.usedQuota).toBe(used);
    const again = await sb.call('resetServiceGrant', { grantId: grant.grantId, reason: '再次重置' }, { token });
    expect(JSON.stringify(again.json)).toContain('已重置，不能重置');
  });

  it('does not allocate to another manager’s customer', async () => {
    const { sb, token } = beijingManager();
    const plan = sb.store.state.valueAddedPlans.find((p) => p.comCode === '11000000');
    const stranger = sb.store.state.customers.find((c) => c.comId === '11000000' && c.managerUserCode !== MANAGER);
    const r = await sb.call('allocateValueAddedService', { custId: stranger?.custId ?? '', planId: plan?.planId ?? '', itemCode: plan?.items[0].itemCode ?? '' }, { token });
    expect(JSON.stringify(r.json)).toContain('只能为自己名下的客户分配增值服务');
  });
});
