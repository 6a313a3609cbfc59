/** Product catalogue, training resources and moments (朋友圈) tasks. */
import type { Rng } from '../util/prng';
import { DAY_MS, seedNow, fmtDate, fmtDateTime } from '../util/dates';
import { assetUrl } from './assets';
import type { MomentsTask, Product, ProductClass, TrainingResource } from './types';

export function seedProductClasses(): ProductClass[] {
  return [
    { classCode: '01', className: '车险' },
    { classCode: '02', className: '意外险' },
    { classCode: '03', className: '健康险' },
    { classCode: '04', className: '家财险' },
    { classCode: '05', className: '旅行险' },
  ];
}

const PRODUCTS: ReadonlyArray<readonly [string, string, string, number, string, string[]]> = [
  ['01', '家庭自用汽车综合保险', 'DAA', 2100, '车损、三者、车上人员一站式保障', ['热销', '续保优惠']],
  ['01', '新能源汽车专属保险', 'DDA', 3200, '三电系统全面保障，可附加充电桩损失', ['新能源']],
  ['01', '驾乘人员意外伤害保险', 'DZB', 150, '保障车上全部乘客，按座位投保', ['高性价比']],
  ['02', '个人综合意外伤害保险', 'EAK', 100, '意外身故伤残最高50万，含意外医疗', ['热销']],
  ['02', '电动自行车骑行意外险', 'EAK', 39, '骑行意外及第三者责任保障', ['新品']],
  ['03', '百万医疗保险（2026版）', 'ZHA', 268, '一般医疗300万，重疾医疗600万', ['热销', '可续保']],
  ['03', '住院津贴医疗保险', 'YEC', 120, '住院每日津贴最高300元', []],
  ['03', '个人重大疾病保险', 'ZAB', 980, '120种重疾一次赔付', ['长期保障']],
  ['04', '家庭财产综合保险', 'JBA', 198, '房屋、装修、室内财产及第三者责任', ['热销']],
  ['05', '境外旅行意外伤害保险', 'WBA', 60, '境外医疗垫付，全球紧急救援', ['出境必备']],
];

export function seedProducts(): Product[] {
  return PRODUCTS.map(([classCode, productName, riskCode, premiumFrom, description, tags], i) => {
    const productCode = `PRD${riskCode}${String(i + 1).padStart(3, '0')}`;
    return {
      productCode,
      productName,
      classCode,
      riskCode,
      description,
      premiumFrom,
      coverUrl: assetUrl('product', productCode),
      insureUrl: `/external-insure-link/${productCode}`,
      tags,
    };
  });
}

export function seedTrainingResources(rng: Rng): TrainingResource[] {
  const titles = [
    ['企业微信客户运营实战', '视频'], ['车险续保话术精讲', '视频'], ['新能源车险条款解读', '文档'], ['理赔服务标准流程', '文档'],
    ['百万医疗险销售技巧', '视频'], ['客户异议处理十问十答', '文档'], ['智能名片使用指南', '视频'], ['合规销售与消费者权益保护', '文档'],
  ] as const;
  return titles.map(([title, resourceType], i) => {
    const code = `TR${String(i + 1).padStart(3, '0')}`;
    return {
      code,
      title,
      resourceType,
      coverUrl: assetUrl('training', code),
      url: `/training-resource/${code}`,
      duration: resourceType === '视频' ? rng.int(300, 2400) : 0,
      publishTime: fmtDateTime(seedNow() - rng.int(5, 200) * DAY_MS),
    };
  });
}

export function seedMomentsTasks(rng: Rng): MomentsTask[] {
  const tasks = [
    ['续保季朋友圈宣传', '爱车保险快到期了吗？续保找我，专属优惠+道路救援+免费洗车，一站式搞定！'],
    ['中秋节日祝福', '中秋佳节，月圆人团圆。祝各位朋友阖家幸福，出行平安！'],
    ['百万医疗推广', '一年几百元，最高报销几百万。给家人一份安心的医疗保障。'],
    ['防灾减损提示', '近期强降雨频发，车辆请远离低洼地带；如遇险情请拨打95518。'],
    ['新能源车险宣传', '新能源车主看过来：三电系统全面保障，充电桩也能保！'],
    ['客户节活动', '客户节福利来啦！老客户推荐新客户，双方都有好礼相送。'],
  ];
  return tasks.map(([title, content], i) => {
    const start = seedNow() - (i * 5 + 2) * DAY_MS;
    const end = start + 10 * DAY_MS;
    const taskId = `MT${String(900 + i)}`;
    return {
      taskId,
      title,
      content,
      images: [assetUrl('moments', `${taskId}-1`), assetUrl('moments', `${taskId}-2`)],
      startDate: fmtDate(start),
      endDate: fmtDate(end),
      status: end < seedNow() ? '2' : start > seedNow() ? '0' : '1',
      doneUserCodes: rng.chance(0.5) ? ['51018866'] : [],
    };
  });
}
