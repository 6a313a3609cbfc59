/** Group-message and care-message history, renewal batches, disaster warnings and the blacklist. */
import type { Rng } from '@sandbox/util/prng';
import { DAY_MS, seedNow, fmtDate, fmtDateTime, idDate, parseCst } from '@sandbox/util/dates';
import { findPersona } from '@sandbox/session/personas';
import { PROVINCES } from './refPlaces';
import { unreachableReason } from './delivery';
import { withinRenewalWindow } from './renewal';
import type {
  Article, Binding, BlacklistConfig, BlacklistEntry, Car, CareMsg, Claim, Customer, DisasterWarning, GroupMsg, Policy, RenewalBatch, Staff,
} from './types';

const GROUP_MSG_TEXTS: Record<GroupMsg['msgType'], readonly string[]> = {
  '0': ['本月车险续保享专属优惠，详情请咨询您的客户经理。', '家财险限时活动：投保即送燃气安全检测一次。'],
  '1': ['天气转凉，注意添衣保暖；行车请保持车距，平安出行。', '近期流感高发，请注意防护，祝您和家人身体健康。'],
  '2': ['爱车冬季保养提醒：检查防冻液、轮胎和电瓶，续保客户可免费检测。', '新能源车主专享：充电桩损失保障升级。'],
  '3': ['百万医疗险开放投保，一年几百元，保障全家。', '出行意外险，一年一百多元，保障全年出行。'],
  '5': ['中秋佳节，月圆人圆，祝您阖家幸福！', '国庆长假出行提示：请提前规划路线，平安出行。'],
  '6': ['您的车险即将到期，为避免脱保，请及时续保。续保方案已为您准备好。'],
};

/** Why a seeded message did not reach a bound customer (WeCom's own refusals). */
const REFUSALS = ['客户已删除好友', '客户拒收群发消息', '客户本月接收已达上限'] as const;

/**
 * Group-message history. A sender writes to their WeCom contacts (the customers bound to them); one
 * with hardly any sends to the customers they own, and those not bound are not reached
 * (seed/delivery.ts). A few sends also met WeCom's refusals.
 */
export function seedGroupMsgs(rng: Rng, customers: readonly Customer[], bindings: readonly Binding[], articles: readonly Article[]): GroupMsg[] {
  const out: GroupMsg[] = [];
  for (let i = 0; i < 36; i += 1) {
    const comId = i % 3 === 2 ? '11000000' : '51000000';
    const province = customers.filter((c) => c.comId === comId);
    const owner = rng.weighted([['manager', 6], ['reviewer', 2], ['phone-mismatch', 1]] as const);
    const userCode = findPersona(owner)?.people[comId].userCode ?? '';
    const reachable = province.filter((c) => !unreachableReason(bindings, userCode, c.custId));
    const own = province.filter((c) => c.managerUserCode === userCode);
    const pool = reachable.length >= 3 ? reachable : own.length ? own : province;
    const msgType = rng.pick(['0', '1', '2', '3', '5', '6'] as const);
    const created = seedNow() - (36 - i) * 4 * DAY_MS - rng.int(0, 3) * 3600000 - rng.int(0, 59) * 60000;
    const custIds = rng.sample(pool, rng.int(3, 18)).map((c) => c.custId);
    const refused = rng.chance(0.2) ? rng.int(1, 2) : 0;
    const article = rng.pick(articles);
    const sent = i < 34;
    const unreached = custIds.map((custId) => ({ custId, reason: unreachableReason(bindings, userCode, custId) })).filter((f) => f.reason);
    const reached = custIds.filter((custId) => !unreached.some((f) => f.custId === custId));
    const failures = [...unreached, ...reached.slice(reached.length - Math.min(refused, reached.length)).map((custId, k) => ({ custId, reason: REFUSALS[(i + k) % REFUSALS.length] }))];
    out.push({
      msgId: `GM${idDate(created)}${String(i + 1).padStart(4, '0')}`,
      userCode,
      msgType,
      filterType: rng.pick(['0', '1', '1', '2'] as const),
      title: ['营销推广', '客户关怀', '车险营销', '非车营销', '', '节日祝福', '续保提醒'][Number(msgType)] || '群发消息',
      content: rng.pick(GROUP_MSG_TEXTS[msgType]),
      attachments: rng.chance(0.5)
        ? [{ msgtype: 'link', title: article.title, url: `/news/news-detail?newsId=${article.newsId}`, picUrl: article.coverUrl }]
        : [],
      custIds,
      batchNo: msgType === '6' ? `XB${idDate(created)}${rng.int(100, 999)}` : '',
      createTime: fmtDateTime(created),
      sendTime: sent ? fmtDateTime(created + rng.int(1, 30) * 60000) : '',
      status: sent ? (failures.length ? '2' : '1') : '0',
      failures: sent ? failures : [],
    });
  }
  return out.reverse();
}

