/**
 * Runtime services that record what actions asked for, for widget tests and stories. `request`
 * answers from a map of call id → answer (a function gets the params), or rejects like the request
 * layer with a Chinese userMessage.
 *
 * Derived from the services interface: every method of RuntimeServices (AppServices included) is
 * either one of the fake's own (OWN below) or recorded with its entry of ANSWERS, whose type asks
 * for one entry per remaining method. A method added to AppServices fails the type check here
 * until it has its answer (one line); nothing else in the fake changes.
 */
import type { RuntimeServices } from '@/react/runtime';
import type { Dict } from '@/lib/dicts';
import { allowedUrlOf, checkUrl } from '@/lib';

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

/** The names of RuntimeServices' methods (its data members, dicts and dev, aside). */
type ServiceMethod = { [K in keyof RuntimeServices]-?: RuntimeServices[K] extends (...args: never[]) => unknown ? K : never }[keyof RuntimeServices];

/** The methods the fake implements itself (see createFakeRuntime); the others are recorded. */
type OwnMethod = 'request' | 'download' | 'checkChat' | 'shownUrl' | 'canGoBack' | 'user' | 'config' | 'log';
type RecordedMethod = Exclude<ServiceMethod, OwnMethod>;

/** A recorded method's answer: what the real one returns (a promise for an asynchronous one). */
type Answer<K extends RecordedMethod> = () => ReturnType<RuntimeServices[K]>;

const none = (): void => undefined;
const resolved = async (): Promise<void> => undefined;

/** What each recorded method answers (the user confirms, picks the first option, sends fine). */
const ANSWERS: { [K in RecordedMethod]: Answer<K> } = {
  navigate: none,
  back: none,
  rewriteQuery: none,
  toast: none,
  notify: none,
  showLoading: none,
  hideLoading: none,
  confirm: async () => true,
  actionSheet: async () => 0,
  copy: resolved,
  openUrl: none,
  sendToChat: async () => ({ errMsg: 'sendChatMessage:ok' }),
  shareToExternalMoments: async () => true,
  enqueueMedia: resolved,
  closeWindow: resolved,
  openEnterpriseChat: resolved,
  currentContact: async () => ({ entry: 'normal', externalUserId: '', chatId: '' }),
  resetPermission: none,
  returnAfterFix: none,
  login: none,
  logout: none,
  setAiModel: resolved,
};

type Recorder<K extends RecordedMethod> = (...args: unknown[]) => ReturnType<RuntimeServices[K]>;
type Recorders = { [K in RecordedMethod]: Recorder<K> };

const isRecorded = (name: string): name is RecordedMethod => Object.hasOwn(ANSWERS, name);

/** Makes `kind` of `into` note its calls in `calls`, then answer as ANSWERS says. */
function record<K extends RecordedMethod>(into: { [P in K]: Recorder<P> }, kind: K, calls: RecordedCall[]): void {
  const answer: Answer<K> = ANSWERS[kind];
  into[kind] = (...args: unknown[]) => {
    calls.push({ kind, args });
    return answer();
  };
}

/** A recorder for every entry of ANSWERS: the plain answers, each then wrapped to note its calls. */
function recorders(calls: RecordedCall[]): Recorders {
  const out: Recorders = { ...ANSWERS };
  for (const kind of Object.keys(ANSWERS).filter(isRecorded)) record(out, kind, calls);
  return out;
}

export function createFakeRuntime(
  options: { answers?: Record<string, FakeAnswer>; dicts?: Record<string, Dict>; overrides?: Partial<RuntimeServices>; delayMs?: number } = {},
): FakeRuntime {
  const calls: RecordedCall[] = [];
  const answers = options.answers ?? {};
  const wait = (): Promise<void> => new Promise((r) => setTimeout(r, options.delayMs ?? 0));
  const answer = async (api: string, params: Record<string, unknown>, data?: unknown): Promise<unknown> => {
    calls.push({ kind: 'request', args: [api, params, data] });
    await wait();
    if (!(api in answers)) throw new FakeRequestError('系统错误', api);
    const a = answers[api];
    const v = typeof a === 'function' ? a(params, data) : a;
    if (v instanceof Error) throw v;
    return v;
  };
  return {
    calls,
    callsOf: (kind) => calls.filter((c) => c.kind === kind).map((c) => c.args),
    ...recorders(calls),
    request: answer,
    download: (api, params) => answer(api, params),
    // The URL policy as the app applies it, with no allowed host besides the page's own origin.
    shownUrl: (url) => allowedUrlOf(checkUrl(url, { origin: window.location.origin, allowedHosts: [] })),
    // The current chat is the recipient's (a single chat without a name for a send about no one).
    checkChat: async (to) => {
      calls.push({ kind: 'checkChat', args: [to] });
      return { verdict: 'ok', chat: to?.chatId ? 'group' : 'single', name: to?.name ?? '' };
    },
    canGoBack: () => false,
    user: () => ({ userCode: 'U1001', comId: '11000000', comCode: '11000000', systemRole: 'qyUser', userName: '李明', mobile: '13800138000' }),
    config: () => ({ wecomComId: '11000000', userComId: '11000000' }),
    dicts: options.dicts ?? {},
    log: () => undefined,
    dev: true,
    ...options.overrides,
  };
}
