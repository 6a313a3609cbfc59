/** Marketing: distributions, training, moments tasks, share info, tracking (domain "marketing"). */
import { maskPhone } from '@/lib';
import { Reply } from '@sandbox/reply';
import { encryptId } from '@sandbox/seed/identity';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import type { TrainingResource } from '@sandbox/seed/types';
import { trainingDocument } from './files';
import { distributions } from './interact';
import { flat, paginate, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function momentsTasks(ctx: HandlerContext): unknown {
  const status = str(flat(ctx.params), 'status');
  const userCode = ctx.user?.userCode ?? '';
  const items = ctx.state.momentsTasks
    .filter((t) => !status || t.status === status)
    .map((t) => ({ ...t, doneUserCodes: undefined, finished: t.doneUserCodes.includes(userCode), statusName: { '0': '未开始', '1': '进行中', '2': '已结束' }[t.status] }));
  return paginate(items, ctx.params);
}

/**
 * A training resource as the server answers it: its files as absolute URLs of the file server (here
 * the sandbox's own origin), the document's size; the stored paths stay the seed's.
 */
function trainingView(ctx: HandlerContext, t: TrainingResource): unknown {
  const origin = new URL(ctx.request.url).origin;
  const { videoPath, filePath, ...rest } = t;
  return {
    ...rest,
    videoUrl: videoPath ? `${origin}${videoPath}` : '',
    fileUrl: filePath ? `${origin}${filePath}` : '',
    fileSize: filePath ? trainingDocument(t.code, t.publishTime).length : 0,
  };
}

export function shareInfo(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const userCode = str(p, 'userCode', 'shareUserCode') || ctx.user?.userCode || '';
  const staff = ctx.state.staff.find((s) => s.userCode === userCode) ?? ctx.staff;
  if (!staff) return Reply.fail('分享人信息不存在');
  const record = staff.managerRecord;
  // A poster's saved share settings (savePosterShareConfig) when the call names the poster.
  const posterId = str(p, 'posterId');
  const saved = posterId ? ctx.state.posterShareConfigs.find((c) => c.userCode === staff.userCode && c.posterId === posterId) : undefined;
  return {
    manager: { userCode: staff.userCode, userName: staff.userName, mobile: maskPhone(staff.mobile), avatar: staff.avatar, comName: staff.comName, introduce: record?.introduce ?? '', qrCodeUrl: record?.qrCodeUrl ?? '', position: staff.position },
    shareConfig: saved
      ? { showName: saved.showName, showMobile: saved.showMobile, showQrCode: saved.showQrCode, collectLead: saved.collectLead, updateTime: saved.updateTime }
      : { showName: true, showMobile: true, showQrCode: Boolean(record), collectLead: true },
  };
}

export const marketingHandlers: HandlerMap = {
  queryMarketingDistribute: (ctx) => paginate(distributions(ctx), ctx.params),
  getTrainingResource: (ctx) => {
    const code = str(flat(ctx.params), 'code', 'resourceCode');
    if (!code) return paginate(ctx.state.trainingResources.map((t) => trainingView(ctx, t)), ctx.params);
    // An unknown code is no resource (null), not a failure: the page says so, with nothing to retry.
    const resource = ctx.state.trainingResources.find((t) => t.code === code);
    return resource ? trainingView(ctx, resource) : null;
  },
  queryMomentsTask: momentsTasks,
  queryMomentsTaskCount: (ctx) => {
    const userCode = ctx.user?.userCode ?? '';
    const running = ctx.state.momentsTasks.filter((t) => t.status === '1');
    return { total: running.length, unfinished: running.filter((t) => !t.doneUserCodes.includes(userCode)).length };
  },
  queryShareConfigAndManagerInfo: shareInfo,
  saveClickInfo: (ctx) => ({ clickId: ctx.store.write((s) => nextId(s, 'CK', 8)), time: fmtDateTime(ctx.now) }),
  getEncryptUrl: (ctx) => {
    const url = str(flat(ctx.params), 'url', 'link') || '/';
    const sep = url.includes('?') ? '&' : '?';
    return `${url}${sep}sign=${encryptId(`${url}|${ctx.user?.userCode ?? ''}`).slice(0, 16)}`;
  },
  getEncryptCode: (ctx) => encryptId(str(flat(ctx.params), 'code', 'text', 'value') || ctx.user?.userCode || '').slice(0, 24),
  getSaCredential: (ctx) => ({ project: 'wecom_assistant_sandbox', serverUrl: '/__sandbox/sa', distinctId: encryptId(ctx.user?.userCode ?? 'anonymous').slice(0, 16), expireTime: fmtDateTime(ctx.now + 86400000) }),
  saveBuryingPoint: (ctx) => ({ eventId: ctx.store.write((s) => nextId(s, 'BP', 8)), event: str(flat(ctx.params), 'event', 'eventName') || 'page_view' }),
};
