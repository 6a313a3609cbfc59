/** Group-chat robot: quotation OCR results (domain "robot"). */
import { Reply } from '@sandbox/reply';
import type { OcrResult } from '@sandbox/seed/types';
import { fmtDateTime } from '@sandbox/util/dates';
import { flat, num, str } from './params';
import { callerOf, canSeeQuote } from './scope';
import type { HandlerContext, HandlerMap } from './types';

/** The answer for a call that names neither the chat nor the recognition record. */
export const QUOTE_MISSING = '缺少群聊或报价信息，请从客户群内的链接重新打开';
/** The answer for a record that does not exist or is another chat's (scope.ts rule 4). */
export const QUOTE_NOT_FOUND = '未查询到识别结果，请重新上传行驶证';

/**
 * The recognition record the call names (ocrId, else the chat's), among those the caller may see:
 * its own chat's in its own company; the failure to answer when the call names none or it is not
 * found (another company's or another chat's is not found either).
 */
export function findQuote(ctx: HandlerContext): OcrResult | Reply {
  const p = flat(ctx.params);
  const id = str(p, 'ocrId', 'id');
  const chatId = str(p, 'chatId', 'roomId');
  if (!id && !chatId) return Reply.fail(QUOTE_MISSING);
  const caller = callerOf(ctx);
  const found = ctx.state.ocrResults.find((o) => (id ? o.ocrId === id : o.chatId === chatId) && canSeeQuote(ctx.state, caller, o));
  return found ?? Reply.fail(QUOTE_NOT_FOUND);
}

/**
 * Writes the checked fields back to a recognition record and marks it confirmed; the quoted
 * premium only through the robot's own (logged-in) call, never through the open one.
 */
export function confirmQuote(ctx: HandlerContext, r: OcrResult, withPremium: boolean): OcrResult {
  const p = flat(ctx.params);
  return ctx.store.write(() => {
    for (const key of ['licenseNo', 'frameNo', 'custName', 'idNumber', 'brandModel'] as const) {
      const v = str(p, key);
      if (v) r[key] = v;
    }
    const premium = withPremium ? num(p, Number.NaN, 'quotePremium') : Number.NaN;
    if (Number.isFinite(premium)) r.quotePremium = premium;
    r.status = '1';
    r.updateTime = fmtDateTime(ctx.now);
    return r;
  });
}

/** A recognition record as the read calls answer it: with its status's name. */
export function withStatusName(r: OcrResult): OcrResult & { statusName: string } {
  return { ...r, statusName: r.status === '1' ? '已确认' : '待确认' };
}

export const robotHandlers: HandlerMap = {
  getRobotQtOcrResult: (ctx) => {
    const r = findQuote(ctx);
    return r instanceof Reply ? r : withStatusName(r);
  },
  updateRobotQtOcrResult: (ctx) => {
    const r = findQuote(ctx);
    return r instanceof Reply ? r : confirmQuote(ctx, r, true);
  },
};
