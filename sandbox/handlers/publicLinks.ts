/**
 * Pages opened without a staff login (issue 26): the PC scan-code login confirmed on the phone,
 * shared downloads, insure and service-manager links, notices. Open calls answer only what the
 * link's own key (QR key, encrypted code, policy check code) names.
 */
import { Reply } from '@sandbox/reply';
import { encryptId } from '@sandbox/seed/identity';
import { CITIES, DISTRICTS } from '@sandbox/seed/refAreas';
import { CAR_MALLS } from '@sandbox/seed/carMalls';
import { JOINT_SALES } from '@sandbox/seed/jointSales';
import provincesJson from '../../schemas/dicts/provinces.json';
import type { ChatProposal, Customer, FollowUpNote, Policy, Staff } from '@sandbox/seed/types';
import { findQuote } from './robot';
import { withinRenewalWindow } from '@sandbox/seed/renewal';
import { nextId } from '@sandbox/store';
import { calendarDaysUntil } from '@sandbox/util/dates';
import { personaForCode } from '@sandbox/session/login';
import { fmtDateTime } from '@sandbox/util/dates';
import { maskPhone } from '@/lib';
import { makePdf } from '@sandbox/util/pdf';
import { answerQuestion } from './assistant';
import type { Faq } from '@sandbox/seed/types';
import { ePolicyReply } from './files';
import { flat, paginate, search, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

/** What a scan of an expired or forged QR code is told. */
export const QR_EXPIRED = '二维码已失效，请在电脑端刷新二维码后重新扫码';

/**
 * Confirms (confirm 1) or refuses (confirm 0) a PC login: the scanning user is the session's, else
 * the one the WeCom OAuth code names. The QR key is the PC's login attempt.
 */
function confirmPcLogin(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const key = str(p, 'key', 'qrCodeKey', 'uuid');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) return Reply.fail(QR_EXPIRED);
  const code = str(p, 'code');
  const userName = ctx.user?.userName ?? (code ? personaForCode(code).people[ctx.comId].userName : '');
  if (!userName) return Reply.fail('未获取到您的企业微信身份，请在手机企业微信中扫码');
  const confirmed = str(p, 'confirm', 'status') !== '0';
  return { confirmed, qrCodeKey: key, userName, confirmTime: fmtDateTime(ctx.now) };
}

/**
 * A message answered as a download's text/plain body (spec/calls.md, File download): status 0 is
 * a notice (nothing is saved), -1 a refusal the app alerts.
 */
export function plainStatus(status: 0 | -1, statusText: string): Reply {
  return Reply.file('message.txt', new TextEncoder().encode(JSON.stringify({ status, statusText })), 'text/plain;charset=utf-8');
}

/** The policy a shared single-policy link names: its number and its check code must match. */
function linkedPolicy(ctx: HandlerContext): Policy | undefined {
  const p = flat(ctx.params);
  const policyNo = str(p, 'policyNo');
  const code = str(p, 'code', 'verifyCode');
  if (!policyNo || !code) return undefined;
  return ctx.state.policies.find((x) => x.policyNo === policyNo && (x.verifyCode === code || encryptId(x.policyNo).slice(0, 16) === code));
}

function downloadEPolicy(ctx: HandlerContext): unknown {
  const policy = linkedPolicy(ctx);
  if (!policy) return Reply.fail('验证码或证件号码不正确，请核对后重试');
  if (policy.status === '3') return plainStatus(-1, '该保单已退保，电子保单已失效，无法下载');
  if (policy.status === '2') return plainStatus(0, '该保单已满期，电子保单不再提供下载，如需保单凭证请联系您的客户经理');
  return ePolicyReply(ctx.state, policy.policyNo);
}

/** The code of a customer's e-policy file link (all their policies in force, in one PDF). */
export function ePolicyFileCode(custId: string): string {
  return encryptId(`epolicy-file|${custId}`).slice(0, 20);
}

