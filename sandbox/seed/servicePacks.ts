/**
 * Customer grouping codes (which customers a service pack applies to) and the value-added services
 * staff have given to customers. The grouping codes match the codes the seeded packs name
 * (FZ… vehicle, FC… non-vehicle, seedServicePacks).
 */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDateTime } from '@sandbox/util/dates';
import { PROVINCES } from './refPlaces';
import type { Customer, GroupingCode, ServiceGrant, Staff, ValueAddedPlan } from './types';

interface CodeSpec {
  no: string;
  kind: GroupingCode['kind'];
  name: string;
  conditions: string[];
  active: boolean;
}

/** The numbers follow seedServicePacks: packs 1–4 are vehicle packs, 5–6 non-vehicle ones. */
const CODES: readonly CodeSpec[] = [
  { no: '001', kind: 'car', name: '高价值车主客户', conditions: ['商业险保费不低于5000元', '车龄不超过5年', '近一年无赔款记录'], active: true },
  { no: '002', kind: 'car', name: '新能源车主客户', conditions: ['承保车辆为新能源车', '商业险在保'], active: true },
  { no: '003', kind: 'car', name: '连续续保车主客户', conditions: ['连续在我司续保满2年', '本年度已续保'], active: true },
  { no: '004', kind: 'car', name: '全部车险在保客户', conditions: ['交强险或商业险在保'], active: true },
  { no: '007', kind: 'car', name: '营运货车客户', conditions: ['使用性质为营运', '车辆种类为货车'], active: false },
  { no: '005', kind: 'nocar', name: '家庭健康险客户', conditions: ['健康险或医疗险在保', '被保险人不少于2人'], active: true },
  { no: '006', kind: 'nocar', name: '家庭财产险客户', conditions: ['家庭财产险在保'], active: true },
  { no: '008', kind: 'nocar', name: '意外险客户', conditions: ['意外险在保', '保额不低于10万元'], active: true },
  { no: '009', kind: 'nocar', name: '企业团体客户', conditions: ['团体保单在保', '参保人数不少于10人'], active: false },
];

export function seedGroupingCodes(rng: Rng, staff: readonly Staff[]): GroupingCode[] {
  const out: GroupingCode[] = [];
  for (const province of PROVINCES) {
    const creators = staff.filter((s) => s.comId === province.comId);
    for (const spec of CODES) {
      out.push({
        groupingCode: `${spec.kind === 'car' ? 'FZ' : 'FC'}${province.comId.slice(0, 2)}${spec.no}`,
        groupingName: spec.name,
        kind: spec.kind,
        comCode: province.comId,
        conditions: spec.conditions,
        custCount: rng.int(120, 6800),
        status: spec.active ? '1' : '0',
        createTime: fmtDateTime(seedNow() - rng.int(200, 700) * DAY_MS),
        creatorName: creators.length ? rng.pick(creators).userName : '系统管理员',
        remark: spec.active ? `${province.shortName}分公司统一配置` : '业务调整，已停用',
      });
    }
  }
  return out;
}

/** Services given by each customer's manager under the schemes of the customer's province. */
export function seedServiceGrants(rng: Rng, customers: readonly Customer[], plans: readonly ValueAddedPlan[]): ServiceGrant[] {
  const out: ServiceGrant[] = [];
  let n = 0;
  for (const customer of customers.slice(0, 160)) {
    const own = plans.filter((p) => p.comCode === customer.comId && p.status === '1');
    if (!own.length || !rng.chance(0.6)) continue;
    const count = rng.int(1, 2);
    for (let i = 0; i < count; i += 1) {
      n += 1;
      const plan = rng.pick(own);
      const item = rng.pick(plan.items);
      const granted = seedNow() - rng.int(1, 120) * DAY_MS - rng.int(0, 600) * 60000;
      const roll = rng.next();
      const status: ServiceGrant['status'] = roll < 0.6 ? '1' : roll < 0.9 ? '2' : '0';
      out.push({
        grantId: `VG${String(n).padStart(6, '0')}`,
        custId: customer.custId,
        custName: customer.custName,
        mobile: customer.mobile,
        comId: customer.comId,
        userCode: customer.managerUserCode,
        planId: plan.planId,
        planName: plan.planName,
        itemCode: item.itemCode,
        itemName: item.itemName,
        times: item.times,
        status,
        grantTime: fmtDateTime(granted),
        remark: '',
        resetReason: status === '0' ? '误发放，已收回' : '',
        resetTime: status === '0' ? fmtDateTime(granted + rng.int(1, 5) * DAY_MS) : '',
      });
    }
  }
  return out.sort((a, b) => b.grantTime.localeCompare(a.grantTime));
}
