/**
 * The public account (公共账户, issue 23): the customers of the caller's branch nobody serves
 * (seed/public-account.ts). Every staff member of the branch may list them (masked) and claim one
 * to themselves; only the branch administrator may assign one to another staff member of the
 * branch. Claiming and assigning go through updateAdviserByJson (the spec's call for changing a
 * customer's adviser; customer-centre.ts hands public-account customers to allocate below): the
 * customer leaves the public account and joins the new manager's customers.
 */
import { maskIdCard, maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import type { PublicAccountEntry, SandboxState } from '@sandbox/seed/types';
import { ageAt, parseCst } from '@sandbox/util/dates';
import { flat, paginate, search, str } from './params';
import { isAdmin, recordTransfer } from './team';
import type { HandlerContext, HandlerMap } from './types';

/** What someone who is no staff member of a branch is told. */
export const STAFF_ONLY = '仅分公司内部员工可以查看公共账户';
/** What a staff member who is not an administrator is told when assigning to someone else. */
export const ASSIGN_ADMIN_ONLY = '仅分公司管理员可以将公共账户客户分配给他人，您可以认领到自己名下';

/** The transfer messages of a customer leaving the public account: claimed, assigned. */
const PUBLIC_ACCOUNT_RESULTS: readonly string[] = ['认领成功', '分配成功'];

function entriesOf(state: SandboxState): PublicAccountEntry[] {
  return state.publicAccount ?? [];
}

/** The public account of the caller's branch, newest first; none for anyone but staff. */
function branchEntries(ctx: HandlerContext): PublicAccountEntry[] | undefined {
  const staff = ctx.staff;
  if (!staff || staff.comId !== ctx.comId) return undefined;
  return entriesOf(ctx.state).filter((e) => e.customer.comId === ctx.comId && e.customer.comCode === staff.comCode);
}

function row(ctx: HandlerContext, e: PublicAccountEntry): Record<string, unknown> {
  const c = e.customer;
  return {
    custId: c.custId,
    custName: c.custName,
    gender: c.gender,
    age: ageAt(parseCst(c.birthday), ctx.now),
    certificateNo: maskIdCard(c.idNumber),
    mobile: maskPhone(c.mobile),
    comName: c.comName,
    licenseNo: e.licenseNo,
    custStatus: c.custStatus,
    custStatusName: c.custStatus === '01' ? '在保' : '脱保',
    lastEndDate: e.lastEndDate,
    reason: e.reason,
    formerManagerName: e.formerManagerName,
    enterTime: e.enterTime,
  };
}

/** queryPublicAccountCustList {keyword, pageNo, pageSize}: the caller's branch's public account. */
function publicAccountList(ctx: HandlerContext): unknown {
  const entries = branchEntries(ctx);
  if (!entries) return Reply.fail(STAFF_ONLY);
  const found = search(entries, str(flat(ctx.params), 'keyword'), [
    (e) => e.customer.custName,
    (e) => e.customer.mobile,
    (e) => e.customer.idNumber,
    (e) => e.licenseNo,
  ]);
  return paginate(found.map((e) => row(ctx, e)), ctx.params);
}

/** What a staff member is told who claims or assigns a customer someone took from the public account first. */
export const CLAIMED_ALREADY = '该客户已被认领或分配，请刷新列表后重试';

/** Whether the customer left the public account of the call's company (its transfer says so). */
function claimedAlready(ctx: HandlerContext, custId: string): boolean {
  return Boolean(custId) && (ctx.state.custTransfers ?? []).some((t) => t.comId === ctx.comId && t.rows.some((r) => r.custId === custId && PUBLIC_ACCOUNT_RESULTS.includes(r.message)));
}

/**
 * updateAdviserByJson for a customer of the public account ({custId, adviserCode}): claimed by the
 * caller (adviserCode their own) or assigned by the branch administrator to a staff member of the
 * branch. Answers undefined when custId is no public-account customer, so the caller handles it.
 */
export function allocateFromPublicAccount(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const custId = str(p, 'custId');
  const entry = custId ? entriesOf(ctx.state).find((e) => e.customer.custId === custId && e.customer.comId === ctx.comId) : undefined;
  if (!entry) return claimedAlready(ctx, custId) ? Reply.fail(CLAIMED_ALREADY) : undefined;
  const caller = ctx.staff;
  if (!caller || caller.comId !== ctx.comId || caller.comCode !== entry.customer.comCode) return Reply.fail('未查询到客户信息');
  const adviserCode = str(p, 'adviserCode', 'userCode', 'newUserCode') || caller.userCode;
  const adviser = ctx.state.staff.find((s) => s.userCode === adviserCode && s.comId === ctx.comId);
  if (!adviser) return Reply.fail('服务人员不存在，请重新选择');
  if (adviser.userCode !== caller.userCode && !isAdmin(caller)) return Reply.fail(ASSIGN_ADMIN_ONLY);
  if (adviser.comCode !== caller.comCode) return Reply.fail(`只能分配给本机构（${caller.comName}）的人员`);
  ctx.store.write((s) => {
    s.publicAccount = entriesOf(s).filter((e) => e.customer.custId !== custId);
    s.customers.push({ ...entry.customer, managerUserCode: adviser.userCode });
  });
  const c = entry.customer;
  const message = adviser.userCode === caller.userCode ? PUBLIC_ACCOUNT_RESULTS[0] : PUBLIC_ACCOUNT_RESULTS[1];
  const batchNo = recordTransfer(ctx, adviser.userCode, 'single', [{ custId, custName: c.custName, certificateNo: maskIdCard(c.idNumber), result: '1', message }]);
  return { custId, custName: c.custName, adviserCode: adviser.userCode, adviserName: adviser.userName, claimed: adviser.userCode === caller.userCode, batchNo };
}

export const publicAccountHandlers: HandlerMap = {
  queryPublicAccountCustList: publicAccountList,
};
