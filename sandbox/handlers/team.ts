/**
 * Team management (issue 23): customers moved between staff by a branch administrator. The
 * customers one may move are those the data scope lets the administrator read (their branch's
 * staff's customers, scope.ts rule 2); a customer nobody has bound yet (a new customer) may also
 * be assigned by exact certificate number. Every move is kept as a transfer, whose result page
 * reads it again (queryCustTransferResult).
 */
import { isIdCard, maskIdCard, maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { orgCodes, type OrgCodeType } from '@sandbox/seed/orgCodes';
import { agreementsOf } from '@sandbox/seed/specialAgreements';
import { CONFIG_NAMES } from './config';
import type { Customer, CustTransfer, CustTransferRow, SandboxState, Staff } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { identifyCustomer } from './lookup';
import { flat, paginate, search, str } from './params';
import { callerOf, canSeeCustomer, canSeePolicy } from './scope';
import type { HandlerContext, HandlerMap } from './types';

/** What a non-administrator is told by the regulation calls. */
export const ADMIN_ONLY = '仅分公司管理员可以调配客户';

export function isAdmin(staff: Pick<Staff, 'roles'> | null): boolean {
  return staff?.roles.includes('admin') ?? false;
}

function transfersOf(state: SandboxState): CustTransfer[] {
  state.custTransfers ??= [];
  return state.custTransfers;
}

/** A staff member of the caller's company by code. */
function colleague(ctx: HandlerContext, userCode: string): Staff | undefined {
  return userCode ? ctx.state.staff.find((s) => s.userCode === userCode && s.comId === ctx.comId) : undefined;
}

function isBoundByAnyone(state: SandboxState, custId: string): boolean {
  return state.bindings.some((b) => b.custId === custId);
}

function regulateRow(ctx: HandlerContext, c: Customer): Record<string, unknown> {
  const policies = ctx.state.policies.filter((p) => p.custId === c.custId);
  return {
    custId: c.custId,
    custName: c.custName,
    certificateNo: maskIdCard(c.idNumber),
    mobile: maskPhone(c.mobile),
    comName: c.comName,
    managerUserCode: c.managerUserCode,
    managerName: ctx.state.staff.find((s) => s.userCode === c.managerUserCode)?.userName ?? '',
    bindFlag: isBoundByAnyone(ctx.state, c.custId) ? '1' : '0',
    policyCount: policies.length,
    vehiclePolicyCount: policies.filter((p) => p.vehicle).length,
    createTime: c.createTime,
  };
}

/**
 * The customers an administrator may move: scope 'new' lists the branch's customers nobody has
 * bound yet; otherwise the customers of `userCode` (a colleague of the administrator's branch).
 * Params: scope, userCode, keyword, pageNo, pageSize.
 */
function regulateCustomers(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail(ADMIN_ONLY);
  const p = flat(ctx.params);
  const caller = callerOf(ctx);
  const visible = ctx.state.customers.filter((c) => canSeeCustomer(ctx.state, caller, c));
  let rows: Customer[];
  if (str(p, 'scope') === 'new') {
    rows = visible.filter((c) => !isBoundByAnyone(ctx.state, c.custId));
  } else {
    const from = colleague(ctx, str(p, 'userCode', 'fromCode'));
    if (!from) return Reply.fail('请选择调出客户经理');
    if (from.comCode !== ctx.staff?.comCode) return Reply.fail(`只能调配本机构（${ctx.staff?.comName ?? ''}）人员的客户`);
    rows = visible.filter((c) => c.managerUserCode === from.userCode);
  }
  const found = search(rows, str(p, 'keyword'), [(c) => c.custName, (c) => c.mobile, (c) => c.idNumber]);
  found.sort((a, b) => b.createTime.localeCompare(a.createTime) || a.custId.localeCompare(b.custId));
  return paginate(found.map((c) => regulateRow(ctx, c)), ctx.params);
}

/** Keeps a transfer and answers its number. */
export function recordTransfer(ctx: HandlerContext, toCode: string, kind: CustTransfer['kind'], rows: CustTransferRow[]): string {
  let batchNo = '';
  ctx.store.write((s) => {
    batchNo = nextId(s, 'TR', 8);
    transfersOf(s).push({ batchNo, comId: ctx.comId, operatorCode: ctx.user?.userCode ?? '', toCode, kind, time: fmtDateTime(ctx.now), rows });
  });
  return batchNo;
}

function summary(rows: readonly CustTransferRow[]): { total: number; successCount: number; failCount: number } {
  const successCount = rows.filter((r) => r.result === '1').length;
  return { total: rows.length, successCount, failCount: rows.length - successCount };
}

/**
 * A batch of customers, by certificate number, given to `adviserCode` (an administrator's call of
 * batchAddCustByCertificateNo). A customer is moved when the administrator may read it or nobody
 * has bound it yet; one bound by staff outside the branch is refused.
 */
export function regulateByCertificate(ctx: HandlerContext, adviserCode: string, numbers: readonly string[]): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail(ADMIN_ONLY);
  const adviser = colleague(ctx, adviserCode);
  if (!adviser) return Reply.fail('接收客户经理不存在，请重新选择');
  if (numbers.length === 0) return Reply.fail('请输入客户证件号码');
  if (numbers.length > 200) return Reply.fail('一次最多调配 200 位客户');
  const caller = callerOf(ctx);
  const moved = new Set<string>();
  const rows: CustTransferRow[] = numbers.map((raw) => {
    const id = raw.trim().toUpperCase();
    const masked = id.length === 18 ? maskIdCard(id) : id;
    if (!isIdCard(id)) return { custId: '', custName: '', certificateNo: masked, result: '0', message: '证件号码格式错误' };
    const c = identifyCustomer(ctx, { idNumber: id });
    if (!c) return { custId: '', custName: '', certificateNo: masked, result: '0', message: '未查询到该客户' };
    const mayMove = canSeeCustomer(ctx.state, caller, c) || !isBoundByAnyone(ctx.state, c.custId);
    if (!mayMove) return { custId: c.custId, custName: c.custName, certificateNo: masked, result: '0', message: '该客户由其他机构人员服务，无法调配' };
    if (c.managerUserCode === adviser.userCode) return { custId: c.custId, custName: c.custName, certificateNo: masked, result: '1', message: '已在该客户经理名下' };
    moved.add(c.custId);
    return { custId: c.custId, custName: c.custName, certificateNo: masked, result: '1', message: '调配成功' };
  });
  ctx.store.write((s) => {
    for (const c of s.customers) if (moved.has(c.custId)) c.managerUserCode = adviser.userCode;
  });
  const batchNo = recordTransfer(ctx, adviser.userCode, 'batch', rows);
  return { batchNo, adviserCode: adviser.userCode, adviserName: adviser.userName, ...summary(rows), results: rows };
}

