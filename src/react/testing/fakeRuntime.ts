/**
 * Runtime services that record what actions asked for, for widget tests and stories. `request`
 * answers from a map of call id → answer (a function gets the params), or rejects like the request
 * layer with a Chinese userMessage.
 */
import type { RuntimeServices } from '../runtime';
import type { Dict } from '@/lib/dicts';
import { checkUrl } from '@/lib';

export interface RecordedCall {
  kind: string;
  args: unknown[];
}

export type FakeAnswer = unknown | ((params: Record<string, unknown>, data: unknown) => unknown);

export interface FakeRuntime extends RuntimeServices {
  calls: RecordedCall[];
  callsOf(kind: string): unknown[][];
}

export class FakeRequestError extends Error {
  constructor(public readonly userMessage: string, public readonly apiId: string) {
    super(userMessage);
  }
}

export function createFakeRuntime(
  options: { answers?: Record<string, FakeAnswer>; dicts?: Record<string, Dict>; overrides?: Partial<RuntimeServices>; delayMs?: number } = {},
): FakeRuntime {
  const calls: RecordedCall[] = [];
  const answers = options.answers ?? {};
  const rec =
    (kind: string) =>
    (...args: unknown[]): void => {
      calls.push({ kind, args });
    };
  const recAsync =
    <T,>(kind: string, value: T) =>
    async (...args: unknown[]): Promise<T> => {
      calls.push({ kind, args });
      return value;
    };
  const wait = (): Promise<void> => new Promise((r) => setTimeout(r, options.delayMs ?? 0));
  const answer = async (api: string, params: Record<string, unknown>, data?: unknown): Promise<unknown> => {
    calls.push({ kind: 'request', args: [api, params, data] });
    await wait();
    if (!(api in answers)) throw new FakeRequestError('系统错误', api);
    const a = answers[api];
    const v = typeof a === 'function' ? (a as (p: Record<string, unknown>, d: unknown) => unknown)(params, data) : a;
    if (v instanceof Error) throw v;
    return v;
  };
  return {
    calls,
    callsOf: (kind) => calls.filter((c) => c.kind === kind).map((c) => c.args),
    navigate: rec('navigate'),
    back: rec('back'),
    rewriteQuery: rec('rewriteQuery'),
    request: answer,
    download: (api, params) => answer(api, params),
    toast: rec('toast'),
    notify: rec('notify'),
    showLoading: rec('showLoading'),
    hideLoading: rec('hideLoading'),
    confirm: recAsync('confirm', true),
    actionSheet: recAsync<number | null>('actionSheet', 0),
    copy: recAsync('copy', undefined),
    openUrl: rec('openUrl'),
    // The URL policy as the app applies it, with no allowed host besides the page's own origin.
    shownUrl: (url) => {
      const verdict = checkUrl(url, { origin: window.location.origin, allowedHosts: [] });
      return verdict.kind === 'route' ? verdict.path : verdict.kind === 'external' ? verdict.url : null;
    },
    // The current chat is the recipient's (a single chat without a name for a send about no one).
    checkChat: async (to) => {
      calls.push({ kind: 'checkChat', args: [to] });
      return { verdict: 'ok', chat: to?.chatId ? 'group' : 'single', name: to?.name ?? '' };
    },
    sendToChat: recAsync<unknown>('sendToChat', { errMsg: 'sendChatMessage:ok' }),
    shareToExternalMoments: recAsync('shareToExternalMoments', true),
    enqueueMedia: recAsync('enqueueMedia', undefined),
    closeWindow: recAsync('closeWindow', undefined),
    openEnterpriseChat: recAsync('openEnterpriseChat', undefined),
    currentContact: recAsync('currentContact', { entry: 'normal', externalUserId: '', chatId: '' }),
    resetPermission: rec('resetPermission'),
    returnAfterFix: rec('returnAfterFix'),
    login: rec('login'),
    logout: rec('logout'),
    setAiModel: recAsync('setAiModel', undefined),
    canGoBack: () => false,
    user: () => ({ userCode: 'U1001', comId: '11000000', comCode: '11000000', systemRole: 'qyUser', userName: '李明', mobile: '13800138000' }),
    config: () => ({ wecomComId: '11000000', userComId: '11000000' }),
    dicts: options.dicts ?? {},
    log: () => undefined,
    dev: true,
    ...options.overrides,
  };
}
