/** Which calls need a session, and where a call's token comes from. */
import type { CompiledApi } from '@/core/types';
import { cookieHeaderOf, readCookie } from '@sandbox/util/request';

/** Login, identity bootstrap and open download calls that work without a session. */
export const PUBLIC_IDS: ReadonlySet<string> = new Set([
  'configSign',
  'config',
  'login',
  'fakeLogin',
  'logout',
  'confirmQRCodeLoginPC',
  'codeExchangeId',
  'getQyUserIdByCode',
  'checkUseInPC',
  'queryEPolicyByCodeAndIdNo',
  'getDownloadLimitMsg',
  'queryPolicyDownloadDetail',
  'getDownloadEPolicyLink',
]);

/** Open calls: /wecom/white, the system-config domain, login and the ids above. */
export function isPublicCall(api: CompiledApi): boolean {
  return api.public === true || api.path.startsWith('/wecom/white/') || api.domain === 'config' || PUBLIC_IDS.has(api.id);
}

export function usesBearer(api: CompiledApi): boolean {
  return api.auth === 'bearer' || api.path.startsWith('/assistant/');
}

/**
 * The request's token. Assistant calls read only the Authorization header (as the real server
 * does, so a client that forgets it sees status 16); others take the 'token' header, the
 * wx_token cookie or a Bearer header.
 */
export function tokenOf(request: Request, api: CompiledApi): string | undefined {
  const auth = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
  if (usesBearer(api)) return bearer;
  return request.headers.get('token') || readCookie(cookieHeaderOf(request), 'wx_token') || bearer;
}