/** A transfer the caller made (batchNo); another user's or company's is not found. */
function transferResult(ctx: HandlerContext): unknown {
  const batchNo = str(flat(ctx.params), 'batchNo');
  if (!batchNo) return Reply.fail('缺少调配批次，请从客户调配重新进入');
  const t = transfersOf(ctx.state).find((x) => x.batchNo === batchNo && x.comId === ctx.comId && x.operatorCode === (ctx.user?.userCode ?? ''));
  if (!t) return Reply.fail('未查询到该调配记录');
  const to = colleague(ctx, t.toCode);
  return {
    batchNo: t.batchNo,
    kind: t.kind,
    time: t.time,
    toCode: t.toCode,
    toName: to?.userName ?? '',
    toComName: to?.comName ?? '',
    toCustomerCount: ctx.state.customers.filter((c) => c.managerUserCode === t.toCode).length,
    ...summary(t.rows),
    results: t.rows,
  };
}

/**
 * Institution, team or repair-shop codes of the caller's company (codeType mechanism | team |
 * repair; keyword on code and name; code for one). The caller's own institution and team come first,
 * marked mine '1'.
 */
function orgCodeList(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail('仅企业微信内部用户可以查看机构代码');
  const p = flat(ctx.params);
  const type = str(p, 'codeType');
  const codeType: OrgCodeType = type === 'team' || type === 'repair' ? type : 'mechanism';
  const own = ctx.staff.comCode;
  const code = str(p, 'code');
  const rows = orgCodes(ctx.comId, ctx.state.staff.filter((s) => s.comId === ctx.comId))
    .filter((c) => c.codeType === codeType && (!code || c.code === code))
    .map((c) => ({ ...c, mine: c.comCode === own && codeType !== 'repair' ? '1' : '0' }));
  const found = search(rows, str(p, 'keyword'), [(c) => c.code, (c) => c.name]);
  found.sort((a, b) => b.mine.localeCompare(a.mine));
  return paginate(found, ctx.params, 20);
}

