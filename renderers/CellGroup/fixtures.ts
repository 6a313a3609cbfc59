/** Seed data of the CellGroup page fixture, shared by its test and story. */
export const CUSTOMER = {
  name: '张三',
  mobile: '13812345678',
  idNo: '510104199001011234',
  gender: '1',
  status: '01',
  premium: 12345.6,
  birthday: '1990-01-01 00:00:00',
  email: '',
  address: '四川省成都市锦江区红星路三段1号国际金融中心二号楼三十八层3801室（请工作日送达）',
  plate: '川A12345',
  remark: '高净值客户',
};
