/**
 * Pages opened without a staff login (issue 26): the PC scan-code login confirmed on the phone,
 * shared downloads, insure and service-manager links, notices. Open calls answer only what the
 * link's own key (QR key, encrypted code, policy check code) names.
 */
import { Reply } from '../reply';
import { personaForCode } from '../session/login';
import { fmtDateTime } from '../util/dates';
import { flat, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

/** What a scan of an expired or forged QR code is told. */
export const QR_EXPIRED = '二维码已失效，请在电脑端刷新二维码后重新扫码';

/**
 * Confirms (confirm 1) or refuses (confirm 0) a PC login: the scanning user is the session's, else
 * the one the WeCom OAuth code names. The QR key is the PC's login attempt.
 */
function confirmPcLogin(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const key = str(p, 'key', 'qrCodeKey', 'uuid');
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(key)) return Reply.fail(QR_EXPIRED);
  const code = str(p, 'code');
  const userName = ctx.user?.userName ?? (code ? personaForCode(code).people[ctx.comId].userName : '');
  if (!userName) return Reply.fail('未获取到您的企业微信身份，请在手机企业微信中扫码');
  const confirmed = str(p, 'confirm', 'status') !== '0';
  return { confirmed, qrCodeKey: key, userName, confirmTime: fmtDateTime(ctx.now) };
}

export const publicLinkHandlers: HandlerMap = {
  confirmQRCodeLoginPC: confirmPcLogin,
};
