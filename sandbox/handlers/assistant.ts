/** The intelligent assistant (/assistant, Bearer token): Q&A, sales pitches, reports, config. */
import { Reply } from '@sandbox/reply';
import { riskByCode } from '@sandbox/seed/refInsurance';
import type { AssistantConfig, Faq, SalesPitch, SandboxState } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { sha1Hex } from '@sandbox/util/sha1';
import { claimView } from './claim';
import { knowledgeFileInfo } from './content';
import { documentFile } from './files';
import { customerNotFound, findCustomer, policyView } from './lookup';
import { flat, list, paginate, str } from './params';
import { ranking, staffStats, statWindow } from './reports';
import { bookReservation } from './reservations';
import { callerOf, canSeeClaim } from './scope';
import type { HandlerContext, HandlerMap } from './types';

function bigrams(text: string): Set<string> {
  const chars = Array.from(text.replace(/[\s？?，,。.！!]/g, ''));
  const out = new Set<string>();
  for (let i = 0; i < chars.length - 1; i += 1) out.add(chars[i] + chars[i + 1]);
  return out;
}

function bestFaq(state: SandboxState, question: string): Faq | undefined {
  const q = bigrams(question);
  let best: Faq | undefined;
  let score = 0;
  for (const faq of state.faqs) {
    const s = [...bigrams(faq.question)].filter((b) => q.has(b)).length;
    if (s > score) {
      score = s;
      best = faq;
    }
  }
  return score >= 2 ? best : undefined;
}

function bestPitch(state: SandboxState, question: string): SalesPitch | undefined {
  return state.salesPitches.find((p) => p.keywords.some((k) => question.includes(k)));
}

/** The assistant's answer: an FAQ, else a sales pitch, else a polite fallback naming the hotline. */
export function answerQuestion(state: SandboxState, question: string): { answer: string; source: string; refId: string } {
  const faq = bestFaq(state, question);
  if (faq) return { answer: faq.answer, source: 'knowledgeBase', refId: faq.faqId };
  const pitch = bestPitch(state, question);
  if (pitch) return { answer: pitch.content, source: 'salesPitch', refId: pitch.pitchId };
  return {
    answer: `关于"${question}"，知识库中暂未找到准确答案。建议您换个问法，或拨打95518咨询人工客服；如涉及具体保单，请提供保单号或车牌号以便查询。`,
    source: 'fallback',
    refId: '',
  };
}

function ask(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const question = str(p, 'question', 'query', 'content', 'message', 'text');
  if (!question) return Reply.fail('请输入您的问题');
  const sessionId = str(p, 'sessionId') || sha1Hex(`${ctx.user?.userCode ?? ''}|${ctx.now}`).slice(0, 24);
  const { answer, source, refId } = answerQuestion(ctx.state, question);
  const model = str(p, 'model', 'modelType') || 'knowledgeBase';
  const recordId = ctx.store.write((s) => {
    const id = nextId(s, 'IR', 8);
    s.intellRecords.unshift({ recordId: id, sessionId, userCode: ctx.user?.userCode ?? '', question, answer, useful: '', time: fmtDateTime(ctx.now) });
    if (s.intellRecords.length > 500) s.intellRecords.length = 500;
    return id;
  });
  return { recordId, sessionId, question, answer, source, refId, model, relatedQuestions: ctx.state.faqs.filter((f) => f.faqId !== refId).slice(0, 3).map((f) => f.question) };
}

function rate(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const record = ctx.state.intellRecords.find((r) => r.recordId === str(p, 'recordId', 'id'));
  if (!record) return Reply.fail('问答记录不存在');
  const value = str(p, 'useful', 'isUseful');
  ctx.store.write(() => {
    record.useful = value === '0' || value === 'false' ? '0' : '1';
  });
  return { recordId: record.recordId, useful: record.useful };
}

