/** Customer centre (/mc, and the 51000000 customer-for-CS twins) and the forwarding calls. */
import { isIdCard, maskIdCard, maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { deliveryCounts } from '@sandbox/seed/delivery';
import { makeManagerRecord } from '@sandbox/seed/staff';
import { fmtDateTime, parseCst } from '@sandbox/util/dates';
import { carView, customerNotFound, customerView, findCustomer, identifyCustomer, namesCustomer, policyView } from './lookup';
import { flat, list, paginate, search, str } from './params';
import { completeTask } from './customerTasks';
import { branchRanking, branchTotals, ranking, staffStats, statWindow, totalsOf } from './reports';
import { recordTransfer, regulateByCertificate } from './team';
import { bookReservation } from './reservations';
import { allocateFromPublicAccount } from './publicAccount';
import { BOUND_TO_OTHER, bindingReach, callerOf, ownCustomers } from './scope';
import type { HandlerContext, HandlerMap } from './types';

function basic(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  return { ...customerView(ctx, c), nation: '汉族', education: '本科', maritalStatus: c.labels.includes('家有儿童') ? '已婚' : '未知', source: ctx.api.id.endsWith('ForCS') ? 'customerForCS' : 'mc' };
}

function comm(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  return {
    custId: c.custId,
    mobile: maskPhone(c.mobile),
    address: c.address,
    email: '',
    wechatBound: ctx.state.bindings.some((b) => b.custId === c.custId),
    externalUserId: c.externalUserId,
    phones: [{ mobile: maskPhone(c.mobile), source: '车险承保', isPrimary: '1' }],
  };
}

function trading(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return paginate([], ctx.params);
  const policies = ctx.state.policies.filter((p) => p.custId === c.custId).sort((a, b) => b.signDate.localeCompare(a.signDate));
  return paginate(
    policies.map((p) => ({ ...policyView(p), tradeType: p.vehicle ? '车险' : '非车险', tradeDate: p.signDate, payStatus: '已缴费' })),
    ctx.params,
  );
}

function car(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const licenseNo = str(p, 'licenseNo');
  const frameNo = str(p, 'frameNo', 'vinNo');
  const customer = findCustomer(ctx, p);
  if (!customer) return [];
  const own = ctx.state.cars.filter((x) => x.custId === customer.custId);
  const byCar = own.filter((x) => (licenseNo && x.licenseNo === licenseNo) || (frameNo && x.frameNo === frameNo.toUpperCase()));
  const cars = byCar.length ? byCar : own;
  return cars.map((x) => ({
    ...carView(x),
    policies: ctx.state.policies.filter((q) => q.carId === x.carId && q.status === '1').map((q) => ({ policyNo: q.policyNo, riskCode: q.riskCode, riskName: q.riskName, endDate: q.endDate })),
  }));
}

function mcQuery(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const direct = findCustomer(ctx, p);
  const items = direct ? [direct] : search(ownCustomers(ctx), str(p, 'keyword', 'custName', 'queryValue'), [(c) => c.custName, (c) => c.mobile]);
  return paginate(items.map((c) => customerView(ctx, c)), ctx.params);
}

function batchAdd(ctx: HandlerContext): unknown {
  // With a receiving manager named, it is an administrator's transfer (team.ts).
  const adviserCode = str(flat(ctx.params), 'adviserCode');
  if (adviserCode) return regulateByCertificate(ctx, adviserCode, list(flat(ctx.params), 'certificateNos').flatMap((n) => n.split(/[\s,，;；]+/)).filter(Boolean));
  const numbers = list(flat(ctx.params), 'certificateNos', 'certificateNoList', 'certificateNo', 'idNumbers');
  const results = numbers.map((no) => {
    const id = no.trim().toUpperCase();
    if (!isIdCard(id)) return { certificateNo: id, result: '0', message: '证件号码格式错误' };
    const customer = identifyCustomer(ctx, { idNumber: id });
    const reach = customer ? bindingReach(ctx.state, callerOf(ctx), customer) : 'none';
    if (!customer || reach === 'none') return { certificateNo: id, result: '0', message: '未查询到该客户' };
    if (reach === 'boundToOther') return { certificateNo: id, result: '0', message: BOUND_TO_OTHER };
    const userCode = ctx.user?.userCode ?? '';
    const already = ctx.state.bindings.some((b) => b.custId === customer.custId && b.userCode === userCode);
    if (!already) {
      ctx.store.write((s) => {
        s.bindings.push({ custId: customer.custId, userCode, externalUserId: customer.externalUserId, bindSource: '1', bindTime: fmtDateTime(ctx.now) });
        // Binding completes the customer's binding task, as weixinCustMainBinding does.
        completeTask(customer, ctx.now);
      });
    }
    return { certificateNo: id, custName: customer.custName, custId: customer.custId, result: '1', message: already ? '已绑定' : '添加成功' };
  });
  return { total: results.length, successCount: results.filter((r) => r.result === '1').length, failCount: results.filter((r) => r.result === '0').length, results };
}

/**
 * Binding- and renewal-rate rankings (calculationBindingRate, calculateRenewalRate) and the premium
 * ranking (queryPerformanceRank: premium, policies and customers of the window). Params:
 * level 'staff' (default) or 'branch'; period 'now' (default), 'month', 'quarter' or 'year'
 * (figures at the end of the last whole month, quarter, year); comCode ranks one branch's staff.
 * Answers a page of ranked rows, the caller's own row (`mine`, null when not ranked), the
 * totals of everyone ranked (`overall`) and the window counted.
 */
function rateRanking(metric: 'bindingRate' | 'renewalRate' | 'premium') {
  return (ctx: HandlerContext): unknown => {
    const p = flat(ctx.params);
    const win = statWindow(str(p, 'period', 'statPeriod'), ctx.now);
    const level = str(p, 'level', 'rankLevel') === 'branch' ? 'branch' : 'staff';
    const comCode = level === 'staff' ? str(p, 'comCode') : '';
    const comName = comCode ? (ctx.state.staff.find((s) => s.comId === ctx.comId && s.comCode === comCode)?.comName ?? '') : '';
    const meta = { level, period: win.period, periodLabel: win.periodLabel, startDate: win.startDate, statDate: win.statDate, comCode, comName };
    if (level === 'branch') {
      const rows = branchRanking(ctx.state, ctx.comId, metric, ctx.now, win);
      return { ...paginate(rows, ctx.params, 20), ...meta, mine: rows.find((r) => r.comCode === ctx.staff?.comCode) ?? null, overall: totalsOf(ranking(ctx.state, ctx.comId, metric, ctx.now, { win })) };
    }
    const rows = ranking(ctx.state, ctx.comId, metric, ctx.now, { win, comCode });
    return {
      ...paginate(rows, ctx.params, 20),
      ...meta,
      mine: rows.find((r) => r.userCode === ctx.user?.userCode) ?? null,
      overall: totalsOf(rows),
      branches: branchTotals(ctx.state, ctx.comId, ctx.now),
    };
  };
}

/** Business-card registration: creates the manager record the permission gate looks for. */
function register(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const staff = ctx.staff;
  if (!staff) return Reply.fail('仅企业微信内部用户可以登记名片');
  const recordType = str(p, 'recordType', 'type', 'userType') === '2' ? '2' : '1';
  const mobile = str(p, 'mobile') || staff.mobile;
  if (!/^1[3-9]\d{9}$/.test(mobile)) return Reply.fail('请输入正确的手机号码');
  return ctx.store.write(() => {
    const record = makeManagerRecord({ ...staff, mobile, userName: str(p, 'userName', 'name') || staff.userName }, recordType, fmtDateTime(ctx.now));
    const expertise = list(p, 'expertise', 'expertiseAreas', 'goodAt');
    if (expertise.length) record.expertise = expertise;
    const introduce = str(p, 'introduce', 'introduction');
    if (introduce) record.introduce = introduce;
    staff.managerRecord = record;
    return record;
  });
}

function updateManager(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const record = ctx.staff?.managerRecord;
  if (!record) return Reply.fail('查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！');
  return ctx.store.write(() => {
    // The card page's edit mode sends every field of the registration form.
    const userName = str(p, 'userName', 'name').trim();
    if (userName) record.userName = userName;
    const recordType = str(p, 'recordType', 'type', 'userType');
    if (recordType === '1' || recordType === '2') {
      record.recordType = recordType;
      record.recordTypeName = recordType === '2' ? '理赔顾问' : '客户经理';
    }
    const introduce = str(p, 'introduce', 'introduction');
    if (introduce) record.introduce = introduce;
    const expertise = list(p, 'expertise', 'expertiseAreas', 'goodAt');
    if (expertise.length) record.expertise = expertise;
    const mobile = str(p, 'mobile');
    if (/^1[3-9]\d{9}$/.test(mobile)) record.mobile = mobile;
    const avatar = str(p, 'avatar');
    if (avatar) record.avatar = avatar;
    return record;
  });
}

function carUsePlace(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  if (!c) return customerNotFound(ctx);
  const cars = ctx.state.cars.filter((x) => x.custId === c.custId);
  return { custId: c.custId, custName: c.custName, unionId: c.unionId, carUsePlace: c.carUsePlace, licenseNos: cars.map((x) => x.licenseNo), city: c.city };
}

function saveUsePlace(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const c = findCustomer(ctx, p);
  if (!c) return Reply.fail('未查询到客户信息');
  const place = str(p, 'carUsePlace', 'usePlace', 'areaName') || [str(p, 'provinceName'), str(p, 'cityName'), str(p, 'areaName')].join('');
  if (!place) return Reply.fail('请选择实际用车地');
  ctx.store.write(() => {
    c.carUsePlace = place;
  });
  return { custId: c.custId, carUsePlace: place };
}

function reservation(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const c = findCustomer(ctx, p);
  if (!c) return Reply.fail('未查询到客户信息');
  const reserveTime = str(p, 'reserveTime', 'time');
  if (reserveTime && !(parseCst(reserveTime) > ctx.now)) return Reply.fail('预约时间须晚于当前时间，请重新选择');
  return bookReservation(ctx, c, {
    serviceType: str(p, 'serviceType', 'serviceName') || '道路救援',
    reserveTime,
    address: str(p, 'address') || c.address,
    remark: str(p, 'remark'),
  });
}

/**
 * The caller's reservations (service tasks), or one customer's. With status (0 to serve, 1 done,
 * 2 cancelled) only that state, to serve soonest first, the others latest first. Rows carry the
 * customer's ids (to open the customer and chat) and, for one still to serve, whether its time has
 * passed (expired '1').
 */
function queryReservation(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const c = str(p, 'custId', 'encryptCustId') ? findCustomer(ctx, p) : undefined;
  const userCode = ctx.user?.userCode ?? '';
  let items = ctx.state.reservations.filter((r) => (c ? r.custId === c.custId : r.userCode === userCode));
  const status = str(p, 'status');
  if (status) {
    items = items.filter((r) => r.status === status);
    items.sort((a, b) => (status === '0' ? a.reserveTime.localeCompare(b.reserveTime) : b.reserveTime.localeCompare(a.reserveTime)));
  }
  return paginate(
    items.map((r) => {
      const customer = ctx.state.customers.find((x) => x.custId === r.custId);
      return {
        ...r,
        mobile: maskPhone(r.mobile),
        statusName: { '0': '待服务', '1': '已完成', '2': '已取消' }[r.status],
        encryptCustId: customer?.encryptCustId ?? '',
        externalUserId: customer?.externalUserId ?? '',
        expired: r.status === '0' && parseCst(r.reserveTime) < ctx.now ? '1' : '0',
      };
    }),
    ctx.params,
  );
}

function updateAdviser(ctx: HandlerContext): unknown {
  const fromPublicAccount = allocateFromPublicAccount(ctx);
  if (fromPublicAccount !== undefined) return fromPublicAccount;
  const p = flat(ctx.params);
  const c = findCustomer(ctx, p);
  const adviser = ctx.state.staff.find((s) => s.userCode === str(p, 'adviserCode', 'userCode', 'newUserCode'));
  if (!c || !adviser) return Reply.fail('客户或服务顾问不存在');
  ctx.store.write(() => {
    c.managerUserCode = adviser.userCode;
  });
  const batchNo = recordTransfer(ctx, adviser.userCode, 'single', [{ custId: c.custId, custName: c.custName, certificateNo: maskIdCard(c.idNumber), result: '1', message: '调配成功' }]);
  return { custId: c.custId, adviserCode: adviser.userCode, adviserName: adviser.userName, batchNo };
}

/**
 * The data board's personal figures for a period (see rateRanking): customers and bindings at the
 * cut-off; premium, renewals, leads, messages and article reads over the twelve months before it,
 * with premium month by month.
 */
function indicators(ctx: HandlerContext): unknown {
  // A staff member's own figures: nobody else's for an external user or a call without a session.
  const staff = ctx.staff;
  if (!staff) return null;
  const win = statWindow(str(flat(ctx.params), 'period', 'statPeriod'), ctx.now);
  const stats = staffStats(ctx.state, staff, ctx.now, win);
  const premiumRanking = ranking(ctx.state, ctx.comId, 'premium', ctx.now, { win });
  const inWindow = (time: string): boolean => time !== '' && time.slice(0, 10) >= win.startDate && time <= fmtDateTime(win.cutoff);
  const custIds = new Set(ctx.state.customers.filter((c) => c.managerUserCode === staff.userCode).map((c) => c.custId));
  const policies = ctx.state.policies.filter((p) => custIds.has(p.custId));
  const months = win.months.map((m) => ({
    month: m.month,
    label: m.label,
    value: Math.round(policies.filter((p) => p.signDate >= fmtDateTime(m.start) && p.signDate <= fmtDateTime(m.end)).reduce((t, p) => t + p.premium, 0) * 100) / 100,
  }));
  const groupMsgs = ctx.state.groupMsgs.filter((g) => g.userCode === staff.userCode && g.status !== '0' && inWindow(g.sendTime || g.createTime));
  return {
    ...stats,
    unboundCount: stats.customerCount - stats.boundCount,
    premiumRank: premiumRanking.find((r) => r.userCode === staff.userCode)?.rank ?? 0,
    rankTotal: premiumRanking.length,
    monthTarget: 150000,
    monthFinished: months[months.length - 1].value,
    statMonth: months[months.length - 1].month,
    period: win.period,
    periodLabel: win.periodLabel,
    startDate: win.startDate,
    statDate: win.statDate,
    months,
    groupMsgCount: groupMsgs.length,
    groupMsgCustCount: groupMsgs.reduce((t, g) => t + deliveryCounts(g).successCount, 0),
    careSentCount: ctx.state.careMsgs.filter((c) => c.userCode === staff.userCode && c.sendFlag === '1' && inWindow(c.sendTime)).length,
    articleVisitCount: ctx.state.newsAccess.filter((a) => a.userCode === staff.userCode && inWindow(a.visitTime)).length,
  };
}

function addedService(ctx: HandlerContext): unknown {
  const c = findCustomer(ctx);
  // A customer the caller may not see has no services for them.
  if (!c && namesCustomer(flat(ctx.params))) return customerNotFound(ctx);
  const packs = ctx.state.servicePacks.filter((p) => p.comCode === ctx.comId && p.status === '1' && p.vehicle);
  return packs.slice(0, 3).map((p, i) => {
    const items = p.items.map((item, j) => {
      const usedTimes = (i + j) % (item.times + 1);
      return { ...item, usedTimes, remainTimes: item.times - usedTimes, label: `${item.itemName} 剩${item.times - usedTimes}/${item.times}次` };
    });
    return {
      packId: p.packId,
      packName: p.packName,
      custId: c?.custId ?? '',
      items,
      totalTimes: items.reduce((s, x) => s + x.times, 0),
      remainTimes: items.reduce((s, x) => s + x.remainTimes, 0),
      usage: items.map((x) => `${x.itemName} 剩余${x.remainTimes}/${x.times}次`).join('；'),
      validTo: fmtDateTime(ctx.now + (200 - i * 40) * 86400000).slice(0, 10),
    };
  });
}

/** The activity nodes in order; given the node an event was pushed at (nodeCode), each says whether it is done, current or pending. */
function activityNodes(ctx: HandlerContext): unknown {
  const nodes = ['报名', '资格审核', '活动进行中', '奖励发放', '活动结束'].map((nodeName, i) => ({ nodeCode: `N${i + 1}`, nodeName, sort: i + 1 }));
  const at = nodes.find((n) => n.nodeCode === str(flat(ctx.params), 'nodeCode'));
  return nodes.map((n) => (at ? { ...n, status: n.sort < at.sort ? 'done' : n.sort === at.sort ? 'current' : 'pending' } : n));
}

function proposalDetail(ctx: HandlerContext): unknown {
  const proposalNo = str(flat(ctx.params), 'proposalNo');
  const customer = proposalNo ? undefined : findCustomer(ctx);
  const visible = (custId: string): boolean => Boolean(findCustomer(ctx, { custId }));
  const policy = proposalNo
    ? ctx.state.policies.find((p) => p.proposalNo === proposalNo && visible(p.custId))
    : ctx.state.policies.find((p) => p.custId === customer?.custId);
  if (!policy) return Reply.fail('未查询到投保单');
  return { ...policyView(policy), proposalStatus: policy.status === '1' ? '已承保' : '已过期', underwriteTime: policy.signDate };
}

export const customerCentreHandlers: HandlerMap = {
  customerBasic: basic,
  customerComm: comm,
  customerTrading: trading,
  customerCar: car,
  customerBasicForCS: basic,
  customerCommForCS: comm,
  customerTradingForCS: trading,
  customerCarForCS: car,
  mcQuery,
  batchAddCustByCertificateNo: batchAdd,
  calculationBindingRate: rateRanking('bindingRate'),
  calculateRenewalRate: rateRanking('renewalRate'),
  queryPerformanceRank: rateRanking('premium'),
  custManagerInfoRegister: register,
  updateCustManagerInfo: updateManager,
  getPhoneListByCustId: (ctx) => {
    const c = findCustomer(ctx);
    if (!c) return [];
    return [
      { mobile: maskPhone(c.mobile), source: '车险承保', sourceCode: '05', updateTime: c.createTime },
      { mobile: maskPhone(c.mobile), source: '微信平台', sourceCode: '01', updateTime: c.createTime },
    ];
  },
  queryCarUsePlaceByUnionId: carUsePlace,
  saveCarUsePlace: saveUsePlace,
  reservation,
  queryReservation,
  updateAdviserByJson: updateAdviser,
  getUserMsg: (ctx) => (ctx.staff ? { userCode: ctx.staff.userCode, userName: ctx.staff.userName, comCode: ctx.staff.comCode, comName: ctx.staff.comName, mobile: maskPhone(ctx.staff.mobile), position: ctx.staff.position } : null),
  queryProductClassList: (ctx) => ctx.state.productClasses.map((c) => ({ ...c, productCount: ctx.state.products.filter((p) => p.classCode === c.classCode).length })),
  customerCarInfo: car,
  queryAddedService: addedService,
  queryAllActivityNode: activityNodes,
  weChatQueryCustomer: mcQuery,
  queryProposalDetailForWechat: proposalDetail,
  queryCustManagerPersonalIndicators: indicators,
  updateNonVehicleAdviser: updateAdviser,
};