/** The customer an e-policy file link names, and their policies in force. */
function linkedFile(ctx: HandlerContext): { customer: Customer; policies: Policy[] } | undefined {
  const code = str(flat(ctx.params), 'fileCode', 'code');
  if (!/^[0-9A-F]{20}$/.test(code)) return undefined;
  const customer = ctx.state.customers.find((c) => ePolicyFileCode(c.custId) === code);
  if (!customer) return undefined;
  return { customer, policies: ctx.state.policies.filter((p) => p.custId === customer.custId && p.status === '1') };
}

function fileNameOf(customer: Customer, policies: readonly Policy[]): string {
  return `电子保单-${customer.custName}-${policies.length}张.pdf`;
}

function filePdf(customer: Customer, policies: readonly Policy[]): Uint8Array<ArrayBuffer> {
  return makePdf([
    'Electronic Insurance Policies (Sandbox)',
    `Policies in force: ${policies.length}`,
    ...policies.map((p) => `${p.policyNo}  ${p.riskCode}  ${p.startDate} - ${p.endDate}  CNY ${p.premium.toFixed(2)}`),
    `Customer ref: ${customer.custId}`,
  ]);
}

const FILE_LINK_INVALID = '文件链接无效或已过期，请联系您的客户经理重新发送';
const FILE_EMPTY = '该文件中的保单均已满期或退保，电子保单不再提供下载';

function shareFile(ctx: HandlerContext): unknown {
  const found = linkedFile(ctx);
  if (!found) return Reply.fail(FILE_LINK_INVALID);
  const { customer, policies } = found;
  return {
    fileCode: ePolicyFileCode(customer.custId),
    fileName: fileNameOf(customer, policies),
    fileType: 'PDF',
    fileSize: filePdf(customer, policies).byteLength,
    policyCount: policies.length,
    policies: policies.map((p) => ({
      policyNo: p.policyNo,
      riskCode: p.riskCode,
      riskName: p.riskName,
      insuredName: p.insuredName,
      licenseNo: p.licenseNo,
      startDate: p.startDate,
      endDate: p.endDate,
      premium: p.premium,
    })),
  };
}

function downloadFile(ctx: HandlerContext): unknown {
  const found = linkedFile(ctx);
  if (!found) return plainStatus(-1, FILE_LINK_INVALID);
  const { customer, policies } = found;
  if (!policies.length) return plainStatus(0, FILE_EMPTY);
  return Reply.file(fileNameOf(customer, policies), filePdf(customer, policies));
}

/**
 * The product an insure link (/external-insure-link/:code) names, and the insurer's order page it
 * opens, with the sharer the link names when they are staff.
 */
function insureLink(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const product = ctx.state.products.find((x) => x.productCode === str(p, 'code', 'productCode'));
  if (!product) return Reply.fail('投保链接无效或产品已下架');
  const sharer = str(p, 'userCode', 'shareUserCode');
  const order = new URL(`https://m.epicc.com.cn/insure/${product.productCode}`);
  if (sharer && ctx.state.staff.some((s) => s.userCode === sharer)) order.searchParams.set('shareUserCode', sharer);
  const { productCode, productName, description, premiumFrom, tags, coverUrl } = product;
  return { productCode, productName, description, premiumFrom, tags, coverUrl, insureUrl: order.href };
}

/** The code of a service manager's public card link (/open-service-manager/:code). */
export function serviceManagerCode(userCode: string): string {
  return encryptId(`service-manager|${userCode}`).slice(0, 24);
}

/** A service manager's card for customers: the record, with the full number to dial, no user code. */
function serviceManagerCard(ctx: HandlerContext): unknown {
  const code = str(flat(ctx.params), 'code');
  const staff = /^[0-9A-F]{24}$/.test(code) ? ctx.state.staff.find((s) => serviceManagerCode(s.userCode) === code) : undefined;
  const record = staff?.managerRecord;
  if (!staff || !record) return Reply.fail('服务经理信息不存在或已停用，请联系您的客户经理');
  const { userCode: _userCode, ...card } = record;
  return { ...card, mobile: staff.mobile, position: staff.position };
}

/** A name as strangers may see it: the surname, the rest starred. */
function maskName(name: string): string {
  return name ? name[0] + '*'.repeat(Math.max(1, name.length - 1)) : '';
}