function setBigModel(ctx: HandlerContext, on: boolean): unknown {
  const staff = ctx.staff;
  if (!staff) return Reply.fail('仅企业微信内部用户可以设置');
  ctx.store.write(() => {
    staff.bigModel = on;
  });
  return { functionCode: 'bigModel', userCode: staff.userCode, enabled: on };
}

function personReport(ctx: HandlerContext): Record<string, unknown> {
  const staff = ctx.staff ?? ctx.state.staff.find((s) => s.comId === ctx.comId);
  if (!staff) return {};
  // The figures of the statistics period asked for (period: now, month, quarter; default now).
  const win = statWindow(str(flat(ctx.params), 'period'), ctx.now);
  const stats = staffStats(ctx.state, staff, ctx.now, win);
  const premiumRank = ranking(ctx.state, ctx.comId, 'premium', ctx.now, { win }).find((r) => r.userCode === staff.userCode)?.rank ?? 0;
  return {
    reportId: `PR${staff.userCode}${fmtDateTime(ctx.now).slice(0, 7).replace('-', '')}`,
    reportName: `${staff.userName} ${fmtDateTime(ctx.now).slice(0, 7)} 个人经营简报`,
    ...stats,
    premiumRank,
    period: win.period,
    statDate: win.statDate,
    summary: `本期您共服务客户${stats.customerCount}位，企业微信绑定率${stats.bindingRate}%，续保率${stats.renewalRate}%，近一年保费${stats.premium}元，在本省排名第${premiumRank}位。`,
    suggestions: [
      stats.bindingRate < 60 ? '绑定率偏低，建议优先添加在保客户企业微信。' : '绑定率良好，继续保持。',
      stats.renewalRate < 70 ? '续保率有提升空间，建议关注30天内到期客户。' : '续保表现优秀。',
      stats.nonVehiclePremium < 2000 ? '非车险占比较低，可向车险客户推荐驾乘险和百万医疗。' : '非车险交叉销售表现良好。',
    ],
  };
}

function tokenUser(ctx: HandlerContext): unknown {
  const u = ctx.user;
  if (!u) return null;
  return { userCode: u.userCode, userName: u.userName, comId: u.comId, comCode: u.comCode, systemRole: u.systemRole, bigModel: ctx.staff?.bigModel ?? false };
}

function defaultConfig(ctx: HandlerContext): AssistantConfig {
  return {
    userCode: ctx.user?.userCode ?? '',
    defaultModel: ctx.staff?.bigModel ? 'bigModel' : 'knowledgeBase',
    welcome: '您好，我是您的智能助手，可以帮您查保单、查理赔、找话术。',
    quickQuestions: ctx.state.faqs.filter((f) => f.hot).map((f) => f.question),
    disabledNavIds: [],
    homeNavIds: ctx.state.navigation.slice(0, 4).map((n) => n.navId),
    updateTime: '',
  };
}

function assistantConfig(ctx: HandlerContext): AssistantConfig {
  const userCode = ctx.user?.userCode ?? '';
  const saved = ctx.state.assistantConfigs.find((c) => c.userCode === userCode);
  return { ...defaultConfig(ctx), ...saved };
}

/**
 * Saves the user's assistant settings; a field the call leaves out keeps its value (the settings
 * page, 事项配置 and 首页配置 each save their own part). One item is switched with navId + enabled
 * and put on or taken off the home page with navId + showOnHome.
 */
