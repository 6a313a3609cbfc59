/** Seed customers for the CustomerCard story and test. */
export const CUSTOMER_ROWS = [
  {
    custId: 'C1001', custName: '张伟', sex: '1', age: 35, mobile: '13812345678', identifyNumber: '110101198901011234',
    labels: ['车险续保', '高价值', '家庭客户', '已加微信', '理赔关怀'], custStatus: '01', bindFlag: '1',
  },
  { custId: 'C1002', custName: '王芳', sex: '2', age: 28, mobile: '13987654321', identifyNumber: '', labels: [], custStatus: '02', bindFlag: '0' },
  {
    custId: 'C1003', custName: '欧阳娜娜娜娜（北京某某科技有限公司法人代表）', sex: '9', age: null, mobile: '', identifyNumber: '51010019900101123X',
    labels: ['非车险潜客，建议推荐家庭财产保险与意外健康险组合'], custStatus: '03', bindFlag: '0',
  },
];
