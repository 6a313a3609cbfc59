/** Seed cars for the CarCard story and test; dates are relative to 2025-06-01 in the test. */
export const CAR_ROWS = [
  { licenseNo: '京A12345', brandName: '大众', modelName: '朗逸 1.5L 自动舒适版', frameNo: 'LSVAM4187C2184512', enrollDate: '2019-05-20', endDate: '2025-06-13', carOwner: '张伟' },
  { licenseNo: '粤BD12345', brandName: '比亚迪', modelName: '汉 EV 创世版', frameNo: 'LGXCE6CB5N0123456', enrollDate: '2022-03-01', endDate: '2025-05-29', carOwner: '王芳' },
  { licenseNo: '*-*', brandName: '', modelName: '', frameNo: 'LFV2A21K0M3000001', enrollDate: '', endDate: '2026-01-01', carOwner: '' },
];