function saveConfig(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const userCode = ctx.user?.userCode ?? '';
  const current = assistantConfig(ctx);
  const known = new Set(ctx.state.navigation.map((n) => n.navId));
  const navId = str(p, 'navId');
  if (navId && !known.has(navId)) return Reply.fail('助手事项不存在');
  let disabled = p.disabledNavIds === undefined ? (current.disabledNavIds ?? []) : list(p, 'disabledNavIds').filter((id) => known.has(id));
  if (navId && p.enabled !== undefined) {
    const on = p.enabled === true || p.enabled === '1' || p.enabled === 'true';
    disabled = on ? disabled.filter((id) => id !== navId) : [...new Set([...disabled, navId])];
  }
  let home = p.homeNavIds === undefined ? (current.homeNavIds ?? []) : list(p, 'homeNavIds').filter((id) => known.has(id));
  if (navId && p.showOnHome !== undefined) {
    const on = p.showOnHome === true || p.showOnHome === '1' || p.showOnHome === 'true';
    home = on ? (home.includes(navId) ? home : [...home, navId]) : home.filter((id) => id !== navId);
  }
  if (home.length > 8) return Reply.fail('首页最多放 8 个常用功能');
  return ctx.store.write((s) => {
    const config: AssistantConfig = {
      userCode,
      defaultModel: p.defaultModel === undefined && p.model === undefined ? current.defaultModel : str(p, 'defaultModel', 'model') === 'bigModel' ? 'bigModel' : 'knowledgeBase',
      welcome: p.welcome === undefined ? current.welcome : str(p, 'welcome') || '您好，我是您的智能助手。',
      quickQuestions: p.quickQuestions === undefined ? current.quickQuestions : list(p, 'quickQuestions'),
      disabledNavIds: disabled,
      homeNavIds: home,
      updateTime: fmtDateTime(ctx.now),
    };
    s.assistantConfigs = [config, ...s.assistantConfigs.filter((c) => c.userCode !== userCode)];
    return config;
  });
}

/** The assistant's items, each with whether the user has it on and on the home page; one by navId. */
function navigationList(ctx: HandlerContext): unknown {
  const config = assistantConfig(ctx);
  const navId = str(flat(ctx.params), 'navId');
  const home = config.homeNavIds ?? [];
  return ctx.state.navigation
    .filter((n) => !navId || n.navId === navId)
    .map((n) => ({ ...n, enabled: !(config.disabledNavIds ?? []).includes(n.navId), onHome: home.includes(n.navId), homeSort: home.indexOf(n.navId) + 1 }));
}

