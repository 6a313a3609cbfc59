/** The send log: every article, poster, e-policy, care or group message the app sends. */
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import type { HandlerContext } from './types';

export function recordSend(ctx: HandlerContext, kind: string, targetId: string, custIds: readonly string[]): string {
  return ctx.store.write((s) => {
    const sendId = nextId(s, 'SD', 8);
    s.sends.unshift({ sendId, kind, targetId, custIds: [...custIds], userCode: ctx.user?.userCode ?? '', time: fmtDateTime(ctx.now) });
    return sendId;
  });
}

/** Customers on the caller's message blacklist are skipped by group sends. */
export function notBlacklisted(ctx: HandlerContext, custIds: readonly string[]): { allowed: string[]; blocked: string[] } {
  const blocked = new Set(ctx.state.blacklist.map((b) => b.custId));
  return { allowed: custIds.filter((id) => !blocked.has(id)), blocked: custIds.filter((id) => blocked.has(id)) };
}