/**
 * Weekly renewal-reminder batches per province: each names every customer of the province whose
 * vehicle policy in force ends within the renewal window (RENEWAL_WINDOW_DAYS) after the batch was
 * drawn (the policies due for renewal), soonest first.
 */
export function seedRenewalBatches(_rng: Rng, customers: readonly Customer[], policies: readonly Policy[]): RenewalBatch[] {
  const out: RenewalBatch[] = [];
  for (const province of PROVINCES) {
    const inProvince = new Set(customers.filter((c) => c.comId === province.comId).map((c) => c.custId));
    for (let i = 0; i < 4; i += 1) {
      const created = seedNow() - (i * 7 + 1) * DAY_MS;
      const from = fmtDateTime(created);
      const due = policies
        .filter((p) => p.status === '1' && p.vehicle && inProvince.has(p.custId) && p.endDate > from && withinRenewalWindow(p.endDate, created))
        .sort((a, b) => a.endDate.localeCompare(b.endDate));
      out.push({
        batchNo: `XB${idDate(created)}${province.comId.slice(0, 2)}${i + 1}`,
        comCode: province.comId,
        batchName: `${fmtDate(created).slice(5, 7)}月第${4 - i}批续保提醒`,
        custIds: [...new Set(due.map((p) => p.custId))],
        createTime: fmtDateTime(created),
      });
    }
  }
  return out;
}

const CARE_TITLES: Record<CareMsg['careType'], string> = {
  '0': '生日关怀',
  '1': '年检提醒',
  '2': '新车批改提醒',
  '3': '理赔关怀',
  '4': '防灾提醒',
  '5': '增值服务提醒',
};

/** What a care message is about, beyond its customer: the car and, for claim care, the claim. */
interface CareSubject {
  licenseNo?: string;
  registNo?: string;
  /** Annual inspection (type 1) or service package (type 5) due date (YYYY-MM-DD). */
  dueDate?: string;
}

/** The text the system generates for a care message (kept as its generatedContent). */
function careMsgContent(careType: CareMsg['careType'], custName: string, subject: CareSubject = {}): string {
  const car = subject.licenseNo ? `车辆${subject.licenseNo}` : '车辆';
  switch (careType) {
    case '0':
      return `${custName}，祝您生日快乐！感谢您一直以来的信任，愿您平安喜乐。`;
    case '1':
      return `${custName}您好，您的${car}${subject.dueDate ? `年检将于${subject.dueDate}到期` : '即将到期年检'}，可预约我司免费年检代办服务。`;
    case '2':
      return `${custName}您好，恭喜提新车！新车上牌后请及时办理批改，以免影响理赔。`;
    case '3':
      return `${custName}您好，得知您的${car}出险，我们深表关切。您的案件（${subject.registNo ?? ''}）正在处理中，如有疑问请随时联系我。`;
    case '4':
      return `${custName}您好，近期将有强降雨，请将车辆停放在地势较高处，注意出行安全。`;
    case '5':
      return `${custName}您好，您的增值服务包${subject.dueDate ? `将于${subject.dueDate}到期` : '即将到期'}，还有免费洗车2次、安全检测1次，记得在到期前使用哦。`;
  }
}

