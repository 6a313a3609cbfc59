/** Reference insurance products: risk (kind) codes, names and coverage items. */

export interface RiskKind {
  riskCode: string;
  riskName: string;
  vehicle: boolean;
  /** Premium range in yuan. */
  premium: readonly [number, number];
  /** Sum insured range in yuan (0 = by vehicle value). */
  amount: readonly [number, number];
}

export const VEHICLE_RISKS: readonly RiskKind[] = [
  { riskCode: 'DAA', riskName: '机动车商业保险', vehicle: true, premium: [2100, 9800], amount: [0, 0] },
  { riskCode: 'DZA', riskName: '机动车交通事故责任强制保险', vehicle: true, premium: [665, 1100], amount: [200000, 200000] },
  { riskCode: 'DDA', riskName: '新能源汽车商业保险', vehicle: true, premium: [3200, 11800], amount: [0, 0] },
  { riskCode: 'DZB', riskName: '驾乘人员意外伤害保险', vehicle: true, premium: [150, 600], amount: [100000, 500000] },
];

export const NON_VEHICLE_RISKS: readonly RiskKind[] = [
  { riskCode: 'EAK', riskName: '个人意外伤害保险', vehicle: false, premium: [100, 480], amount: [100000, 500000] },
  { riskCode: 'JBA', riskName: '家庭财产综合保险', vehicle: false, premium: [198, 890], amount: [300000, 1000000] },
  { riskCode: 'ZHA', riskName: '百万医疗保险', vehicle: false, premium: [268, 1680], amount: [2000000, 6000000] },
  { riskCode: 'YEC', riskName: '住院津贴医疗保险', vehicle: false, premium: [120, 600], amount: [20000, 80000] },
  { riskCode: 'WBA', riskName: '境外旅行意外伤害保险', vehicle: false, premium: [60, 300], amount: [300000, 800000] },
  { riskCode: 'ZAB', riskName: '个人重大疾病保险', vehicle: false, premium: [980, 4800], amount: [100000, 500000] },
];

export const ALL_RISKS: readonly RiskKind[] = [...VEHICLE_RISKS, ...NON_VEHICLE_RISKS];

/** Commercial vehicle coverages (kind code, name). */
export const VEHICLE_COVERAGES = [
  ['050202', '机动车损失保险'],
  ['050602', '第三者责任保险'],
  ['050711', '车上人员责任保险（司机）'],
  ['050712', '车上人员责任保险（乘客）'],
  ['050930', '医保外医疗费用责任险'],
  ['050291', '道路救援服务特约条款'],
] as const;

export function riskByCode(code: string): RiskKind | undefined {
  return ALL_RISKS.find((r) => r.riskCode === code);
}
