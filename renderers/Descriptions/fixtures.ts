/** Seed data of the Descriptions page fixture, shared by its test and story. */
export const POLICY = {
  policyNo: 'PDAA202451010000123456',
  kind: '机动车商业保险',
  insured: '张三丰',
  premium: 4567.8,
  startDate: '2024-11-20 00:00:00',
  plate: '',
  agreement:
    '本保单项下被保险机动车在保险期间内发生保险事故，经保险人核定属于保险责任的，保险人按照保险合同的约定负责赔偿；发生全损时按实际价值计算赔偿。',
};
