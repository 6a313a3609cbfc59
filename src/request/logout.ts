import { getToken, removeToken } from '@/session';
import { onConfigure, requestConfig } from './config';

/** Delay between session expiry and the page reload: 0.8 s (spec/calls.md 9). */
export const LOGOUT_RELOAD_DELAY_MS = 800;

let reloadScheduled = false;
let endedHere = false;
onConfigure(() => {
  reloadScheduled = false;
  endedHere = false;
});

/**
 * The user ended the session on this device (退出登录): a call of the old session still in
 * flight or started by a page being left, answered with status 16, then has no session to end and
 * must not reload the login page the user is already on.
 */
export function markSessionEnded(): void {
  endedHere = true;
}

/** Status 16: removes the token (and its cookies) and reloads the page 0.8 s later, once. */
export function endSession(): void {
  // Logged out here and not logged in since: nothing to end, and the login page is showing.
  if (endedHere && !getToken()) return;
  removeToken();
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => {
    reloadScheduled = false;
    requestConfig().reload();
  }, LOGOUT_RELOAD_DELAY_MS);
}
