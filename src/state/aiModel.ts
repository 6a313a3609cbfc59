import { LOCAL_KEYS } from '@/session/keys';
import { createStore, useStore, webStorage } from '@/lib/store';
import { request } from '@/request';
import { showError } from './deps';

/** Which engine answers in the assistant. */
export type AiModel = 'knowledgeBase' | 'bigModel';

export const DEFAULT_AI_MODEL: AiModel = 'knowledgeBase';
const BIG_MODEL_FUNCTION = 'bigModel';

function isAiModel(value: unknown): value is AiModel {
  return value === 'knowledgeBase' || value === 'bigModel';
}

const store = createStore<AiModel>(() => DEFAULT_AI_MODEL, {
  storage: webStorage(() => globalThis.localStorage, LOCAL_KEYS.aiModel, (stored) => (isAiModel(stored) ? stored : undefined)),
});

export const getAiModel = (): AiModel => store.get();
export const subscribeAiModel = store.subscribe;
export const reloadAiModel = store.reload;

export function useAiModel(): AiModel {
  return useStore(store);
}

/** Bumped by every explicit choice, so a slow `initAiModel` never overrides the user. */
let choiceVersion = 0;

function isTrue(flag: unknown): boolean {
  return flag === true || flag === 'true' || flag === 1 || flag === '1';
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
}

/**
 * Reads the bigModel flag from `showAssistantByUser`'s answer: the request layer hands over its
 * payload (`{ bigModel }`, the spec's `data.data.bigModel` of the axios response); the deeper
 * nestings of a whole body are accepted too, for a catalogue entry asking for the full answer.
 */
export function readBigModelFlag(answer: unknown): boolean {
  const candidates = [field(field(field(answer, 'data'), 'data'), 'bigModel'), field(field(answer, 'data'), 'bigModel'), field(answer, 'bigModel')];
  return candidates.some(isTrue);
}

/**
 * Decides the model at start-up (spec 4.3): knowledgeBase when the user is not logged in in
 * time, on any error, or when the bigModel flag is false; bigModel when it is true.
 * `waitForUser` resolves true once logged in, false when the wait timed out.
 */
export async function initAiModel(options: { waitForUser: () => Promise<boolean> }): Promise<AiModel> {
  const version = choiceVersion;
  let model: AiModel = DEFAULT_AI_MODEL;
  try {
    if (await options.waitForUser()) {
      const answer = await request<unknown>('showAssistantByUser', { functionCodes: BIG_MODEL_FUNCTION });
      if (readBigModelFlag(answer)) model = 'bigModel';
    }
  } catch {
    model = DEFAULT_AI_MODEL;
  }
  if (version !== choiceVersion) return store.get();
  store.set(model);
  return model;
}

function userMessage(reason: unknown): string {
  const text = field(reason, 'userMessage');
  if (typeof text === 'string' && text) return text;
  return reason instanceof Error && reason.message ? reason.message : '设置失败';
}

/**
 * The user's choice. bigModel registers the user for the bigModel function
 * (insertWhiteListByFunc); any other value deregisters (invalidFunctionCode). The choice is kept
 * only when the server accepted it; otherwise the error is shown and false returned.
 */
export async function setAiModel(model: AiModel): Promise<boolean> {
  choiceVersion += 1;
  try {
    if (model === 'bigModel') {
      await request('insertWhiteListByFunc', { functionCode: BIG_MODEL_FUNCTION, isUseLoginUserInfo: '1' });
    } else {
      await request('invalidFunctionCode', { functionCode: BIG_MODEL_FUNCTION });
    }
  } catch (reason) {
    showError(userMessage(reason));
    return false;
  }
  store.set(model);
  return true;
}
