/** Derived customer insights: portrait, value, product recommendations, third-party cover advice. */
import { ageAt, parseCst } from '@sandbox/util/dates';
import { customerNotFound, findCustomer } from './lookup';
import type { HandlerContext } from './types';

export function portrait(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const cars = ctx.state.cars.filter((x) => x.custId === c.custId);
  const policies = ctx.state.policies.filter((x) => x.custId === c.custId);
  const claims = ctx.state.claims.filter((x) => x.custId === c.custId);
  const age = ageAt(parseCst(c.birthday), ctx.now);
  const ageBand = age < 30 ? '30岁以下' : age < 40 ? '30-39岁' : age < 50 ? '40-49岁' : age < 60 ? '50-59岁' : '60岁以上';
  const tags = [
    { category: '基本属性', name: c.gender === '1' ? '男性' : '女性', weight: 1 },
    { category: '基本属性', name: ageBand, weight: 1 },
    { category: '基本属性', name: c.occupation, weight: 0.8 },
    { category: '车辆信息', name: cars.length > 1 ? '多车家庭' : cars.length ? '单车车主' : '无车', weight: 0.9 },
    ...cars.filter((x) => x.newEnergy).slice(0, 1).map(() => ({ category: '车辆信息', name: '新能源车主', weight: 0.9 })),
    { category: '保险偏好', name: policies.some((p) => !p.vehicle) ? '有非车险' : '仅车险', weight: 0.7 },
    { category: '理赔记录', name: claims.length ? `近年出险${claims.length}次` : '无出险记录', weight: 0.8 },
    ...c.labels.map((name) => ({ category: '客户标签', name, weight: 0.6 })),
  ];
  // The same tags grouped by category in first-seen order, for pages that show them by category.
  const tagGroups = [...new Set(tags.map((t) => t.category))].map((category) => ({ category, tags: tags.filter((t) => t.category === category).map((t) => t.name) }));
  return {
    custId: c.custId,
    custName: c.custName,
    custLevel: c.custLevel,
    valueScore: c.valueScore,
    tags,
    tagGroups,
    preferChannel: c.valueScore > 70 ? '企业微信' : '电话',
    riskPreference: claims.length > 1 ? '风险偏高' : '风险较低',
    familyStructure: c.labels.includes('家有儿童') ? '有子女家庭' : age >= 60 ? '老年家庭' : '两口之家',
    renewalIntention: c.followStatus === 'mu003' ? '低' : c.labels.includes('续保意向强') ? '高' : '中',
  };
}

export function valueInfo(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const policies = ctx.state.policies.filter((x) => x.custId === c.custId);
  const premium = policies.reduce((s, p) => s + p.premium, 0);
  return {
    custId: c.custId,
    custLevel: c.custLevel,
    valueScore: c.valueScore,
    contributionPremium: Math.round(premium * 100) / 100,
    insureYears: new Set(policies.map((p) => p.startDate.slice(0, 4))).size,
    renewalTimes: Math.max(0, new Set(policies.filter((p) => p.vehicle).map((p) => p.startDate.slice(0, 4))).size - 1),
    referralCount: c.labels.includes('转介绍来源') ? 2 : 0,
  };
}

export function productRecommendations(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return [];
  const held = new Set(ctx.state.policies.filter((x) => x.custId === c.custId && x.status === '1').map((p) => p.riskCode));
  return ctx.state.products
    .filter((p) => !held.has(p.riskCode))
    .slice(0, 6)
    .map((p, i) => ({ ...p, reason: ['同类客户投保率高', '与现有保障形成互补', '客户画像匹配', '高性价比'][i % 4], matchScore: 95 - i * 6 }));
}

export function thirdPartyIncrease(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return [];
  return ctx.state.policies
    .filter((p) => p.custId === c.custId && p.status === '1' && p.coverages.length)
    .map((p) => {
      const current = p.coverages.find((x) => x.kindCode === '050602')?.amount ?? 0;
      const suggested = current < 2000000 ? 2000000 : current < 3000000 ? 3000000 : current;
      return {
        policyNo: p.policyNo,
        licenseNo: p.licenseNo,
        currentAmount: current,
        suggestAmount: suggested,
        addPremium: suggested > current ? Math.round((suggested - current) / 10000) * 1.6 : 0,
        suggestion: suggested > current ? `建议三者险保额由${current / 10000}万元提升至${suggested / 10000}万元` : '三者险保额已较充足',
      };
    });
}
