/**
 * Data scope: which records a caller may see, decided the way the insurer's server decides it.
 * Every handler that answers customers, their cars, policies, claims, complaints, reminders and
 * tasks, or a group chat's quote and filing, asks here; sandbox/README.md ("Data scope") states
 * the same rules for people.
 *
 * 1. Company. Every record belongs to one company (comId): a customer its own; cars, policies,
 *    claims, complaints, reminders and tasks their customer's; a group chat's recognition record
 *    (quote) and filing their own. A caller of another company never gets it.
 * 2. Staff. A customer is the staff member's who manages it (managerUserCode) or has bound it
 *    (a binding with their userCode). A team lead (role teamLeader or admin) may also read the
 *    customers of staff in their own branch (comCode), for team views. "My customers" lists (tasks,
 *    the binding query, message recipients) hold only the first two: a lead's list is their own.
 * 3. Binding search. An exact ID number may also find a customer of the caller's company that no
 *    one has bound yet, to bind it (that is how binding works); a customer bound to another staff
 *    member is refused with BOUND_TO_OTHER, never shown.
 * 4. External users (customers in a group chat) see only themselves (the customer with their
 *    externalUserId) and the quotes and filings of chats they are the customer of.
 * 5. Without a session, customer-level records are not answered; the open chat-filing calls
 *    (/wecom/white) take the chat id as the link's key within the company the call names.
 *
 * Out of scope answers exactly like absent: the call's "not found" failure, or an empty list.
 */
import type { ChatRoomRelation, Claim, Customer, OcrResult, Policy, ProvinceComId, SandboxState, Staff } from '@sandbox/seed/types';
import type { HandlerContext } from './types';

/** What a staff member is told when a customer they looked up is another manager's. */
export const BOUND_TO_OTHER = '该客户已绑定其他客户经理，无法查看或重复绑定；如需服务该客户，请联系其客户经理';
/** The answer for a customer the call names but the caller may not see (or that does not exist). */
export const CUSTOMER_NOT_FOUND = '未查询到客户信息';
/** The answer for a customer-level call that names no customer. */
export const CUSTOMER_MISSING = '缺少客户信息，请从客户列表重新进入';
/** The answer for a group-chat quote call that names neither the chat nor the recognition record. */
export const QUOTE_MISSING = '缺少群聊或报价信息，请从客户群内的链接重新打开';
/** The answer for a recognition record that does not exist or is another chat's (rule 4). */
export const QUOTE_NOT_FOUND = '未查询到识别结果，请重新上传行驶证';

export type Caller =
  | { kind: 'staff'; comId: ProvinceComId; userCode: string; comCode: string; lead: boolean }
  | { kind: 'external'; comId: ProvinceComId; externalUserId: string }
  | { kind: 'anonymous'; comId: ProvinceComId };

/** Team leads (their branch's customers in team views): roles teamLeader or admin. */
export function isTeamLead(staff: Pick<Staff, 'roles'>): boolean {
  return staff.roles.includes('teamLeader') || staff.roles.includes('admin');
}

export function callerOf(ctx: Pick<HandlerContext, 'user' | 'staff' | 'comId'>): Caller {
  const { user, staff, comId } = ctx;
  if (user?.systemRole === 'externalUser') return { kind: 'external', comId, externalUserId: user.userId };
  if (user && staff) return { kind: 'staff', comId, userCode: staff.userCode, comCode: staff.comCode, lead: isTeamLead(staff) };
  return { kind: 'anonymous', comId };
}

function boundTo(state: SandboxState, custId: string, userCode: string): boolean {
  return state.bindings.some((b) => b.custId === custId && b.userCode === userCode);
}

/** Rule 2 without the team lead: the customer is the staff caller's own (managed or bound). */
export function ownsCustomer(state: SandboxState, caller: Caller, c: Customer): boolean {
  return caller.kind === 'staff' && c.comId === caller.comId && (c.managerUserCode === caller.userCode || boundTo(state, c.custId, caller.userCode));
}

/** Rules 1, 2 and 4: may the caller read this customer (and its cars, policies, claims …)? */
export function canSeeCustomer(state: SandboxState, caller: Caller, c: Customer): boolean {
  if (c.comId !== caller.comId) return false;
  switch (caller.kind) {
    case 'external':
      return c.externalUserId === caller.externalUserId;
    case 'anonymous':
      return false;
    case 'staff': {
      if (ownsCustomer(state, caller, c)) return true;
      if (!caller.lead) return false;
      const owner = state.staff.find((s) => s.userCode === c.managerUserCode);
      return owner?.comId === caller.comId && owner.comCode === caller.comCode;
    }
  }
}

