import type { WecomApiName, WecomCallParams } from '@/wecom/types';

/** The chat the simulated page was opened from. */
export type SimulatorContext =
  | { entry: 'single_chat_tools'; externalUserId: string }
  | { entry: 'contact_profile'; externalUserId: string }
  | { entry: 'group_chat_tools'; chatId: string }
  | { entry: 'normal' };

/** One recorded bridge call: what was asked, in which context, and how it ended. */
export type SimulatorLogEntry = {
  [K in WecomApiName]: {
    /** Increasing number, unique within the session. */
    seq: number;
    /** ISO time of the call. */
    time: string;
    api: K;
    params: WecomCallParams[K];
    /** The context when the call was made (for a send: the chat it went to). */
    context: SimulatorContext;
    ok: boolean;
    /** The simulated client's errMsg when `ok` is false. */
    errMsg?: string;
  };
}[WecomApiName];

export interface SimulatorState {
  context: SimulatorContext;
  log: SimulatorLogEntry[];
  /** One-shot failures: the next call of that api fails with this errMsg. */
  failNext: Partial<Record<WecomApiName, string>>;
  seq: number;
}

/** What end-to-end tests read and drive at `window.__wecomSimulator`. */
export interface WecomSimulatorHandle {
  readonly context: SimulatorContext;
  readonly log: readonly SimulatorLogEntry[];
  setContext(context: SimulatorContext): void;
  /** Empties the log and pending failures; the context stays. */
  clear(): void;
  /** Makes the next call of `api` fail with `errMsg` (default '<api>:fail simulated'). */
  failNext(api: WecomApiName, errMsg?: string): void;
}
