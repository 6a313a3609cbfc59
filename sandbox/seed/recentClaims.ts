/**
 * A claim reported yesterday, still open, with its claim-care message not yet sent: what a
 * first-accident push (/insurance-contact-customer, /claim-group-building) is about. It is the
 * claims advisor persona's (刘雅琴, 11015211: claim care and claim groups are a claims advisor's
 * work), on her customer with an in-force commercial vehicle policy. The seeded claims of the
 * Beijing manager persona are all older and closed, and the manager's care-message lists stay as
 * they were. No random draws: the other seeders' output is unchanged.
 */
import { DAY_MS, fmtDateTime, idYear, seedNow } from '@sandbox/util/dates';
import type { CareMsg, Claim, Customer, Policy, Staff } from './types';

const STEPS = [
  ['report', '报案受理', '95518客服', '客户电话报案，已受理'],
  ['survey', '现场查勘', '查勘员高建国', '查勘员已到达现场，拍照取证完成'],
  ['loss', '车辆定损', '', ''],
  ['verify', '核损', '', ''],
  ['adjust', '理算', '', ''],
  ['approve', '核赔', '', ''],
  ['pay', '支付结案', '', ''],
] as const;

export interface RecentClaimSeed {
  claims: Claim[];
  careMsgs: CareMsg[];
}

export function seedRecentClaims(staff: readonly Staff[], customers: readonly Customer[], policies: readonly Policy[]): RecentClaimSeed {
  const advisor = staff.find((s) => s.persona === 'claims-advisor' && s.comId === '11000000');
  const inForce = (c: Customer): Policy | undefined => policies.find((p) => p.custId === c.custId && p.riskCode === 'DAA' && p.status === '1');
  const customer = customers.find((c) => c.managerUserCode === advisor?.userCode && inForce(c));
  const policy = customer && inForce(customer);
  if (!advisor || !customer || !policy) return { claims: [], careMsgs: [] };
  const reportMs = seedNow() - DAY_MS - 2 * 3600000;
  const registNo = `RDAA${idYear(reportMs)}${customer.comCode.slice(0, 6)}900001`;
  const claim: Claim = {
    registNo,
    policyNo: policy.policyNo,
    custId: customer.custId,
    licenseNo: policy.licenseNo,
    riskCode: policy.riskCode,
    reportTime: fmtDateTime(reportMs),
    accidentTime: fmtDateTime(reportMs - 40 * 60000),
    accidentPlace: '北京市朝阳区建国路与东三环路口附近',
    accidentDesc: '等红灯时被后车追尾，后备箱盖及尾灯受损',
    estimateAmount: 6500,
    paidAmount: 0,
    status: 'survey',
    statusName: '现场查勘中',
    handlerName: '高建国',
    handlerMobile: '13911802266',
    steps: STEPS.map(([node, nodeName, operator, remark], i) => ({
      node,
      nodeName,
      time: i < 2 ? fmtDateTime(reportMs + i * 3 * 3600000) : '',
      operator,
      remark,
      done: i < 2,
    })),
  };
  const content = `${customer.custName}您好，得知您的车辆${policy.licenseNo}出险，我们深表关切。您的案件（${registNo}）正在处理中，如有疑问请随时联系我。`;
  const care: CareMsg = {
    careId: 'CM900001',
    custId: customer.custId,
    userCode: advisor.userCode,
    careType: '3',
    registNo,
    licenseNo: policy.licenseNo,
    title: '理赔关怀',
    content,
    generatedContent: content,
    createTime: fmtDateTime(reportMs + 2 * 3600000),
    sendFlag: '0',
    sendTime: '',
  };
  return { claims: [claim], careMsgs: [care] };
}
