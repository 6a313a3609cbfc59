/** Claims with their schedules (报案 → 查勘 → 定损 → 核损 → 理算 → 核赔 → 支付结案). */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDateTime, idYear, parseCst } from '@sandbox/util/dates';
import { makeMobile } from './identity';
import { FEMALE_GIVEN, MALE_GIVEN, SURNAMES } from './refPeople';
import { branchOf } from './refPlaces';
import type { Claim, ClaimStep, Customer, Policy } from './types';

const NODES = [
  ['report', '报案受理'],
  ['survey', '现场查勘'],
  ['loss', '车辆定损'],
  ['verify', '核损'],
  ['adjust', '理算'],
  ['approve', '核赔'],
  ['pay', '支付结案'],
] as const;

const ACCIDENTS = [
  ['倒车时与停车场立柱发生刮擦，后保险杠受损', 2800],
  ['等红灯时被后车追尾，后备箱盖及尾灯受损', 6500],
  ['变道时与相邻车道车辆剐蹭，双方车辆左侧车门受损', 4200],
  ['暴雨天气车辆在地下车库被水淹，发动机进水', 38000],
  ['小区内停放时被高空坠物砸中，前挡风玻璃破裂', 3600],
  ['雨天路滑追尾前车，前保险杠、大灯及水箱受损', 9800],
  ['行驶中被飞石击中，前挡风玻璃出现裂纹', 1900],
  ['路口转弯时与电动自行车发生碰撞，对方人员轻微擦伤', 12000],
] as const;

const SURVEYORS = ['查勘员', '定损员', '核损岗', '理算岗', '核赔岗', '财务岗'];

function person(rng: Rng): string {
  return rng.pick(SURNAMES) + rng.pick(rng.chance(0.5) ? MALE_GIVEN : FEMALE_GIVEN);
}

export function seedClaims(rng: Rng, customers: readonly Customer[], policies: readonly Policy[]): Claim[] {
  const claims: Claim[] = [];
  let serial = 300;
  const commercial = policies.filter((p) => p.riskCode === 'DAA' || p.riskCode === 'DDA');
  for (const policy of commercial) {
    if (!rng.chance(0.28)) continue;
    const customer = customers.find((c) => c.custId === policy.custId);
    if (!customer) continue;
    const start = parseCst(policy.startDate);
    const end = Math.min(parseCst(policy.endDate), seedNow() - DAY_MS);
    if (end <= start) continue;
    const accidentMs = start + rng.int(0, Math.floor((end - start) / DAY_MS)) * DAY_MS + rng.int(7, 21) * 3600000;
    const [desc, baseAmount] = rng.pick(ACCIDENTS);
    const branch = branchOf(customer.comCode);
    const reportMs = accidentMs + rng.int(10, 120) * 60000;
    // How far the claim got depends on its age: older claims are closed.
    const ageDays = (seedNow() - reportMs) / DAY_MS;
    const reached = ageDays > 30 ? NODES.length : Math.max(1, Math.min(NODES.length - 1, Math.floor(ageDays / 4) + 1));
    const handlerName = person(rng);
    const steps: ClaimStep[] = [];
    let t = reportMs;
    NODES.forEach(([node, nodeName], i) => {
      const done = i < reached;
      steps.push({
        node,
        nodeName,
        time: done ? fmtDateTime(t) : '',
        operator: i === 0 ? '95518客服' : done ? `${SURVEYORS[i - 1]}${person(rng)}` : '',
        remark: done
          ? [
              '客户电话报案，已受理',
              `查勘员已到达现场，拍照取证完成`,
              `定损金额${baseAmount}元`,
              '核损通过',
              '理算完成',
              '核赔通过',
              '赔款已支付至客户账户',
            ][i]
          : '',
        done,
      });
      t += rng.int(2, 48) * 3600000;
    });
    serial += rng.int(1, 30);
    const closed = reached === NODES.length;
    claims.push({
      registNo: `R${policy.riskCode}${idYear(parseCst(policy.startDate))}${customer.comCode.slice(0, 6)}${String(serial).padStart(6, '0')}`,
      policyNo: policy.policyNo,
      custId: customer.custId,
      licenseNo: policy.licenseNo,
      riskCode: policy.riskCode,
      reportTime: fmtDateTime(reportMs),
      accidentTime: fmtDateTime(accidentMs),
      accidentPlace: `${branch?.city ?? ''}市${branch ? rng.pick(branch.streets) : ''}附近`,
      accidentDesc: desc,
      estimateAmount: baseAmount,
      paidAmount: closed ? Math.round(baseAmount * (0.85 + rng.next() * 0.15)) : 0,
      status: NODES[reached - 1][0],
      statusName: closed ? '已结案' : `${NODES[reached - 1][1]}中`,
      handlerName,
      handlerMobile: makeMobile(rng),
      steps,
    });
  }
  return claims;
}