/**
 * The customer files of the call's company that hold the plate a chat is about to be filed with:
 * masked, as anyone in the chat may see them before linking the chat to one.
 */
function duplicateRelations(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const chatId = str(p, 'chatId', 'roomId');
  if (!chatId) return Reply.fail('缺少群聊信息，请从客户群内的链接重新打开');
  const raw = str(p, 'licenseNo');
  const licenseNo = (() => {
    try {
      return decodeURIComponent(raw).trim().toUpperCase();
    } catch {
      return raw.trim().toUpperCase();
    }
  })();
  if (!licenseNo) return [];
  const here = ctx.state.chatRoomRelations.find((r) => r.comId === ctx.comId && r.chatId === chatId);
  return ctx.state.cars
    .filter((car) => car.licenseNo === licenseNo)
    .flatMap((car) => {
      const customer = ctx.state.customers.find((c) => c.custId === car.custId && c.comId === ctx.comId);
      if (!customer) return [];
      return [
        {
          custId: customer.custId,
          custName: maskName(customer.custName),
          licenseNo: car.licenseNo,
          brandModel: car.brandModel,
          mobile: maskPhone(customer.mobile),
          chatCount: ctx.state.chatRoomRelations.filter((r) => r.comId === ctx.comId && r.custId === customer.custId).length,
          filedHere: here?.custId === customer.custId,
        },
      ];
    });
}

/** The customer a car-use-place link names: their WeChat unionId, in the call's company. */
function unionCustomer(ctx: HandlerContext): Customer | undefined {
  const unionId = str(flat(ctx.params), 'unionId');
  return unionId ? ctx.state.customers.find((c) => c.unionId === unionId && c.comId === ctx.comId) : undefined;
}

const NO_UNION_CUSTOMER = '未查询到您的投保信息，请联系您的客户经理';

/** The province, city and area names of the white lists' codes ('' where a code is not known). */
function placeNames(provinceCode: string, cityCode: string, areaCode: string): [string, string, string] {
  const province = provincesJson.items.find((i) => `${i.value.slice(0, 2)}0000` === provinceCode)?.extra.fullName ?? '';
  const city = (CITIES[provinceCode] ?? []).find((c) => c.code === cityCode)?.name ?? '';
  const area = (DISTRICTS[cityCode] ?? []).find((a) => a.code === areaCode)?.name ?? '';
  return [province, city, area];
}

/** The codes of a stored place ('四川省成都市锦江区'), found back from the white lists. */
function placeCodes(place: string): { provinceCode: string; cityCode: string; areaCode: string } {
  const province = provincesJson.items.find((i) => place.startsWith(i.extra.fullName));
  const provinceCode = province ? `${province.value.slice(0, 2)}0000` : '';
  const rest = province ? place.slice(province.extra.fullName.length) : '';
  const cities = CITIES[provinceCode] ?? [];
  // A municipality's one city has the province's name, which the stored place does not repeat.
  const city = cities.find((c) => rest.startsWith(c.name)) ?? cities.find((c) => c.name === province?.extra.fullName);
  const areaPart = city && rest.startsWith(city.name) ? rest.slice(city.name.length) : rest;
  const area = city ? (DISTRICTS[city.code] ?? []).find((a) => areaPart === a.name) : undefined;
  return { provinceCode, cityCode: city?.code ?? '', areaCode: area?.code ?? '' };
}

function carUsePlaceOf(ctx: HandlerContext): unknown {
  const c = unionCustomer(ctx);
  if (!c) return Reply.fail(NO_UNION_CUSTOMER);
  return {
    custName: maskName(c.custName),
    licenseNos: ctx.state.cars.filter((x) => x.custId === c.custId).map((x) => x.licenseNo).filter(Boolean),
    carUsePlace: c.carUsePlace,
    // Only the codes found: an empty one would pre-select nothing instead of showing the placeholder.
    ...Object.fromEntries(Object.entries(placeCodes(c.carUsePlace)).filter(([, code]) => code !== '')),
  };
}

