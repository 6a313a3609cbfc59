/**
 * Opens a page schema against the sandbox as a persona, with the real request layer and recorded
 * UI services: what page tests share. Call `setupSandbox()` at the top of the test file first.
 */
import { beforeEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { pageLoaders } from 'virtual:schema/pages';
import { PageHarness, createFakeRuntime, type FakeRuntime } from '@/react/testing';
import type { RuntimeServices } from '@/react/runtime';
import { widgetRegistry } from '@/react/widgets';
import { appServices } from '@/app/services';
import { createDataCache } from '@/app/dataCache';
import { catalogue, pageDicts, routeTable } from '@/app/schemaData';
import { routeScope } from '@/router';
import type { CompiledRoute } from '@/core/types';
import { getUserInfo, removeToken, setSystemComId, setToken } from '@/session';
import { getSimulatorStore, setBridgeForTesting, type SimulatorContext } from '@/wecom';
import { reloadMediaQueue, reloadNewsCache } from '@/state';
import { isPublicCall } from '@sandbox/session/access';
import type { SandboxHandle } from './sandboxServer';

export type RecordedRequest = [string, Record<string, unknown>, unknown];

export interface SandboxPage {
  rt: FakeRuntime;
  requests: RecordedRequest[];
  /** The recorded requests of one call id. */
  called(api: string): RecordedRequest[];
}

export interface OpenOptions {
  /** Sandbox persona; 'anonymous' opens without a token. Default 'manager'. */
  persona?: string;
  query?: Record<string, string>;
  /** Route params (a restful route's `:code`, the error page's `:code`). */
  params?: Record<string, string>;
  comId?: string;
  overrides?: Partial<RuntimeServices>;
  /**
   * Name of the route the page is shown by (its title and props, `route.props.*`); default the
   * first route showing the page. A page serving several routes is tested under each.
   */
  route?: string;
  /**
   * Open with the session already on the device (token and comId as an earlier open left them),
   * as a second open of the app does; no new login.
   */
  keepSession?: boolean;
}

/** The route a page is opened under: the named one, else the first that shows the page. */
export function routeOf(pageId: string, name?: string): CompiledRoute | undefined {
  if (name) {
    const route = routeTable.byName.get(name);
    if (!route || route.page !== pageId) throw new Error(`route ${name} does not show page ${pageId}`);
    return route;
  }
  return routeTable.routes.find((r) => r.page === pageId);
}

export async function openSandboxPage(sandbox: SandboxHandle, pageId: string, options: OpenOptions = {}): Promise<SandboxPage> {
  const { persona = 'manager', query = {}, params = {}, comId = '11000000', overrides = {} } = options;
  const route = routeOf(pageId, options.route);
  const mod = await pageLoaders[pageId]();
  // The page's own dictionaries, as the app's page loader gives it: a label the page shows from a
  // dictionary it does not name fails its test here.
  const [, dicts] = await Promise.all([widgetRegistry.preload(mod.widgets), pageDicts(mod)]);
  setSystemComId(comId);
  if (persona !== 'anonymous' && !options.keepSession) setToken(await sandbox.login(persona, comId));
  const requests: RecordedRequest[] = [];
  const rt = createFakeRuntime({
    dicts,
    overrides: {
      request: (api, params, data) => {
        requests.push([api, params, data]);
        return appServices.request(api, params, data);
      },
      user: () => (getUserInfo() as Record<string, unknown> | null) ?? null,
      // Which chat the page is in comes from the WeCom simulator (`inChat`) and the sandbox.
      checkChat: appServices.checkChat,
      currentContact: appServices.currentContact,
      ...overrides,
    },
  });
  // SWR's cache as the app makes it on an open: with what the session kept of pages marked `persist`.
  render(<PageHarness page={mod} runtime={rt} query={{ comId, ...query }} params={params} route={route ? routeScope(route) : undefined} cache={createDataCache} />);
  return { rt, requests, called: (api) => requests.filter(([id]) => id === api) };
}

/** `open(pageId, persona, query, overrides)`: a page of one company (`comId`) opened as a persona. */
export function pageOpener(sandbox: SandboxHandle, comId: string) {
  return (pageId: string, persona: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
    openSandboxPage(sandbox, pageId, { persona, query, comId, overrides });
}

/** The calls the page made that need a staff login (a public page may make none). */
export function loginOnlyCalls(h: SandboxPage): string[] {
  return h.requests.map(([id]) => id).filter((id) => {
    const api = catalogue.find((a) => a.id === id);
    return !api || !isPublicCall(api);
  });
}

/** Puts the page in a WeCom chat (the simulator's context), as a tester does in its panel. */
export function inChat(context: SimulatorContext): void {
  getSimulatorStore().setContext(context);
}

/**
 * Registers what every page test needs before each case: no page left mounted from the case
 * before, no stored session, cached article or queued media, no session-storage draft, the WeCom simulator in no chat, and with
 * `resetStore` the sandbox's seed state again (for files whose cases write through the sandbox).
 */
export function startEachTestFresh(sandbox: SandboxHandle, { resetStore = false }: { resetStore?: boolean } = {}): void {
  beforeEach(() => {
    cleanup();
    localStorage.clear();
    // The client stores (news content cache, media queue) read local storage again: empty.
    reloadNewsCache();
    reloadMediaQueue();
    // The WeCom simulator starts in no chat, with an empty log.
    sessionStorage.clear();
    setBridgeForTesting();
    removeToken();
    if (resetStore) sandbox.store.reset();
  });
}
