/**
 * The app's URL policy (src/lib/urlPolicy.ts) with its inputs: the page's origin, the hosts of
 * schemas/app.json `urlPolicy.allowedHosts`, and the hosts the server names for itself (the app
 * config's vehicleUrl and frontUrl, the API base of `<meta name="api-base">`).
 */
import { checkUrl, appPathOf, type UrlPolicy, type UrlVerdict } from '@/lib';
import { readBaseUrlFromPage } from '@/request';
import { currentAppConfig } from './appConfig';
import { appDefaults } from './schemaData';

function hostOf(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
}

export function currentUrlPolicy(): UrlPolicy {
  const config = currentAppConfig();
  const serverHosts = [config?.vehicleUrl, config?.frontUrl, readBaseUrlFromPage()].map(hostOf).filter((h): h is string => h !== null);
  return { origin: window.location.origin, allowedHosts: [...(appDefaults.urlPolicy?.allowedHosts ?? []), ...serverHosts] };
}

/** The policy's verdict on a URL from data; a refusal is logged for developers. */
export function checkDataUrl(url: string, what: string): UrlVerdict {
  const verdict = checkUrl(url, currentUrlPolicy());
  if (verdict.kind === 'refused') console.warn(`[url policy] ${what} refused ${JSON.stringify(url)}: ${verdict.reason}`);
  return verdict;
}

/** The app path a login `redirect` names, or null when it would leave the app (logged for developers). */
export function loginRedirectPath(redirect: string): string | null {
  const path = appPathOf(redirect, window.location.origin);
  if (path === null) console.warn(`[url policy] login redirect refused ${JSON.stringify(redirect)}: leaves the app origin`);
  return path;
}
