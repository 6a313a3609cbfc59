/**
 * 退出登录 on this device: everything the previous user's pages hold goes with the token, so
 * neither a back step nor the next user of the phone sees them.
 */
import { removeToken } from '@/session';
import { clearMediaQueue, resetCustomer } from '@/state';
import { dataCache } from './dataCache';
import { permissionGate } from './permissionGate';
import { resetGeneratedRoutes } from './session';

let epoch = 0;

/** Changes with every ended session; the shell is keyed by it, so no view of the last one stays mounted. */
export function sessionEpoch(): number {
  return epoch;
}

/**
 * Removes the token (and its cookies), the role's routes, the permission results, every page's
 * data, the media send queue and the current customer. Without a token the guard then sends any
 * page of the old session, a back step included, straight to the login page; a late answer of the
 * old session (status 16) finds no token and so does not reload the app (src/request/logout.ts).
 */
export function endClientSession(): void {
  removeToken();
  resetGeneratedRoutes();
  permissionGate.reset();
  for (const key of [...dataCache.keys()]) dataCache.delete(key);
  clearMediaQueue();
  resetCustomer();
  epoch += 1;
}
