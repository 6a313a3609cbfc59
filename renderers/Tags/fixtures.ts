/** Seed data of the Tags page fixture, shared by its test and story. */
export const CUSTOMER_TAGS = {
  labels: ['车险客户', '非车险客户', '近30天到期', '理赔中', '已加企业微信好友且已完成实名认证的长期合作客户'],
  groups: [{ groupName: '成都锦江营业部' }, { groupName: '' }, { groupName: '重点客户群' }],
};
