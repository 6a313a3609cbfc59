/** Intelligent-assistant knowledge: FAQs, sales pitches and the navigation list. */
import { seedNow, fmtDateTime } from '@sandbox/util/dates';
import type { Faq, IntellRecord, NavigationItem, SalesPitch } from './types';

const FAQS: ReadonlyArray<readonly [string, string, string]> = [
  ['车险', '交强险保额是多少？', '交强险在全国范围内实行统一的责任限额：死亡伤残赔偿限额18万元，医疗费用赔偿限额1.8万元，财产损失赔偿限额2000元；被保险人无责任时分别为1.8万元、1800元和100元。'],
  ['车险', '商业险可以提前多久续保？', '商业车险一般可在保险到期前3个月内办理续保，交强险可在到期前3个月内续保。建议在到期前30天左右办理，方便比较方案。'],
  ['车险', '不出险优惠系数怎么计算？', '连续1年未出险系数为0.85，连续2年为0.7，连续3年及以上为0.6（各地系数略有差异，以当地费率方案为准）；上年出险次数越多，系数越高。'],
  ['车险', '新能源车险和燃油车险有什么区别？', '新能源车险使用专属条款，车损险保障范围扩展到三电系统（电池及储能系统、电机及驱动系统、其他控制系统），并可附加外部电网故障损失险、自用充电桩损失保险等。'],
  ['车险', '车辆过户后保险怎么处理？', '车辆过户后，可以办理保单批改，将被保险人变更为新车主；也可以办理退保后由新车主重新投保。'],
  ['理赔', '小额案件多久能到账？', '符合条件的小额无人伤案件，资料齐全后最快30分钟赔款到账，一般在3个工作日内完成。'],
  ['理赔', '理赔需要哪些资料？', '一般需要：索赔申请书、行驶证、驾驶证、被保险人身份证、银行卡、事故认定书（如有）、维修发票等。具体以理赔人员告知为准。'],
  ['理赔', '异地出险怎么报案？', '拨打95518或通过官方APP报案，我司提供全国通赔服务，可在出险当地直接查勘定损。'],
  ['理赔', '车辆被水淹了能赔吗？', '投保了车损险的车辆，因暴雨、洪水造成的损失属于保险责任。注意：车辆涉水熄火后二次启动导致的发动机损坏，可能不在赔偿范围内。'],
  ['非车', '百万医疗险有免赔额吗？', '多数百万医疗险设有1万元年度免赔额，部分产品针对重大疾病免赔额为0，具体以产品条款为准。'],
  ['非车', '家财险保哪些内容？', '家庭财产综合保险主要保障房屋主体、室内装修、室内财产因火灾、爆炸、管道破裂、盗抢等造成的损失，部分产品附加第三者责任。'],
  ['非车', '意外险职业类别有什么限制？', '意外险按职业风险分为1-6类，多数产品承保1-4类职业，高风险职业需选择专门产品。'],
  ['系统', '如何绑定客户？', '在客户详情页点击"客户绑定"，通过证件号、手机号或车牌号查询到客户后，选择对应客户完成绑定即可。'],
  ['系统', '如何发送电子保单？', '在客户保单列表中选择保单，点击"发送电子保单"，系统会将保单下载链接发送到当前聊天窗口。'],
  ['系统', '智能名片怎么注册？', '进入"我的名片"，按提示填写个人信息、擅长领域并上传头像，提交后即可生成智能名片。'],
  ['系统', '群发消息每天能发几次？', '企业微信规定，每位客户每天最多接收来自同一企业的1条群发消息；营销类消息受消息推送黑名单和每周上限控制。'],
];

export function seedFaqs(): Faq[] {
  return FAQS.map(([category, question, answer], i) => ({ faqId: `FAQ${String(i + 1).padStart(3, '0')}`, category, question, answer, hot: i % 3 === 0 }));
}

