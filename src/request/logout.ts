import { removeToken } from '@/session';
import { onConfigure, requestConfig } from './config';

/** Delay between session expiry and the page reload: 0.8 s (spec/calls.md 9). */
export const LOGOUT_RELOAD_DELAY_MS = 800;

let reloadScheduled = false;
onConfigure(() => {
  reloadScheduled = false;
});

/** Status 16: removes the token (and its cookies) and reloads the page 0.8 s later, once. */
export function endSession(): void {
  removeToken();
  if (reloadScheduled) return;
  reloadScheduled = true;
  setTimeout(() => {
    reloadScheduled = false;
    requestConfig().reload();
  }, LOGOUT_RELOAD_DELAY_MS);
}
