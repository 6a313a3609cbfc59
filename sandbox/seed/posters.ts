/** Poster classes and 36 posters, script (话术) classes and scripts. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDateTime } from '@sandbox/util/dates';
import { assetUrl } from './assets';
import type { Poster, PosterClass, Script, ScriptClass } from './types';

const POSTERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['车险续保', ['续保季 · 老客户专享礼遇', '早续保 早安心', '续保送道路救援', '新能源车险 放心开', '三者险200万 保障升级', '安心驾驶 一路相伴', '车险续保 一键报价']],
  ['节日祝福', ['元旦快乐 平安喜乐', '新春大吉 阖家幸福', '元宵佳节 团团圆圆', '端午安康', '中秋月圆 人团圆', '国庆出行 平安相伴', '重阳敬老 健康长寿']],
  ['健康保障', ['百万医疗 守护全家', '少儿医疗 呵护成长', '父母的健康 我来守护', '重疾保障 未雨绸缪', '住院津贴 住一天赔一天']],
  ['增值服务', ['免费洗车 每月一次', '代驾服务 酒后不开车', '年检代办 省时省心', '安全检测 冬季护航', '道路救援 7×24小时']],
  ['早安问候', ['早安 · 新的一天 元气满满', '早安 · 平安是最好的礼物', '早安 · 保险让生活更从容', '早安 · 与您同行']],
  ['理赔服务', ['小额理赔 极速到账', '出险别慌 五步走', '理赔顾问 一对一服务', '暴雨天 车辆防护指南', '全国通赔 异地无忧']],
];

/**
 * Layout of the seeded poster templates (750 × 1334, the sandbox draws them in assets.ts): a white
 * panel at the foot with the poster's QR box at its right, a caption under the box, and at its
 * left the room the template leaves for the sharer's business card. The composer puts the QR code
 * and the card there.
 */
export const POSTER_TEMPLATE = {
  width: 750,
  height: 1334,
  panel: { x: 40, y: 1040, width: 670, height: 260 },
  qrArea: { x: 520, y: 1062, size: 166 },
  cardArea: { x: 72, y: 1068, width: 420, height: 204 },
} as const;

export function seedPosterClasses(): PosterClass[] {
  return POSTERS.map(([className], i) => ({ classId: `PC${String(i + 1).padStart(2, '0')}`, className, sort: i + 1 }));
}

export function seedPosters(rng: Rng): Poster[] {
  const out: Poster[] = [];
  let n = 0;
  POSTERS.forEach(([, names], ci) => {
    for (const posterName of names) {
      n += 1;
      const posterId = `PT${String(5000 + n * 11)}`;
      out.push({
        posterId,
        posterName,
        classId: `PC${String(ci + 1).padStart(2, '0')}`,
        imageUrl: assetUrl('poster', posterId),
        thumbUrl: assetUrl('poster', posterId),
        qrArea: { ...POSTER_TEMPLATE.qrArea },
        cardArea: { ...POSTER_TEMPLATE.cardArea },
        linkUrl: `/poster/poster-preview?posterId=${posterId}`,
        useCount: rng.int(3, 2600),
        createTime: fmtDateTime(seedNow() - rng.int(1, 300) * DAY_MS),
      });
    }
  });
  return out;
}

const SCRIPTS: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  ['开场问候', [
    ['首次添加问候', '{客户称呼}您好，我是您的专属客户经理{坐席姓名}，以后保单查询、续保、理赔都可以直接在这里找我，很高兴为您服务！'],
    ['节后问候', '{客户称呼}，节日过得愉快吗？假期出行如果车辆有任何问题，随时联系我。'],
    ['久未联系问候', '{客户称呼}您好，好久没联系了，最近用车一切顺利吧？有需要随时找我。'],
  ]],
  ['续保跟进', [
    ['到期前30天提醒', '{客户称呼}您好，您的爱车{车牌号}保险将于{到期日}到期，我已为您准备好续保方案，方便的话我发给您看看？'],
    ['报价发送', '{客户称呼}，这是为您车辆{车牌号}测算的续保报价，今年不出险系数有优惠，比去年还省一些。'],
    ['到期当天提醒', '{客户称呼}，您的车险今天到期，为避免脱保无法上路，建议今天内完成续保哦。'],
    ['脱保挽回', '{客户称呼}您好，系统显示您车辆{车牌号}的保险已到期，脱保期间出险无法理赔，我这边可以马上为您办理。'],
  ]],
  ['理赔安抚', [
    ['出险慰问', '{客户称呼}，听说您的车出了点状况，人没事最重要！理赔的事交给我们，我全程帮您跟进。'],
    ['进度告知', '{客户称呼}您好，您的案件目前已进入核损环节，预计2个工作日内完成，有进展我第一时间通知您。'],
    ['结案回访', '{客户称呼}，您的赔款已经支付，请注意查收。对本次理赔服务有任何意见都可以告诉我。'],
  ]],
  ['产品介绍', [
    ['驾乘险推荐', '{客户称呼}，车上人员险保额有限，建议搭配一份驾乘意外险，一年一两百元，保障车上所有乘客。'],
    ['百万医疗推荐', '{客户称呼}，给您推荐一款百万医疗险，一年几百元保费，住院医疗最高报销几百万，家里老人孩子都能买。'],
    ['家财险推荐', '{客户称呼}，家财险一年一百多元，房屋、装修、家电都能保，楼上漏水淹了楼下也能赔。'],
    ['新能源车险介绍', '{客户称呼}，新能源车险专属条款包括电池、电机和充电桩损失，您的{车牌号}特别适合。'],
  ]],
  ['异议处理', [
    ['嫌贵', '{客户称呼}，价格上我已经申请了最大优惠，而且我们的理赔服务和增值权益是很多公司没有的，综合算下来更划算。'],
    ['已在别家报价', '{客户称呼}，多比较是对的，您可以把对方方案发我看看，我帮您对比一下保障范围，看看哪个更适合您。'],
    ['暂时不需要', '好的{客户称呼}，不打扰您，到期前我再提醒您一次，有任何需要随时联系我。'],
  ]],
  ['节日祝福', [
    ['春节祝福', '{客户称呼}，新春快乐！感谢您一年来的信任与支持，祝您和家人新年大吉、万事如意！'],
    ['中秋祝福', '{客户称呼}，中秋快乐！愿您花好月圆、阖家幸福，出行平安！'],
    ['生日祝福', '{客户称呼}，祝您生日快乐！愿新的一岁平安健康、事事顺心。——{坐席姓名}'],
  ]],
];

export function seedScriptClasses(): ScriptClass[] {
  return SCRIPTS.map(([className], i) => ({ classId: `SC${String(i + 1).padStart(2, '0')}`, className, parentId: '0', sort: i + 1 }));
}

export function seedScripts(rng: Rng): Script[] {
  const out: Script[] = [];
  let n = 0;
  SCRIPTS.forEach(([, items], ci) => {
    for (const [title, content] of items) {
      n += 1;
      out.push({
        patterId: `PA${String(700 + n * 3)}`,
        classId: `SC${String(ci + 1).padStart(2, '0')}`,
        title,
        content,
        patterType: rng.weighted([['1', 3], ['2', 2], ['3', 3]] as const),
        useCount: rng.int(10, 4000),
        createTime: fmtDateTime(seedNow() - rng.int(10, 500) * DAY_MS),
      });
    }
  });
  return out;
}