export const assistantHandlers: HandlerMap = {
  getSalesPitch: (ctx) => {
    const question = str(flat(ctx.params), 'question', 'keyword', 'scene', 'content');
    const pitch = bestPitch(ctx.state, question) ?? ctx.state.salesPitches[0];
    return { ...pitch, question };
  },
  isUseful: rate,
  getFrequentlyQuestions: (ctx) => {
    const category = str(ctx.params, 'category');
    return ctx.state.faqs.filter((f) => !category || f.category === category);
  },
  getNavigationList: navigationList,
  saveIntellRecord: ask,
  generateSessionId: (ctx) => sha1Hex(`${ctx.user?.userCode ?? ''}|session|${ctx.now}`).slice(0, 24),
  showAssistantByUser: (ctx) => ({ bigModel: ctx.staff?.bigModel ?? false, functionCodes: ctx.staff?.bigModel ? ['bigModel'] : [] }),
  checkIsValidRiskCode: (ctx) => {
    const risk = riskByCode(str(ctx.params, 'riskCode').toUpperCase());
    return { valid: Boolean(risk), riskCode: risk?.riskCode ?? '', riskName: risk?.riskName ?? '' };
  },
  insertWhiteListByFunc: (ctx) => setBigModel(ctx, true),
  invalidFunctionCode: (ctx) => setBigModel(ctx, false),
  getFileInfoByFileName: knowledgeFileInfo,
  downLoadFileByPath: (ctx) => {
    const path = str(ctx.params, 'filePath', 'path', 'fileName');
    if (!path) return Reply.fail('文件路径不能为空');
    const file = documentFile(path);
    return Reply.file(file.fileName, file.body);
  },
  getReportAnalyze: (ctx) => personReport(ctx),
  getInformationSummary: (ctx) => {
    const c = findCustomer(ctx);
    if (!c) return customerNotFound(ctx);
    const policies = ctx.state.policies.filter((p) => p.custId === c.custId && p.status === '1');
    const claims = ctx.state.claims.filter((x) => x.custId === c.custId);
    return {
      custId: c.custId,
      custName: c.custName,
      summary: `${c.custName}，${c.gender === '1' ? '男' : '女'}，${c.occupation}。名下有效保单${policies.length}张，年缴保费${Math.round(policies.reduce((s, p) => s + p.premium, 0))}元；近年出险${claims.length}次。客户标签：${c.labels.join('、')}。`,
      highlights: policies.slice(0, 3).map((p) => `${p.riskName}将于${p.endDate.slice(0, 10)}到期`),
    };
  },
  saveUsageRecord: (ctx) => ({ recordId: ctx.store.write((s) => nextId(s, 'UR', 8)), functionCode: str(flat(ctx.params), 'functionCode', 'function') || 'chat' }),
  getTokenUser: tokenUser,
  getQuoteInfo: (ctx) => {
    const c = findCustomer(ctx, { custId: str(ctx.params, 'custId'), encryptCustId: str(ctx.params, 'encryptCustId') });
    if (!c) return customerNotFound(ctx);
    const car = ctx.state.cars.find((x) => x.custId === c.custId && (!str(ctx.params, 'licenseNo') || x.licenseNo === str(ctx.params, 'licenseNo')));
    const last = ctx.state.policies.filter((p) => p.carId === car?.carId && (p.riskCode === 'DAA' || p.riskCode === 'DDA')).sort((a, b) => b.startDate.localeCompare(a.startDate))[0];
    const base = last?.premium ?? 3800;
    return { custName: c.custName, licenseNo: car?.licenseNo ?? '', brandModel: car?.brandModel ?? '', lastPremium: base, quotePremium: Math.round(base * 0.93 * 100) / 100, discountRate: 0.93, quoteTime: fmtDateTime(ctx.now), validUntil: fmtDateTime(ctx.now + 3 * 86400000) };
  },
  getProposalInfo: (ctx) => {
    const c = findCustomer(ctx);
    if (!c) return [];
    return ctx.state.policies.filter((p) => p.custId === c.custId).slice(0, 5).map((p) => ({ ...policyView(p), proposalStatus: '已承保' }));
  },
  getClaimDetail: (ctx) => {
    const registNo = str(flat(ctx.params), 'registNo');
    const caller = callerOf(ctx);
    const customer = registNo ? undefined : findCustomer(ctx);
    const claim = ctx.state.claims.find((c) => (registNo ? c.registNo === registNo : c.custId === customer?.custId) && canSeeClaim(ctx.state, caller, c));
    return claim ? claimView(ctx, claim) : Reply.fail('未查询到理赔案件');
  },
  queryPersonReportList: (ctx) => {
    const report = personReport(ctx);
    const months = [0, 1, 2, 3, 4, 5].map((i) => {
      const t = ctx.now - i * 30 * 86400000;
      const month = fmtDateTime(t).slice(0, 7);
      return { reportId: `PR${ctx.user?.userCode ?? ''}${month.replace('-', '')}`, reportName: `${month} 个人经营简报`, month, createTime: `${month}-01 08:00:00` };
    });
    return { ...paginate(months, ctx.params), latest: report };
  },
  queryPersonReportDetail: (ctx) => personReport(ctx),
  chatWithChatBot: ask,
  saveAssistantConfigInfo: saveConfig,
  queryAssistantConfigInfo: assistantConfig,
  reservationTask: (ctx) => {
    const p = flat(ctx.params);
    const c = findCustomer(ctx, p);
    if (!c) return customerNotFound(ctx);
    return bookReservation(ctx, c, {
      serviceType: str(p, 'taskType', 'serviceType') || '回访提醒',
      reserveTime: str(p, 'reserveTime', 'time'),
      address: c.address,
      remark: str(p, 'remark', 'content'),
    });
  },
  getAddedService: (ctx) => {
    const c = findCustomer(ctx);
    if (!c) return customerNotFound(ctx);
    const packs = ctx.state.servicePacks.filter((p) => p.comCode === c.comId && p.status === '1');
    return { custId: c.custId, custName: c.custName, packs: packs.slice(0, 2) };
  },
};
