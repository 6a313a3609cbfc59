/** Seed data of the RankingList page fixture, shared by its test and story; U1001 is the fake runtime's user. */
const NAMES = ['王芳', '刘洋', '陈静', '杨磊', '赵敏', '黄强', '周杰', '吴婷', '李明', '孙丽'];

export const RANK = {
  list: NAMES.map((userName, i) => ({
    userName,
    userCode: userName === '李明' ? 'U1001' : `U20${i}`,
    orgName: i === 1 ? '中国人民财产保险股份有限公司成都市锦江支公司城东营业部' : '成都分公司',
    rate: (98.6 - i * 3.1).toFixed(1),
  })),
};