function saveCarUsePlace(ctx: HandlerContext): unknown {
  const c = unionCustomer(ctx);
  if (!c) return Reply.fail(NO_UNION_CUSTOMER);
  const p = flat(ctx.params);
  const [province, city, area] = placeNames(str(p, 'provinceCode'), str(p, 'cityCode'), str(p, 'areaCode'));
  if (!province || !city) return Reply.fail('请选择实际用车的省份和城市');
  const place = `${province}${city === province ? '' : city}${area}`;
  ctx.store.write(() => {
    c.carUsePlace = place;
  });
  return { carUsePlace: place };
}

/** The code of a staff member's renewal-task link (/renewal-task/renewal-task?code=…). */
export function renewalTaskCode(userCode: string): string {
  return encryptId(`renewal-task|${userCode}`).slice(0, 24);
}

const RENEWAL_LINK_INVALID = '续保任务链接无效或已过期，请重新获取';

function renewalStaff(ctx: HandlerContext): Staff | undefined {
  const code = str(flat(ctx.params), 'code');
  return /^[0-9A-F]{24}$/.test(code) ? ctx.state.staff.find((s) => renewalTaskCode(s.userCode) === code) : undefined;
}

function notesOf(ctx: HandlerContext, userCode: string, policyNo: string): FollowUpNote[] {
  return (ctx.state.followUpNotes ?? []).filter((n) => n.userCode === userCode && n.policyNo === policyNo).sort((a, b) => b.createTime.localeCompare(a.createTime) || b.noteId.localeCompare(a.noteId));
}

/** A renewal task: a policy in force of the staff member's own customers, within the renewal window. */
function renewalTasks(ctx: HandlerContext, staff: Staff): Array<Record<string, unknown>> {
  const mine = new Map(ctx.state.customers.filter((c) => c.managerUserCode === staff.userCode).map((c) => [c.custId, c]));
  return ctx.state.policies
    .filter((p) => p.status === '1' && mine.has(p.custId) && withinRenewalWindow(p.endDate, ctx.now))
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.policyNo.localeCompare(b.policyNo))
    .map((p) => {
      const c = mine.get(p.custId) as Customer;
      const notes = notesOf(ctx, staff.userCode, p.policyNo);
      return {
        policyNo: p.policyNo,
        custName: c.custName,
        mobile: maskPhone(c.mobile),
        licenseNo: p.licenseNo,
        riskName: p.riskName,
        endDate: p.endDate,
        remainDays: calendarDaysUntil(p.endDate, ctx.now),
        followStatus: notes[0]?.followStatus ?? '0',
        followCount: notes.length,
        lastFollowTime: notes[0]?.createTime ?? '',
      };
    });
}

function queryRenewalTasks(ctx: HandlerContext): unknown {
  const staff = renewalStaff(ctx);
  if (!staff) return Reply.fail(RENEWAL_LINK_INVALID);
  const all = renewalTasks(ctx, staff);
  const done = (t: Record<string, unknown>): boolean => t.followStatus === 'mu002' || t.followStatus === 'mu003';
  const status = str(flat(ctx.params), 'status');
  const rows = status === 'done' ? all.filter(done) : status === 'todo' ? all.filter((t) => !done(t)) : all;
  return { ...paginate(rows, ctx.params), todoCount: all.filter((t) => !done(t)).length, doneCount: all.filter(done).length, userName: staff.userName };
}

function queryFollowUpNotes(ctx: HandlerContext): unknown {
  const staff = renewalStaff(ctx);
  if (!staff) return Reply.fail(RENEWAL_LINK_INVALID);
  const policyNo = str(flat(ctx.params), 'policyNo');
  const task = renewalTasks(ctx, staff).find((t) => t.policyNo === policyNo);
  if (!task) return Reply.fail('该续保任务不存在或已结束');
  const names: Record<FollowUpNote['followStatus'], string> = { mu001: '持续跟进', mu002: '跟进成功', mu003: '跟进失败' };
  return { task, notes: notesOf(ctx, staff.userCode, policyNo).map((n) => ({ ...n, followStatusName: names[n.followStatus] })) };
}

