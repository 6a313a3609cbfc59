/**
 * Special agreements (特别约定) printed on policies: a fixed clause book, and the clauses of a
 * policy chosen from it by its number (deterministic, so no stored seed is needed).
 */
import type { Policy } from './types';

export interface SpecialAgreement {
  clauseCode: string;
  title: string;
  content: string;
}

const VEHICLE: readonly SpecialAgreement[] = [
  { clauseCode: 'TY001', title: '指定驾驶人约定', content: '本保单约定驾驶人为投保时登记的驾驶人，非约定驾驶人驾驶被保险机动车发生保险事故的，每次事故增加 10% 的绝对免赔率。' },
  { clauseCode: 'TY002', title: '行驶区域约定', content: '被保险机动车的行驶区域限于中华人民共和国境内（不含港、澳、台地区）。' },
  { clauseCode: 'TY003', title: '电子保单约定', content: '本保单为电子保单，投保人可通过官方渠道查询、下载和验真，电子保单与纸质保单具有同等法律效力。' },
  { clauseCode: 'TY004', title: '代位求偿约定', content: '因第三者对被保险机动车的损害而造成保险事故的，保险人自向被保险人赔偿保险金之日起，在赔偿金额范围内代位行使被保险人对第三者请求赔偿的权利。' },
];

const NON_VEHICLE: readonly SpecialAgreement[] = [
  { clauseCode: 'FC001', title: '等待期约定', content: '除意外伤害外，本保单自生效之日起 30 日为等待期，等待期内发生的疾病医疗费用不承担保险责任，续保不受等待期限制。' },
  { clauseCode: 'FC002', title: '就医医院约定', content: '被保险人须在中华人民共和国境内二级及以上公立医院普通部就诊，特需部、国际部、VIP 部发生的费用不在保障范围内。' },
  { clauseCode: 'FC003', title: '职业类别约定', content: '本保单承保职业类别为 1–4 类，被保险人从事 5 类及以上高风险职业期间发生的意外事故不承担保险责任。' },
  { clauseCode: 'FC004', title: '免赔额约定', content: '本保单年度免赔额为人民币 10000 元，经社会医疗保险或其他途径获得的补偿可用于抵扣免赔额。' },
];

function hashOf(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

/** Two to four clauses of the policy's kind; the electronic-policy clause is on every vehicle policy. */
export function agreementsOf(policy: Pick<Policy, 'policyNo' | 'vehicle'>): SpecialAgreement[] {
  const book = policy.vehicle ? VEHICLE : NON_VEHICLE;
  const h = hashOf(policy.policyNo);
  const count = 2 + (h % 3);
  const start = h % book.length;
  const picked = Array.from({ length: Math.min(count, book.length) }, (_, i) => book[(start + i) % book.length]);
  if (policy.vehicle && !picked.some((c) => c.clauseCode === 'TY003')) picked[picked.length - 1] = VEHICLE[2];
  return picked.sort((a, b) => a.clauseCode.localeCompare(b.clauseCode));
}
