import { createStore, webStorage, type ReadableStore } from '@/lib/store';
import type { WecomApiName, WecomCallParams } from '@/wecom/types';
import type { SimulatorContext, SimulatorLogEntry, SimulatorState } from './types';

/** sessionStorage key: a reload keeps the chosen context and the log, a new tab starts clean. */
export const SIMULATOR_STORAGE_KEY = 'wx_wecomSimulator';
/** Older entries are dropped so the session storage stays small. */
export const SIMULATOR_LOG_LIMIT = 100;

const CONTEXT_ENTRIES = ['single_chat_tools', 'contact_profile', 'group_chat_tools', 'normal'];

function initialState(): SimulatorState {
  return { context: { entry: 'normal' }, log: [], failNext: {}, seq: 0 };
}

export function isSimulatorContext(value: unknown): value is SimulatorContext {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { entry?: unknown; externalUserId?: unknown; chatId?: unknown };
  if (typeof v.entry !== 'string' || !CONTEXT_ENTRIES.includes(v.entry)) return false;
  if (v.entry === 'single_chat_tools' || v.entry === 'contact_profile') return typeof v.externalUserId === 'string';
  if (v.entry === 'group_chat_tools') return typeof v.chatId === 'string';
  return true;
}

/** The stored state, when it is one: a valid context and a log (older fields filled in). */
function parseState(stored: unknown): SimulatorState | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const parsed = stored as Partial<SimulatorState>;
  if (!isSimulatorContext(parsed.context) || !Array.isArray(parsed.log)) return undefined;
  return {
    context: parsed.context,
    log: parsed.log,
    failNext: typeof parsed.failNext === 'object' && parsed.failNext !== null ? parsed.failNext : {},
    seq: typeof parsed.seq === 'number' ? parsed.seq : parsed.log.length,
  };
}

/** The simulator's state, read like any store; it changes only through the actions below. */
export interface SimulatorStore extends ReadableStore<SimulatorState> {
  setContext(context: SimulatorContext): void;
  record<K extends WecomApiName>(api: K, params: WecomCallParams[K], outcome: { ok: boolean; errMsg?: string }): void;
  /** Returns and forgets the one-shot failure set for `api`, if any. */
  takeFailure(api: WecomApiName): string | undefined;
  failNext(api: WecomApiName, errMsg?: string): void;
  clear(): void;
}

/** State of the simulator, persisted in session storage. */
export function createSimulatorStore(storage: Storage | undefined = globalThis.sessionStorage): SimulatorStore {
  const store = createStore(initialState, { storage: webStorage(() => storage, SIMULATOR_STORAGE_KEY, parseState) });

  return {
    get: store.get,
    subscribe: store.subscribe,
    setContext(context) {
      if (!isSimulatorContext(context)) throw new TypeError('模拟企微：无效的会话场景');
      store.set({ ...store.get(), context });
    },
    record(api, params, outcome) {
      const state = store.get();
      const seq = state.seq + 1;
      // The mapped union cannot be narrowed from a generic K; the shape is right by construction.
      const entry = { seq, time: new Date().toISOString(), api, params, context: state.context, ...outcome } as SimulatorLogEntry;
      store.set({ ...state, seq, log: [...state.log, entry].slice(-SIMULATOR_LOG_LIMIT) });
    },
    takeFailure(api) {
      const state = store.get();
      const errMsg = state.failNext[api];
      if (errMsg === undefined) return undefined;
      const failNext = { ...state.failNext };
      delete failNext[api];
      store.set({ ...state, failNext });
      return errMsg;
    },
    failNext(api, errMsg = `${api}:fail simulated`) {
      const state = store.get();
      store.set({ ...state, failNext: { ...state.failNext, [api]: errMsg } });
    },
    clear() {
      store.set({ ...store.get(), log: [], failNext: {} });
    },
  };
}
