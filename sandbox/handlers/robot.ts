/** Group-chat robot: quotation OCR results (domain "robot"). */
import { Reply } from '../reply';
import { fmtDateTime } from '../util/dates';
import { flat, num, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function findResult(ctx: HandlerContext) {
  const p = flat(ctx.params);
  const id = str(p, 'ocrId', 'id');
  const chatId = str(p, 'chatId', 'roomId');
  return ctx.state.ocrResults.find((o) => (id && o.ocrId === id) || (chatId && o.chatId === chatId)) ?? (id || chatId ? undefined : ctx.state.ocrResults[0]);
}

export const robotHandlers: HandlerMap = {
  getRobotQtOcrResult: (ctx) => {
    const r = findResult(ctx);
    return r ? { ...r, statusName: r.status === '1' ? '已确认' : '待确认' } : Reply.fail('未查询到识别结果，请重新上传行驶证');
  },
  updateRobotQtOcrResult: (ctx) => {
    const p = flat(ctx.params);
    const r = findResult(ctx);
    if (!r) return Reply.fail('未查询到识别结果');
    return ctx.store.write(() => {
      for (const key of ['licenseNo', 'frameNo', 'custName', 'idNumber', 'brandModel'] as const) {
        const v = str(p, key);
        if (v) r[key] = v;
      }
      const premium = num(p, Number.NaN, 'quotePremium');
      if (Number.isFinite(premium)) r.quotePremium = premium;
      r.status = '1';
      r.updateTime = fmtDateTime(ctx.now);
      return r;
    });
  },
};
