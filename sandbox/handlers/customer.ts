/** Customer lookup, binding and the customer detail queries (catalogue domain "customer"). */
import { isIdCard, maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { encryptId } from '@sandbox/seed/identity';
import { fmtDateTime, parseCst } from '@sandbox/util/dates';
import { sha1Hex } from '@sandbox/util/sha1';
import { portrait, productRecommendations, thirdPartyIncrease, valueInfo } from './customerInsights';
import { carView, customerNotFound, customerView, findCustomer, identifyCustomer, isBound, policyView } from './lookup';
import { flat, list, paginate, search, str } from './params';
import { favoriteHandlers, leadHandlers } from './customerLeads';
import { byTaskOrder, completeTask, isOverdue, taskFields } from './customerTasks';
import { BOUND_TO_OTHER, CUSTOMER_NOT_FOUND, bindingReach, callerOf, canSeeCustomer, companyCustomers, ownCustomers, visibleCustomers } from './scope';
import type { Customer } from '@sandbox/seed/types';
import type { HandlerContext, HandlerMap } from './types';

const TRADE_STATUS_REASONS: ReadonlyArray<readonly [string, string, string]> = [
  ['note-follow', '01', '客户在比价'],
  ['note-follow', '02', '客户暂未决定'],
  ['note-follow', '03', '约定再次联系'],
  ['note-follow', '04', '客户外出不便'],
  ['note-success', '01', '已续保'],
  ['note-success', '02', '已新保'],
  ['note-success', '03', '已加保非车险'],
  ['note-fail', '01', '已在他司投保'],
  ['note-fail', '02', '车辆已出售'],
  ['note-fail', '03', '车辆已报废'],
  ['note-fail', '04', '价格原因'],
  ['note-fail', '05', '服务原因'],
];

/** The trade-status reasons, all or of one code type. */
export function tradeStatusReasons(codeType = ''): Array<{ id: { codeType: string; codeCode: string }; codeCName: string }> {
  return TRADE_STATUS_REASONS.filter(([type]) => !codeType || type === codeType).map(([type, codeCode, codeCName]) => ({ id: { codeType: type, codeCode }, codeCName }));
}

/**
 * A customer looked up by exact ID number for binding (scope.ts rule 3): the caller's own, or an
 * unbound customer of the company; a customer bound to another manager is refused with
 * BOUND_TO_OTHER; anything else is not found (an empty list).
 */
function byIdNumberForBinding(ctx: HandlerContext, idNumber: string): Customer[] | Reply {
  const found = companyCustomers(ctx).find((c) => c.idNumber === idNumber.toUpperCase());
  if (!found) return [];
  switch (bindingReach(ctx.state, callerOf(ctx), found)) {
    case 'own':
    case 'unbound':
      return [found];
    case 'boundToOther':
      return Reply.fail(BOUND_TO_OTHER);
    case 'none':
      return [];
  }
}

/**
 * The binding query: the caller's to-do (or done) tasks, filtered; the list also travels as `lists`.
 * Only the caller's own customers (scope.ts): a new employee has none. A keyword that is a whole ID
 * number also finds an unbound customer of the company, to bind (rule 3).
 * Task-centre filters: bindSource (one code or a comma list), overdueFlag (1 overdue to-do tasks,
 * 0 the others) and orderBy=deadline (to-do by deadline, done newest first). Each row carries its
 * task fields (customer-tasks.ts) and `ownFlag` ('1' when the caller may open the customer's detail).
 */
function custMainQuery(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  let items = ownCustomers(ctx);
  const idNumber = str(p, 'idNumber', 'certificateNo');
  const keyword = str(p, 'keyword', 'custName', 'searchValue', 'queryValue').trim();
  if (idNumber || isIdCard(keyword.toUpperCase())) {
    const found = byIdNumberForBinding(ctx, idNumber || keyword);
    if (found instanceof Reply) return found;
    items = found;
  } else if (str(p, 'custId', 'encryptCustId', 'licenseNo', 'mobile', 'externalUserId')) {
    const direct = findCustomer(ctx, p);
    items = direct ? [direct] : [];
  } else {
    const taskType = str(p, 'taskType', 'type');
    if (taskType) items = items.filter((c) => c.taskType === taskType);
    const sources = list(p, 'bindSource');
    if (sources.length) items = items.filter((c) => sources.includes(c.bindSource));
    const overdue = str(p, 'overdueFlag');
    if (overdue) items = items.filter((c) => isOverdue(ctx.state, c, ctx.now) === (overdue === '1'));
    const follow = str(p, 'followStatus', 'followUpStatus');
    if (follow) items = items.filter((c) => c.followStatus === follow);
    const status = str(p, 'custStatus');
    if (status) items = items.filter((c) => c.custStatus === status);
    const insured = str(p, 'insuredFlag');
    if (insured) items = items.filter((c) => c.insuredFlag === insured);
    const gender = str(p, 'gender');
    // The filter gender dictionary is 0 female, 1 male.
    if (gender) items = items.filter((c) => (gender === '0' ? c.gender === '2' : c.gender === '1'));
    // Push source: todoTask (pushed to bind) or kafkaPayment (payment notice), spec product 3.4.
    const pushSource = str(p, 'pushSource');
    if (pushSource) items = items.filter((c) => c.pushSource === pushSource);
    const bound = str(p, 'bindFlag', 'bindStatus');
    if (bound) items = items.filter((c) => isBound(ctx.state, c.custId, ctx.user?.userCode) === (bound === '1'));
    items = search(items, keyword, [
      (c) => c.custName,
      (c) => c.mobile,
      (c) => c.idNumber,
      (c) => ctx.state.cars.filter((x) => x.custId === c.custId).map((x) => x.licenseNo).join(' '),
    ]);
  }
  if (str(p, 'orderBy') === 'deadline') items = [...items].sort(byTaskOrder(ctx));
  const page = paginate(items, ctx.params);
  const caller = callerOf(ctx);
  const rows = page.list.map((c) => ({ ...customerView(ctx, c), ...taskFields(ctx, c), ownFlag: canSeeCustomer(ctx.state, caller, c) ? '1' : '0' }));
  return { ...page, list: rows, lists: rows };
}

/** Binds a customer to the caller: their own, or an unbound one of the company (scope.ts rule 3). */
function bind(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const customer = identifyCustomer(ctx, p);
  const reach = customer ? bindingReach(ctx.state, callerOf(ctx), customer) : 'none';
  if (!customer || reach === 'none') return Reply.fail('未查询到客户信息，请核对后重试');
  const userCode = ctx.user?.userCode ?? '';
  if (reach === 'boundToOther' || ctx.state.bindings.some((b) => b.custId === customer.custId && b.userCode !== userCode)) return Reply.fail(BOUND_TO_OTHER);
  const externalUserId = str(p, 'externalUserId') || customer.externalUserId;
  const other = ctx.state.bindings.find((b) => b.externalUserId === externalUserId && b.userCode === userCode && b.custId !== customer.custId);
  if (other) return Reply.fail('该企业微信客户已绑定其他客户，请先解除绑定');
  ctx.store.write((s) => {
    if (!s.bindings.some((b) => b.custId === customer.custId && b.userCode === userCode)) {
      s.bindings.push({ custId: customer.custId, userCode, externalUserId, bindSource: str(p, 'bindSource', 'source') || customer.bindSource, bindTime: fmtDateTime(ctx.now) });
    }
    customer.externalUserId = externalUserId;
    completeTask(customer, ctx.now);
  });
  return { ...customerView(ctx, customer), bindFlag: '1', bindTime: fmtDateTime(ctx.now) };
}

function unbind(ctx: HandlerContext): unknown {
  const customer = findCustomer(ctx);
  if (!customer) return Reply.fail(CUSTOMER_NOT_FOUND);
  const userCode = ctx.user?.userCode ?? '';
  const removed = ctx.store.write((s) => {
    const before = s.bindings.length;
    s.bindings = s.bindings.filter((b) => !(b.custId === customer.custId && b.userCode === userCode));
    return before - s.bindings.length;
  });
  return removed ? { custId: customer.custId, bindFlag: '0' } : Reply.fail('该客户未与您绑定');
}

function externalContact(ctx: HandlerContext, detail: boolean): unknown {
  const customer = findCustomer(ctx);
  if (!customer) return Reply.fail('未查询到该外部联系人');
  const staff = ctx.state.staff.find((s) => s.userCode === customer.managerUserCode);
  const contact = {
    external_contact: {
      external_userid: customer.externalUserId,
      name: customer.custName,
      avatar: customer.avatar,
      type: 1,
      gender: Number(customer.gender),
      unionid: customer.unionId,
    },
    follow_user: [
      {
        userid: staff?.userId ?? '',
        remark: customer.remark || customer.custName,
        description: customer.labels.join('、'),
        createtime: Math.floor(parseCst(customer.createTime) / 1000),
        tags: customer.labels.map((l, i) => ({ group_name: '客户标签', tag_name: l, type: 1, tag_id: `et${i}` })),
      },
    ],
  };
  return detail ? { ...contact, customer: customerView(ctx, customer), bound: isBound(ctx.state, customer.custId, ctx.user?.userCode) } : contact;
}

function modifyRemark(ctx: HandlerContext): unknown {
  const customer = findCustomer(ctx);
  if (!customer) return Reply.fail('未查询到该外部联系人');
  const remark = str(ctx.params, 'remark');
  ctx.store.write(() => {
    customer.remark = remark;
  });
  return { externalUserId: customer.externalUserId, remark };
}

function wxContactInfo(ctx: HandlerContext): unknown {
  // The customer the caller bound this contact to comes first (a contact bound on 绑定企微客户 to a
  // record other than the one first seeded with its id); else the record with the contact's id.
  const externalUserId = str(ctx.params, 'externalUserId');
  const binding = externalUserId ? ctx.state.bindings.find((b) => b.externalUserId === externalUserId && b.userCode === (ctx.user?.userCode ?? '')) : undefined;
  const customer = (binding && findCustomer(ctx, { custId: binding.custId })) || findCustomer(ctx);
  if (!customer) return { bound: false, externalUserId: str(ctx.params, 'externalUserId') };
  return {
    externalUserId: customer.externalUserId,
    name: customer.custName,
    avatar: customer.avatar,
    custId: customer.custId,
    encryptCustId: customer.encryptCustId,
    encryptCustIdAndUserCode: encryptId(customer.custId, ctx.user?.userCode ?? ''),
    bound: isBound(ctx.state, customer.custId, ctx.user?.userCode),
  };
}

function baseInfo(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  return { ...customerView(ctx, c), cars: ctx.state.cars.filter((x) => x.custId === c.custId).map(carView) };
}

function custStatus(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const view = customerView(ctx, c);
  return { custId: c.custId, custStatus: c.custStatus, custStatusName: view.custStatusName, insuredFlag: c.insuredFlag, followStatus: c.followStatus, followStatusName: view.followStatusName, followRemark: c.followRemark, taskType: c.taskType };
}

function policiesOf(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  const p = flat(ctx.params);
  if (!c) return paginate([], ctx.params, 20);
  let items = ctx.state.policies.filter((x) => x.custId === c.custId);
  const riskType = str(p, 'riskType');
  if (riskType) items = items.filter((x) => (riskType === '1') === x.vehicle);
  const status = str(p, 'status', 'policyStatus');
  if (status) items = items.filter((x) => x.status === status);
  items.sort((a, b) => b.startDate.localeCompare(a.startDate));
  return paginate(items.map(policyView), ctx.params, 20);
}

function policySummary(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const items = ctx.state.policies.filter((x) => x.custId === c.custId);
  const valid = items.filter((x) => x.status === '1');
  const sum = (xs: typeof items): number => Math.round(xs.reduce((s, x) => s + x.premium, 0) * 100) / 100;
  return {
    custId: c.custId,
    policyCount: items.length,
    validPolicyCount: valid.length,
    vehiclePolicyCount: valid.filter((x) => x.vehicle).length,
    nonVehiclePolicyCount: valid.filter((x) => !x.vehicle).length,
    totalPremium: sum(valid),
    vehiclePremium: sum(valid.filter((x) => x.vehicle)),
    nonVehiclePremium: sum(valid.filter((x) => !x.vehicle)),
    historyPremium: sum(items),
    claimCount: ctx.state.claims.filter((x) => x.custId === c.custId).length,
    firstInsureDate: items.map((x) => x.startDate.slice(0, 10)).sort()[0] ?? '',
  };
}

function reminders(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return paginate([], ctx.params, 20);
  const type = str(ctx.params, 'remindType');
  const items = ctx.state.reminders.filter((r) => r.custId === c.custId && (!type || r.remindType === type));
  return paginate(items.sort((a, b) => a.remindDate.localeCompare(b.remindDate)), ctx.params, 20);
}

function cars(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const licenseNo = str(p, 'licenseNo');
  const frameNo = str(p, 'frameNo', 'vinNo');
  const c = findCustomer(ctx, p);
  if (!c) return [];
  const cars = ctx.state.cars.filter((x) => x.custId === c.custId);
  if (licenseNo || frameNo) {
    const car = cars.find((x) => (licenseNo && x.licenseNo === licenseNo) || (frameNo && x.frameNo === frameNo.toUpperCase()));
    if (car) return [carView(car)];
  }
  return cars.map(carView);
}

function complaints(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return paginate([], ctx.params);
  return paginate(ctx.state.complaints.filter((x) => x.custId === c.custId), ctx.params);
}

function eleSaleTags(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  return {
    custId: c.custId,
    allLabels: c.labels,
    wechatLabels: c.labels.slice(0, 2),
    eleSaleLabels: c.eleSaleTags,
    nonCarEleSaleLabels: c.nonCarEleSaleTags,
  };
}

function decryptPhone(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  return c ? { mobile: c.mobile, custName: c.custName } : Reply.fail('未查询到客户手机号');
}

function phonesByPlate(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return [];
  return [
    { mobile: maskPhone(c.mobile), encryptMobile: encryptId(c.mobile), source: '车险承保', custName: c.custName, updateTime: c.createTime },
  ];
}

function historyCars(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  const items = c ? ctx.state.cars.filter((x) => x.custId === c.custId) : [];
  return items.map((car) => ({
    ...carView(car),
    lastPolicyNo: ctx.state.policies.filter((p) => p.carId === car.carId).sort((a, b) => b.endDate.localeCompare(a.endDate))[0]?.policyNo ?? '',
    lastEndDate: ctx.state.policies.filter((p) => p.carId === car.carId).map((p) => p.endDate).sort().reverse()[0] ?? '',
  }));
}

function historyPolicies(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return [];
  return ctx.state.policies.filter((x) => x.custId === c.custId).sort((a, b) => b.startDate.localeCompare(a.startDate)).map(policyView);
}

/** A reader's visits to the articles the caller shared (another manager's shares are theirs). */
function visitInfo(ctx: HandlerContext): unknown {
  const unionId = str(ctx.params, 'unionId');
  const userCode = ctx.user?.userCode ?? '';
  const visits = unionId ? ctx.state.newsAccess.filter((a) => a.unionId === unionId && a.userCode === userCode) : [];
  return {
    unionId,
    visitCount: visits.length,
    lastVisitTime: visits[0]?.visitTime ?? '',
    visits: visits.slice(0, 10).map((v) => ({ ...v, title: ctx.state.articles.find((a) => a.newsId === v.newsId)?.title ?? '' })),
  };
}

function customerLevel(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const names: Record<string, string> = { A: '钻石客户', B: '金卡客户', C: '银卡客户', D: '普通客户' };
  return { custId: c.custId, custLevel: c.custLevel, custLevelName: names[c.custLevel], valueScore: c.valueScore };
}

function recordUrl(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return [];
  const calls = [3, 11, 27].map((d, i) => ({
    recordId: `REC${c.custId.slice(-6)}${i}`,
    callTime: fmtDateTime(ctx.now - d * 86400000 - (i + 2) * 3600000),
    duration: 45 + i * 73,
    seatName: ['电销坐席 林晓', '电销坐席 周密', '续保专员 韩冰'][i],
    recordUrl: `/__sandbox/files/record/${c.custId}-${i}.mp3`,
  }));
  return calls;
}

export const customerHandlers: HandlerMap = {
  weixinCustMainQuery: custMainQuery,
  weixinCustMainBinding: bind,
  weixinCustMainRemove: unbind,
  getExternalContact: (ctx) => externalContact(ctx, false),
  getExternalContactdetail: (ctx) => externalContact(ctx, true),
  modifyExternalContactRemark: modifyRemark,
  queryWxContactInfo: wxContactInfo,
  weixinCustPortraitDetail: portrait,
  weixinCustInsureDetail: policySummary,
  weixinCustProductDetail: productRecommendations,
  weixinBaseInfoSearch: baseInfo,
  weixinCustStatusSearch: custStatus,
  weixinCustValueInfoSearch: valueInfo,
  weixinPlydtlSearch: policiesOf,
  weixinPlysumSearch: policySummary,
  weixinRemindInfoSearch: reminders,
  weixinThirdInCreaseSearch: thirdPartyIncrease,
  weixinCarBaseInfoSearch: cars,
  weixinCustEleSaleTagsDetail: eleSaleTags,
  weixinComplantInfoSearch: complaints,
  // codeType (note-follow, note-success, note-fail) narrows the list to one follow-up result.
  tradeStatusReason: (ctx) => tradeStatusReasons(str(ctx.params, 'codeType')),
  decryptCustomerPhone: decryptPhone,
  getHashPhoneCode: (ctx) => ({ hashCode: sha1Hex(`phone:${str(ctx.params, 'mobile', 'phone') || (findCustomer(ctx)?.mobile ?? '')}`).slice(0, 32) }),
  queryCustPhoneByLicenseNo: phonesByPlate,
  queryCustInsureInfo: policySummary,
  qryVisitInfoByUnionId: visitInfo,
  getWeiXinHashCodeOnPhone: (ctx) => {
    const mobile = str(flat(ctx.params), 'mobile', 'phone');
    const c = visibleCustomers(ctx).find((x) => x.mobile === mobile);
    return { hashCode: sha1Hex(`wx:${mobile}`).slice(0, 32), unionId: c?.unionId ?? '', matched: Boolean(c) };
  },
  queryCustomerNameByUnionId: (ctx) => {
    const c = findCustomer(ctx);
    return c ? { custName: c.custName, custId: c.custId, encryptCustId: c.encryptCustId } : null;
  },
  getUserByLicenseNo: (ctx) => {
    const c = findCustomer(ctx);
    return c ? customerView(ctx, c) : Reply.fail('未查询到该车牌号对应的客户');
  },
  queryHistoryCar: historyCars,
  queryHistoryPrp: historyPolicies,
  ocrCompanyName: (ctx) => ({ companyName: str(flat(ctx.params), 'companyName') || '成都锦城汽车销售服务有限公司', creditCode: '91510100MA61R8XK2Q', confidence: 0.97 }),
  ...leadHandlers,
  ...favoriteHandlers,
  toEncryptCustId: (ctx) => {
    const custId = str(ctx.params, 'custId');
    if (!custId) return Reply.fail('客户ID不能为空');
    const withUser = ['true', '1'].includes(str(ctx.params, 'isEncryptCustIdAndUserCode'));
    return withUser ? encryptId(custId, ctx.user?.userCode ?? '') : encryptId(custId);
  },
  getCustomerLevel: customerLevel,
  getRecordUrlForWechat: recordUrl,
};