function saveFollowUpNote(ctx: HandlerContext): unknown {
  const staff = renewalStaff(ctx);
  if (!staff) return Reply.fail(RENEWAL_LINK_INVALID);
  const p = flat(ctx.params);
  const policyNo = str(p, 'policyNo');
  if (!renewalTasks(ctx, staff).some((t) => t.policyNo === policyNo)) return Reply.fail('该续保任务不存在或已结束');
  const followStatus = str(p, 'followStatus');
  if (followStatus !== 'mu001' && followStatus !== 'mu002' && followStatus !== 'mu003') return Reply.fail('请选择跟进结果');
  const content = str(p, 'content').trim();
  if (!content) return Reply.fail('请填写跟进内容');
  return ctx.store.write((s) => {
    const note: FollowUpNote = { noteId: nextId(s, 'FN'), userCode: staff.userCode, policyNo, followStatus, content: content.slice(0, 200), nextTime: str(p, 'nextTime'), createTime: fmtDateTime(ctx.now) };
    s.followUpNotes = [...(s.followUpNotes ?? []), note];
    return note;
  });
}

/**
 * A car mall dealer's lookup by plate, in the mall's company: the owner masked, the policies' end
 * dates (what the dealer needs to offer insurance) and the customer's manager to call.
 */
function carMallCustomer(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const mall = CAR_MALLS.find((m) => m.mallCode === str(p, 'mallCode'));
  if (!mall) return Reply.fail('车商信息无效，请通过车商通入口重新打开');
  const licenseNo = str(p, 'licenseNo').trim().toUpperCase();
  if (!licenseNo) return Reply.fail('请输入车牌号码');
  const car = ctx.state.cars.find((c) => c.licenseNo === licenseNo && ctx.state.customers.some((x) => x.custId === c.custId && x.comId === mall.comId));
  const customer = car && ctx.state.customers.find((x) => x.custId === car.custId);
  if (!car || !customer) return Reply.fail('未查询到该车牌的投保信息');
  const inForce = ctx.state.policies.filter((x) => x.custId === customer.custId && x.status === '1' && (x.carId === car.carId || x.licenseNo === licenseNo));
  const manager = ctx.state.staff.find((s) => s.userCode === customer.managerUserCode);
  return {
    mallName: mall.mallName,
    licenseNo,
    custName: maskName(customer.custName),
    mobile: maskPhone(customer.mobile),
    brandModel: car.brandModel,
    insured: inForce.length > 0,
    policies: inForce.map((x) => ({ riskCode: x.riskCode, riskName: x.riskName, endDate: x.endDate, remainDays: calendarDaysUntil(x.endDate, ctx.now) })),
    managerName: manager?.userName ?? '',
    managerMobile: manager?.mobile ?? '',
  };
}

/** FAQ categories customers may read (the 系统 ones are staff how-tos). */
const CUSTOMER_FAQ_CATEGORIES: ReadonlySet<string> = new Set(['车险', '理赔', '非车']);

function customerFaqs(ctx: HandlerContext): Faq[] {
  return ctx.state.faqs.filter((f) => CUSTOMER_FAQ_CATEGORIES.has(f.category));
}

/** The customer guide's answer: customer FAQs only, never the staff's sales pitches. */
function guideAnswer(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const question = str(p, 'question', 'query', 'content').trim();
  if (!question) return Reply.fail('请输入您的问题');
  const { answer, source } = answerQuestion({ ...ctx.state, faqs: customerFaqs(ctx), salesPitches: [] }, question);
  return { answer, source, sessionId: str(p, 'sessionId') };
}

function guideQuestions(ctx: HandlerContext): unknown {
  const category = str(ctx.params, 'category');
  return customerFaqs(ctx)
    .filter((f) => !category || f.category === category)
    .sort((a, b) => Number(b.hot) - Number(a.hot))
    .map(({ faqId, category: c, question }) => ({ faqId, category: c, question }));
}

function jointSales(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const kind = str(p, 'kind');
  if (kind !== 'ebs' && kind !== 'lco') return Reply.fail('联合销售类型不正确');
  const mine = JOINT_SALES.filter((x) => x.kind === kind && x.comId === ctx.comId);
  const rows = search(mine, str(p, 'keyword'), [(x) => x.salesName, (x) => x.salesCode, (x) => x.orgName]).map(({ salesCode, salesName, orgName }) => ({ salesCode, salesName, orgName }));
  return paginate(rows, p, 20);
}

