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

function readState(storage: Storage | undefined): SimulatorState {
  try {
    const raw = storage?.getItem(SIMULATOR_STORAGE_KEY);
    if (!raw) return initialState();
    const parsed = JSON.parse(raw) as Partial<SimulatorState>;
    if (!isSimulatorContext(parsed.context) || !Array.isArray(parsed.log)) return initialState();
    return {
      context: parsed.context,
      log: parsed.log,
      failNext: typeof parsed.failNext === 'object' && parsed.failNext !== null ? parsed.failNext : {},
      seq: typeof parsed.seq === 'number' ? parsed.seq : parsed.log.length,
    };
  } catch {
    return initialState();
  }
}

export interface SimulatorStore {
  getState(): SimulatorState;
  subscribe(listener: () => void): () => void;
  setContext(context: SimulatorContext): void;
  record<K extends WecomApiName>(api: K, params: WecomCallParams[K], outcome: { ok: boolean; errMsg?: string }): void;
  /** Returns and forgets the one-shot failure set for `api`, if any. */
  takeFailure(api: WecomApiName): string | undefined;
  failNext(api: WecomApiName, errMsg?: string): void;
  clear(): void;
}

/** State of the simulator, persisted in session storage. */
export function createSimulatorStore(storage: Storage | undefined = globalThis.sessionStorage): SimulatorStore {
  let state = readState(storage);
  const listeners = new Set<() => void>();

  function commit(next: SimulatorState): void {
    state = next;
    try {
      storage?.setItem(SIMULATOR_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the simulator keeps working in memory.
    }
    listeners.forEach((listener) => listener());
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setContext(context) {
      if (!isSimulatorContext(context)) throw new TypeError('模拟企微：无效的会话场景');
      commit({ ...state, context });
    },
    record(api, params, outcome) {
      const seq = state.seq + 1;
      // The mapped union cannot be narrowed from a generic K; the shape is right by construction.
      const entry = { seq, time: new Date().toISOString(), api, params, context: state.context, ...outcome } as SimulatorLogEntry;
      commit({ ...state, seq, log: [...state.log, entry].slice(-SIMULATOR_LOG_LIMIT) });
    },
    takeFailure(api) {
      const errMsg = state.failNext[api];
      if (errMsg === undefined) return undefined;
      const failNext = { ...state.failNext };
      delete failNext[api];
      commit({ ...state, failNext });
      return errMsg;
    },
    failNext(api, errMsg = `${api}:fail simulated`) {
      commit({ ...state, failNext: { ...state.failNext, [api]: errMsg } });
    },
    clear() {
      commit({ ...state, log: [], failNext: {} });
    },
  };
}
