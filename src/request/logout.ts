import { getToken, removeToken } from '@/session';
import { onConfigure, requestConfig } from './config';

/** Delay between session expiry and the page reload: 0.8 s (spec/calls.md 9). */
export const LOGOUT_RELOAD_DELAY_MS = 800;

let reloadScheduled = false;
onConfigure(() => {
  reloadScheduled = false;
});

/**
 * Status 16: removes the token (and its cookies) and reloads the page 0.8 s later, once.
 * Without a session (no token: a public page opened without a login, the load after the reload,
 * or a device the user logged out of with 退出登录) there is nothing to end: no reload, the caller
 * shows the call's message. Otherwise a public page whose call answers 16 would reload for ever.
 * Returns whether a reload is coming.
 */
export function endSession(): boolean {
  if (reloadScheduled) return true;
  if (!getToken()) return false;
  removeToken();
  reloadScheduled = true;
  setTimeout(() => {
    reloadScheduled = false;
    requestConfig().reload();
  }, LOGOUT_RELOAD_DELAY_MS);
  return true;
}
