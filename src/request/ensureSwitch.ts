import { ensureRequestDoSwitchWith } from './requestDo';
import { request } from './request';

/**
 * Makes sure the `wx_request_do` switch is cached: asks `querySwitchConfig` with
 * `{ type: 'wx_temporarily_do' }` only when the 30-minute entry is absent; a failure caches '0'.
 * The navigation guard awaits it before the first catalogue call of a visit.
 */
export function ensureRequestDoSwitch(): Promise<string> {
  return ensureRequestDoSwitchWith((id, params) => request(id, params));
}