/** Moves a time into working hours (09:00–20:59 CST), the hours a manager sends in. */
function workingHours(rng: Rng, ms: number): number {
  const hour = new Date(ms + 8 * 3600000).getUTCHours();
  const day = ms - ((ms + 8 * 3600000) % DAY_MS);
  if (hour >= 9 && hour < 21) return ms;
  const base = hour < 9 ? day : day + DAY_MS;
  return base + rng.int(9, 20) * 3600000 + rng.int(0, 59) * 60000;
}

/**
 * Care messages the system generated for each manager's customers: claim care a few hours after a
 * claim is reported (every claim has one), birthday wishes three days before birthdays of the last
 * five weeks and the coming days, annual-inspection reminders a month before the due date, and
 * new-car, disaster and value-added reminders for a sample. Older ones were mostly sent (in working
 * hours, a few hours to a day later), recent ones are mostly still to send.
 */
export function seedCareMsgs(rng: Rng, customers: readonly Customer[], claims: readonly Claim[], cars: readonly Car[]): CareMsg[] {
  const out: CareMsg[] = [];
  let n = 0;
  const add = (c: Customer, careType: CareMsg['careType'], created: number, subject: CareSubject = {}): void => {
    n += 1;
    // A value-added service package reminder is sent a month before the package runs out.
    const content = careMsgContent(careType, c.custName, careType === '5' && !subject.dueDate ? { ...subject, dueDate: fmtDate(created + 30 * DAY_MS) } : subject);
    const ageDays = (seedNow() - created) / DAY_MS;
    const sendMs = workingHours(rng, created + rng.int(1, 30) * 3600000 + rng.int(0, 59) * 60000);
    const sent = sendMs < seedNow() && (ageDays > 30 || rng.chance(ageDays > 14 ? 0.8 : ageDays > 5 ? 0.4 : 0.1));
    out.push({
      careId: `CM${String(300000 + n * 7)}`,
      custId: c.custId,
      userCode: c.managerUserCode,
      careType,
      registNo: subject.registNo ?? '',
      licenseNo: careType === '1' || careType === '3' ? subject.licenseNo ?? '' : '',
      title: CARE_TITLES[careType],
      content,
      generatedContent: content,
      createTime: fmtDateTime(created),
      sendFlag: sent ? '1' : '0',
      sendTime: sent ? fmtDateTime(sendMs) : '',
    });
  };
  // The nightly batch that generates reminders runs at 08:00 (CST).
  const batchAt = (dayMs: number): number => Math.min(dayMs - ((dayMs + 8 * 3600000) % DAY_MS) + 8 * 3600000 + rng.int(0, 20) * 60000, seedNow() - 3600000);

  for (const claim of claims) {
    const c = customers.find((x) => x.custId === claim.custId);
    const reported = parseCst(claim.reportTime);
    if (c && reported < seedNow()) add(c, '3', Math.min(reported + rng.int(60, 180) * 60000, seedNow() - 600000), { licenseNo: claim.licenseNo, registNo: claim.registNo });
  }
  const thisYear = Number(fmtDate(seedNow()).slice(0, 4));
  for (const c of customers) {
    const [, m, d] = c.birthday.split('-').map(Number);
    const birthday = parseCst(`${thisYear}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
    const days = (birthday - seedNow()) / DAY_MS;
    if (days > -35 && days < 6) add(c, '0', batchAt(birthday - 3 * DAY_MS));
  }
  for (const car of cars) {
    const due = parseCst(car.annualInspectionDate);
    const days = (due - seedNow()) / DAY_MS;
    const c = customers.find((x) => x.custId === car.custId);
    if (c && days > -5 && days < 60) add(c, '1', batchAt(due - 30 * DAY_MS), { licenseNo: car.licenseNo, dueDate: car.annualInspectionDate });
  }
  for (const c of rng.sample(customers, 36)) {
    const careType = rng.pick(['2', '4', '4', '5', '5'] as const);
    add(c, careType, batchAt(seedNow() - rng.int(0, 30) * DAY_MS));
  }
  return out.sort((a, b) => b.createTime.localeCompare(a.createTime));
}

/** Type, level, level name, text, and the title of the 防灾减损 article the warning's link opens. */
const DISASTERS = [
  ['暴雨', '3', '橙色', '未来24小时内{area}将出现大到暴雨，局地大暴雨，请车主远离低洼路段、地下车库。', '暴雨预警！车辆停放请远离低洼地带'],
  ['冰雹', '2', '黄色', '{area}午后可能出现冰雹、雷暴大风天气，请将车辆停入室内或用车衣遮挡。', '冰雹天气来临，爱车防护这样做'],
  ['高温', '2', '黄色', '{area}最高气温将达37℃以上，请勿将打火机、充电宝等易燃物品留在车内。', '高温天气用车注意事项'],
  ['寒潮', '1', '蓝色', '{area}气温将下降8℃以上，请检查车辆防冻液和蓄电池。', '寒潮降温，车辆防冻小技巧'],
  ['大雾', '3', '橙色', '{area}将出现能见度低于200米的浓雾，请减速慢行，开启雾灯。', '大雾天气行车安全提示'],
  ['暴雪', '4', '红色', '{area}将出现暴雪天气，非必要不出行，车辆请远离大树和广告牌。', '寒潮降温，车辆防冻小技巧'],
] as const;

/**
 * Disaster warnings of each branch. A warning's link (the 图文链接 variant sends it) opens the public
 * article page of the prevention guide for its disaster, which customers can read without a login.
 */
export function seedDisasterWarnings(rng: Rng, customers: readonly Customer[], articles: readonly Article[]): DisasterWarning[] {
  const out: DisasterWarning[] = [];
  let n = 0;
  for (const province of PROVINCES) {
    for (const branch of province.branches) {
      for (let i = 0; i < 2; i += 1) {
        n += 1;
        const [disasterType, level, levelName, template, guideTitle] = rng.pick(DISASTERS);
        const guide = articles.find((a) => a.title === guideTitle);
        if (!guide) throw new Error(`seed: no article '${guideTitle}' for ${disasterType} warnings`);
        const area = province.comId === '11000000' ? `北京市${branch.comName.replace(/北京市|支公司/g, '')}区` : `${branch.city}市`;
        // Issued by the weather service in the daytime (07:00–18:00 CST), never after the seed's now.
        const day = seedNow() - rng.int(0, 30) * DAY_MS;
        const published = Math.min(day - ((day + 8 * 3600000) % DAY_MS) + (6 + rng.int(1, 12)) * 3600000, seedNow() - 3600000);
        out.push({
          warningId: `DW${String(8000 + n * 3)}`,
          disasterType,
          level,
          levelName,
          comCode: branch.comCode,
          area,
          title: `${area}${disasterType}${levelName}预警`,
          content: template.replace('{area}', area),
          newsId: guide.newsId,
          linkUrl: `/news/news-detail?newsId=${guide.newsId}`,
          publishTime: fmtDateTime(published),
          custIds: customers.filter((c) => c.comCode === branch.comCode).slice(0, 12).map((c) => c.custId),
          sendFlag: rng.chance(0.4) ? '1' : '0',
        });
      }
    }
  }
  return out.sort((a, b) => parseCst(b.publishTime) - parseCst(a.publishTime));
}

export function seedBlacklist(rng: Rng, customers: readonly Customer[]): BlacklistEntry[] {
  return rng.sample(customers, 8).map((c) => ({
    custId: c.custId,
    custName: c.custName,
    externalUserId: c.externalUserId,
    userCode: c.managerUserCode,
    reason: rng.pick(['客户要求不再接收营销消息', '客户投诉营销打扰', '客户已转至其他客户经理服务', '重复添加']),
    createTime: fmtDateTime(seedNow() - rng.int(1, 200) * DAY_MS),
  }));
}

export function seedBlacklistConfigs(staff: readonly Staff[]): BlacklistConfig[] {
  return PROVINCES.map((p) => ({
    comCode: p.comId,
    enabled: '1',
    msgTypes: ['0', '2', '3'],
    maxPerWeek: 3,
    updateUserCode: staff.find((s) => s.comId === p.comId && s.persona === 'reviewer')?.userCode ?? '',
    updateTime: fmtDateTime(seedNow() - 45 * DAY_MS),
  }));
}
