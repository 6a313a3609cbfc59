/** Product catalogue, training resources and moments (朋友圈) tasks. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDate, fmtDateTime } from '@sandbox/util/dates';
import { TRAINING_CLIP_SECONDS } from '@sandbox/fixtures/trainingClip';
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

/** Where the sandbox serves training files (sandbox/controls.ts). */
export const TRAINING_FILE_PREFIX = '/__sandbox/files/training/';

const TRAINING: ReadonlyArray<readonly [string, '视频' | '文档' | '图片', string, string]> = [
  ['企业微信客户运营实战', '视频', '渠道发展部', '从添加客户到朋友圈运营，讲解企业微信里与客户保持联系的日常做法。'],
  ['车险续保话术精讲', '视频', '车险事业部 王老师', '续保提醒的时机、开场白和常见异议的回应方式，附示范通话片段。'],
  ['新能源车险条款解读', '文档', '产品精算部', '新能源汽车专属条款的保障范围、三电系统责任和附加险，逐条说明。'],
  ['理赔服务标准流程', '文档', '理赔管理部', '报案、查勘、定损到赔款支付的标准时效，以及客户常问的材料清单。'],
  ['百万医疗险销售技巧', '视频', '健康险事业部 李老师', '如何用家庭医疗支出的实例讲清百万医疗的价值，以及健康告知的提醒。'],
  ['客户异议处理十问十答', '图片', '培训中心', '十个最常见的客户异议及推荐回应，一页一问，可保存到手机随时翻看。'],
  ['智能名片使用指南', '图片', '培训中心', '智能名片的注册、完善和分享，按步骤配图说明。'],
  ['合规销售与消费者权益保护', '文档', '合规部', '销售行为规范、双录要求和消费者权益保护要点，上岗前必读。'],
];

/** Pictures per 图片 material (the slides the page shows). */
export const TRAINING_SLIDES = 3;

export function seedTrainingResources(rng: Rng): TrainingResource[] {
  return TRAINING.map(([title, resourceType, lecturer, summary], i) => {
    const code = `TR${String(i + 1).padStart(3, '0')}`;
    return {
      code,
      title,
      resourceType,
      coverUrl: assetUrl('training', code),
      url: `/training-resource/${code}`,
      // Every 视频 plays the sandbox's one clip: its length is the video's.
      duration: resourceType === '视频' ? TRAINING_CLIP_SECONDS : 0,
      publishTime: fmtDateTime(seedNow() - rng.int(5, 200) * DAY_MS),
      lecturer,
      summary,
      videoPath: resourceType === '视频' ? `${TRAINING_FILE_PREFIX}${code}.mp4` : '',
      filePath: resourceType === '文档' ? `${TRAINING_FILE_PREFIX}${code}.pdf` : '',
      fileName: resourceType === '文档' ? `${title}.pdf` : '',
      images: resourceType === '图片' ? Array.from({ length: TRAINING_SLIDES }, (_, n) => assetUrl('training', `${code}-${n + 1}`)) : [],
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