/**
 * Binds the chat's group-chat user as the customer the chat is filed for, when the mobile they give
 * is the one on that customer's file: the chat's filing then names them.
 */
function bindChatRoomUser(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const chatId = str(p, 'chatId', 'roomId');
  const relation = chatId ? ctx.state.chatRoomRelations.find((r) => r.comId === ctx.comId && r.chatId === chatId) : undefined;
  const customer = relation?.custId ? ctx.state.customers.find((c) => c.custId === relation.custId && c.comId === ctx.comId) : undefined;
  if (!relation || !customer) return Reply.fail('该群尚未建档，请联系您的客户经理');
  if (str(p, 'mobile') !== customer.mobile) return Reply.fail('手机号与客户档案登记的不一致，请核对后重试');
  const externalUserId = ctx.user?.systemRole === 'externalUser' ? ctx.user.userId : str(p, 'externalUserId');
  if (!externalUserId) return Reply.fail('未获取到您的企业微信身份，请从客户群内的链接打开');
  ctx.store.write(() => {
    relation.externalUserId = externalUserId;
    relation.updateTime = fmtDateTime(ctx.now);
  });
  return { bound: true, custName: maskName(customer.custName), externalUserId };
}

/** A confirmed quotation of a chat the caller may see becomes a proposal awaiting payment (once). */
function transProposal(ctx: HandlerContext): unknown {
  const quote = findQuote(ctx);
  if (quote instanceof Reply) return quote;
  if (quote.status !== '1') return Reply.fail('报价尚未确认，请先核对车辆及车主信息');
  const p = flat(ctx.params);
  const mobile = str(p, 'mobile');
  if (!/^1[3-9]\d{9}$/.test(mobile)) return Reply.fail('请输入正确的手机号码');
  const kind = str(p, 'jointSalesKind');
  const code = str(p, 'jointSalesCode');
  if (code && !JOINT_SALES.some((x) => x.kind === kind && x.salesCode === code && x.comId === quote.comId)) return Reply.fail('联合销售人员不存在，请重新选择');
  const view = (x: ChatProposal) => ({ ...x, statusName: '待支付' });
  const existing = (ctx.state.chatProposals ?? []).find((x) => x.ocrId === quote.ocrId && x.comId === quote.comId);
  if (existing) return view(existing);
  return ctx.store.write((s) => {
    const proposal: ChatProposal = {
      proposalNo: `TDAA${nextId(s, 'CP', 12)}`.replace('CP', ''),
      comId: quote.comId,
      ocrId: quote.ocrId,
      chatId: quote.chatId,
      premium: quote.quotePremium,
      mobile,
      jointSalesKind: code ? kind : '',
      jointSalesCode: code,
      status: '0',
      createTime: fmtDateTime(ctx.now),
    };
    s.chatProposals = [...(s.chatProposals ?? []), proposal];
    return view(proposal);
  });
}

export const publicLinkHandlers: HandlerMap = {
  transProposal,
  whiteBindChatRoomUser: bindChatRoomUser,
  whiteQueryJointSales: jointSales,
  whiteChatWithChatBot: guideAnswer,
  whiteGetFrequentlyQuestions: guideQuestions,
  whiteQueryCarMallCustomer: carMallCustomer,
  whiteQueryRenewalTasks: queryRenewalTasks,
  whiteQueryFollowUpNotes: queryFollowUpNotes,
  whiteSaveFollowUpNote: saveFollowUpNote,
  whiteQueryCarUsePlace: carUsePlaceOf,
  whiteSaveCarUsePlace: saveCarUsePlace,
  whiteQueryDuplicateRelations: duplicateRelations,
  whiteGetInsureUrl: insureLink,
  whiteQueryServiceManagerCard: serviceManagerCard,
  confirmQRCodeLoginPC: confirmPcLogin,
  whiteDownloadEPolicy: downloadEPolicy,
  whiteQueryShareFile: shareFile,
  whiteDownloadFile: downloadFile,
};
