/** Seed policies for the PolicyCard story and test. */
export const POLICY_ROWS = [
  {
    policyNo: 'PDAA202411010000012345', riskName: '', kindCode: 'DAA', insuredName: '张伟', startDate: '2024-11-02 00:00:00',
    endDate: '2025-11-01 23:59:59', sumPremium: 3280.5, status: '1', licenseNo: '京A12345',
  },
  {
    policyNo: 'PEAC202401010000067890', riskName: '家庭财产综合保险（尊享版）含水管爆裂、盗抢及第三者责任', kindCode: '', insuredName: '王芳',
    startDate: '2024-01-01', endDate: '2024-12-31', sumPremium: '12000', status: '0', licenseNo: '',
  },
  {
    policyNo: 'PDZA202409150000055555', riskName: '机动车交通事故责任强制保险', kindCode: 'DZA', insuredName: '李娜', startDate: '2024-09-15',
    endDate: '2025-09-14', sumPremium: 950, status: '1', licenseNo: '粤BD12345',
  },
];