const PITCHES: ReadonlyArray<readonly [string[], string, string]> = [
  [['续保', '到期'], '续保跟进', '您好，您的车险快到期了，今年您没有出险，可以享受不出险优惠系数，保费比去年更低；续保还送全年道路救援和两次免费洗车。我先帮您算一下价格？'],
  [['贵', '价格', '便宜'], '价格异议', '理解您的顾虑。保险看的不只是价格，更要看出险后的理赔服务。我们全国通赔、小额案件最快30分钟到账，而且您续保还能享受增值服务包，综合算下来更划算。'],
  [['三者', '保额'], '三者险升级', '现在人伤赔偿标准越来越高，一旦撞到豪车或者造成人员伤亡，100万很可能不够。三者险从100万升到200万，一年只多一两百元，保障翻倍。'],
  [['驾乘', '乘客', '车上人员'], '驾乘险推荐', '车上人员险每座保额有限，驾乘意外险保障车上所有人员的意外身故、伤残和医疗，一年一两百元，很适合家庭用车。'],
  [['医疗', '健康', '住院'], '健康险推荐', '百万医疗险一年几百元保费，住院医疗费用最高报销几百万元，社保报完剩下的也能报，给全家人都配置一份很有必要。'],
  [['新能源', '电车', '电池'], '新能源车险', '新能源车险是专属条款，电池、电机这些核心部件都在保障范围内，还可以附加充电桩损失险和外部电网故障损失险。'],
  [['理赔', '出险', '事故'], '理赔安抚', '您先别着急，人没事最重要。请先确保安全，拍好现场照片，我这边马上帮您报案，理赔全程我来跟进，有任何问题随时找我。'],
  [['家财', '房子', '漏水'], '家财险推荐', '家财险一年一百多元，房屋、装修、家电都能保。如果家里水管爆裂淹了楼下邻居，第三者责任也可以赔付。'],
];

export function seedSalesPitches(): SalesPitch[] {
  return PITCHES.map(([keywords, scene, content], i) => ({ pitchId: `SP${String(i + 1).padStart(3, '0')}`, keywords, scene, content }));
}

export function seedNavigation(): NavigationItem[] {
  const items: ReadonlyArray<readonly [string, string, string]> = [
    ['客户查询', 'SearchOutlined', '/customer-info/query-customer'],
    ['保单查询', 'FileTextOutlined', '/customer-info/policy-list'],
    ['理赔进度', 'ScheduleOutlined', '/customer-info/claim-schedule'],
    ['续保任务', 'SyncOutlined', '/renewal-task/renewal-task'],
    ['文章库', 'ReadOutlined', '/news/articles'],
    ['海报库', 'PictureOutlined', '/poster/index'],
    ['话术库', 'MessageOutlined', '/verbal-trick-manage/search-patter-by-type3'],
    ['产品库', 'AppstoreOutlined', '/product/index'],
    ['个人简报', 'BarChartOutlined', '/report/person-report'],
  ];
  return items.map(([title, icon, path], i) => ({ navId: `NAV${i + 1}`, title, icon, path, sort: i + 1 }));
}

/** Earlier questions of the account managers, so the history and feedback calls have rows. */
export function seedIntellRecords(faqs: readonly Faq[], userCodes: readonly string[]): IntellRecord[] {
  const out: IntellRecord[] = [];
  userCodes.forEach((userCode, u) => {
    faqs.slice(0, 6).forEach((faq, i) => {
      const n = u * 6 + i + 1;
      out.push({
        recordId: `IR${String(n).padStart(8, '0')}`,
        sessionId: `S${userCode}${String(Math.floor(i / 3) + 1).padStart(3, '0')}`,
        userCode,
        question: faq.question,
        answer: faq.answer,
        useful: i % 3 === 0 ? '1' : '',
        time: fmtDateTime(seedNow() - (n * 5 + 30) * 3600000),
      });
    });
  });
  return out;
}