/**
 * An administrator turns one of their company's switches on or off (saveSystemConfig
 * {configCode, configValue '0'|'1'}); only the known switches (config.ts CONFIG_NAMES).
 */
function saveSystemConfig(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail('仅分公司管理员可以修改系统配置');
  const p = flat(ctx.params);
  const code = str(p, 'configCode');
  const value = str(p, 'configValue');
  if (!CONFIG_NAMES[code]?.switch) return Reply.fail('该配置项不能在此修改');
  if (value !== '0' && value !== '1') return Reply.fail('配置值只能是开启或关闭');
  ctx.store.write((s) => {
    s.switches.byComId[ctx.comId] = { ...(s.switches.byComId[ctx.comId] ?? {}), [code]: value };
  });
  return { configCode: code, comCode: ctx.comId, configValue: value, configName: CONFIG_NAMES[code].name, updateTime: fmtDateTime(ctx.now) };
}

/** The special agreements of a policy (policyNo) or proposal (proposalNo) the caller may read. */
function specialAgreements(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const policyNo = str(p, 'policyNo');
  const proposalNo = str(p, 'proposalNo');
  if (!policyNo && !proposalNo) return Reply.fail('缺少保单号或投保单号，请从保单列表重新进入');
  const caller = callerOf(ctx);
  const policy = ctx.state.policies.find((x) => (policyNo ? x.policyNo === policyNo : x.proposalNo === proposalNo) && canSeePolicy(ctx.state, caller, x));
  if (!policy) return Reply.fail('未查询到保单信息');
  return { policyNo: policy.policyNo, proposalNo: policy.proposalNo, riskName: policy.riskName, insuredName: policy.insuredName, list: agreementsOf(policy) };
}

/** A staff member's call-centre seat: number and extension from the staff code; on unless switched off (claims advisors start off). */
function seatOf(state: SandboxState, s: Staff): Record<string, string> {
  const fallback = s.managerRecord?.recordType === '2' ? '0' : '1';
  const enabled = state.seatStatus?.[s.userCode] ?? fallback;
  return {
    userCode: s.userCode,
    userName: s.userName,
    comName: s.comName,
    position: s.position,
    seatNo: `S${s.userCode.slice(-5)}`,
    extension: `8${s.userCode.slice(-4)}`,
    mobile: maskPhone(s.mobile),
    enabled,
    statusName: enabled === '1' ? '已启用' : '已停用',
  };
}

/** The company's seats for an administrator (keyword on name, code or seat), with counts. */
function seatList(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail('仅分公司管理员可以管理坐席');
  const all = ctx.state.staff.filter((s) => s.comId === ctx.comId).map((s) => seatOf(ctx.state, s));
  const found = search(all, str(flat(ctx.params), 'keyword'), [(x) => x.userName, (x) => x.userCode, (x) => x.seatNo]);
  return { ...paginate(found, ctx.params, 20), seatCount: all.length, enabledCount: all.filter((x) => x.enabled === '1').length };
}

/** Switches one seat on or off (userCode, enabled '0' | '1'). */
function updateSeat(ctx: HandlerContext): unknown {
  if (!isAdmin(ctx.staff)) return Reply.fail('仅分公司管理员可以管理坐席');
  const p = flat(ctx.params);
  const target = colleague(ctx, str(p, 'userCode'));
  if (!target) return Reply.fail('坐席人员不存在');
  const enabled = str(p, 'enabled');
  if (enabled !== '0' && enabled !== '1') return Reply.fail('坐席状态只能是启用或停用');
  ctx.store.write((s) => {
    s.seatStatus = { ...(s.seatStatus ?? {}), [target.userCode]: enabled };
  });
  return seatOf(ctx.state, target);
}

export const teamHandlers: HandlerMap = {
  querySeatList: seatList,
  updateSeatStatus: updateSeat,
  querySpecialAgreement: specialAgreements,
  saveSystemConfig,
  queryRegulateCustList: regulateCustomers,
  queryCustTransferResult: transferResult,
  queryOrgCodeList: orgCodeList,
};
