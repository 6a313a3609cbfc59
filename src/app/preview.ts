/**
 * Resets the app's in-memory session state so a preview (Storybook) can switch persona or company
 * without a page reload.
 */
import { resetAppConfigForTesting } from './appConfig';
import { resetGeneratedRoutes } from './session';
import { permissionGate } from './permissionGate';
import { removeCache } from '@/request';
import { LOCAL_KEYS, removeToken, setSystemComId, setToken } from '@/session';

export function resetSessionForPreview(comId: string, token: string | null): void {
  removeToken();
  resetGeneratedRoutes();
  resetAppConfigForTesting();
  permissionGate.reset();
  removeCache(LOCAL_KEYS.appConfig);
  removeCache(LOCAL_KEYS.phoneModified);
  setSystemComId(comId);
  if (token) setToken(token);
}