/** The caller's own customers (rule 2's lists): none for a newcomer, an external user or no session. */
export function ownCustomers(ctx: HandlerContext): Customer[] {
  const caller = callerOf(ctx);
  return ctx.state.customers.filter((c) => ownsCustomer(ctx.state, caller, c));
}

/** Every customer the caller may read (rules 1, 2 and 4). */
export function visibleCustomers(ctx: HandlerContext): Customer[] {
  const caller = callerOf(ctx);
  return ctx.state.customers.filter((c) => canSeeCustomer(ctx.state, caller, c));
}

/**
 * The customers of the call's company, for the server's own bookkeeping (whose reader opened a
 * shared article, whose sends to count). Never answer these records to the caller.
 */
export function companyCustomers(ctx: Pick<HandlerContext, 'state' | 'comId'>): Customer[] {
  return ctx.state.customers.filter((c) => c.comId === ctx.comId);
}

/**
 * Rule 3, for a customer found by exact ID number in the caller's company: 'own' (visible: show
 * it), 'unbound' (nobody has bound it: may be shown and bound), 'boundToOther' (say so with
 * BOUND_TO_OTHER), 'none' (another company, or not a staff caller: as if absent).
 */
export function bindingReach(state: SandboxState, caller: Caller, c: Customer): 'own' | 'unbound' | 'boundToOther' | 'none' {
  if (caller.kind !== 'staff' || c.comId !== caller.comId) return 'none';
  if (canSeeCustomer(state, caller, c)) return 'own';
  return state.bindings.some((b) => b.custId === c.custId) ? 'boundToOther' : 'unbound';
}

function customerById(state: SandboxState, custId: string): Customer | undefined {
  return state.customers.find((c) => c.custId === custId);
}

/** A policy is readable with its customer. */
export function canSeePolicy(state: SandboxState, caller: Caller, p: Policy): boolean {
  const c = customerById(state, p.custId);
  return Boolean(c && canSeeCustomer(state, caller, c));
}

/** A claim is readable with its customer. */
export function canSeeClaim(state: SandboxState, caller: Caller, claim: Claim): boolean {
  const c = customerById(state, claim.custId);
  return Boolean(c && canSeeCustomer(state, caller, c));
}

/** The filing of a customer chat in the caller's company (chat ids repeat across companies). */
export function relationOf(state: SandboxState, comId: ProvinceComId, chatId: string): ChatRoomRelation | undefined {
  return state.chatRoomRelations.find((r) => r.comId === comId && r.chatId === chatId);
}

/**
 * May the caller read a customer chat's records (rule 4 for external users, rule 2 for staff
 * through the chat's customer)? `externalUserIds` are the chat customers the record names.
 */
function canSeeChat(state: SandboxState, caller: Caller, comId: ProvinceComId, chatId: string, externalUserIds: readonly string[]): boolean {
  if (comId !== caller.comId) return false;
  const relation = relationOf(state, comId, chatId);
  const members = [...externalUserIds, relation?.externalUserId ?? ''].filter(Boolean);
  switch (caller.kind) {
    case 'external':
      return members.includes(caller.externalUserId);
    case 'anonymous':
      return false;
    case 'staff': {
      const customers = state.customers.filter((c) => c.comId === comId && (c.custId === relation?.custId || members.includes(c.externalUserId)));
      return customers.some((c) => canSeeCustomer(state, caller, c));
    }
  }
}

/** A group chat's recognition record and its quote. */
export function canSeeQuote(state: SandboxState, caller: Caller, ocr: OcrResult): boolean {
  return canSeeChat(state, caller, ocr.comId, ocr.chatId, [ocr.externalUserId]);
}

/**
 * A chat's filing, read through an open call: within the company, by the chat's members (and its
 * customer's staff); without a session the chat id is the link's key (rule 5).
 */
export function canSeeRelation(state: SandboxState, caller: Caller, relation: ChatRoomRelation): boolean {
  if (relation.comId !== caller.comId) return false;
  if (caller.kind === 'anonymous') return true;
  return canSeeChat(state, caller, relation.comId, relation.chatId, []);
}
