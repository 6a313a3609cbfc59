/**
 * Who a staff member's WeCom message reaches: a customer bound to them (the binding names the
 * customer's WeCom external contact). A group message to anyone else fails with a reason, in the
 * seeded history as in a send (handlers/group-msg.ts).
 */
import type { Binding, GroupMsg } from './types';

/** Why a message cannot reach a customer who is not bound to the sender. */
export const NOT_BOUND_REASON = '客户未绑定企业微信';

/** Why a message of `userCode` cannot reach `custId`, or '' when it can. */
export function unreachableReason(bindings: readonly Binding[], userCode: string, custId: string): string {
  return bindings.some((b) => b.custId === custId && b.userCode === userCode) ? '' : NOT_BOUND_REASON;
}

/** A recipient's state in a group message: 0 waiting, 1 delivered, 2 failed (with the reason). */
export function deliveryOf(m: GroupMsg, custId: string): { sendStatus: '0' | '1' | '2'; failReason: string } {
  if (m.status === '0') return { sendStatus: '0', failReason: '' };
  const failure = m.failures.find((f) => f.custId === custId);
  return failure ? { sendStatus: '2', failReason: failure.reason } : { sendStatus: '1', failReason: '' };
}

/** The figures of a group message, from its recipients' states: how many it reached and how many it did not. */
export function deliveryCounts(m: GroupMsg): { successCount: number; failCount: number } {
  if (m.status === '0') return { successCount: 0, failCount: 0 };
  const failCount = m.custIds.filter((custId) => deliveryOf(m, custId).sendStatus === '2').length;
  return { successCount: m.custIds.length - failCount, failCount };
}
