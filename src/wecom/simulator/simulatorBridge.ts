import { closeWindowWithFallback } from '@/wecom/closeWindow';
import { WecomError } from '@/wecom/errors';
import type { OpenEnterpriseChatParams, UiPort, WecomApiName, WecomBridge, WecomCallParams } from '@/wecom/types';
import { SANDBOX_CUSTOMERS } from './fixtures';
import type { SimulatorStore } from './store';
import type { SimulatorContext } from './types';

const NO_CONTACT_CONTEXT = 'fail without context of external contact';

/**
 * The chat `openEnterpriseChat` takes the user to, when it is one the simulator can be in: an
 * existing customer group, or the single chat with one external contact. A new group with several
 * people (or with colleagues) is not simulated: the context stays.
 */
function chatOpenedBy(params: OpenEnterpriseChatParams): SimulatorContext | undefined {
  if (params.chatId) return { entry: 'group_chat_tools', chatId: params.chatId };
  const external = params.externalUserIds ?? [];
  if (external.length === 1 && external[0] && !(params.userIds ?? []).length) return { entry: 'single_chat_tools', externalUserId: external[0] };
  return undefined;
}

function customerOf(context: SimulatorContext): string | undefined {
  return context.entry === 'single_chat_tools' || context.entry === 'contact_profile' ? context.externalUserId : undefined;
}

/**
 * The bridge outside WeCom. It behaves like the client where it matters for the app (a send or a
 * contact lookup fails outside a chat, with the client's errMsg) and records every call.
 */
export function createSimulatorBridge(store: SimulatorStore, ui: UiPort): WecomBridge {
  /** Runs one simulated call: a queued failure wins, then `run` decides; everything is logged. */
  async function simulate<K extends WecomApiName, T>(
    api: K,
    params: WecomCallParams[K],
    run: (context: SimulatorContext) => T | WecomError,
  ): Promise<T> {
    await Promise.resolve();
    const forced = store.takeFailure(api);
    const outcome = forced === undefined ? run(store.get().context) : new WecomError(api, forced);
    if (outcome instanceof WecomError) {
      store.record(api, params, { ok: false, errMsg: outcome.message });
      throw outcome;
    }
    store.record(api, params, { ok: true });
    return outcome;
  }

  const fail = (api: WecomApiName): WecomError => new WecomError(api, `${api}:${NO_CONTACT_CONTEXT}`);
  const none: Record<string, never> = {};

  return {
    kind: 'simulator',
    ready: async () => {},
    getContext: () => simulate('getContext', none, (context) => ({ entry: context.entry })),
    getCurExternalContact: () =>
      simulate('getCurExternalContact', none, (context) => customerOf(context) ?? fail('getCurExternalContact')),
    getCurExternalChat: () =>
      simulate('getCurExternalChat', none, (context) =>
        context.entry === 'group_chat_tools' ? context.chatId : fail('getCurExternalChat'),
      ),
    sendChatMessage: (params) =>
      simulate('sendChatMessage', params, (context) =>
        context.entry === 'single_chat_tools' || context.entry === 'group_chat_tools' ? undefined : fail('sendChatMessage'),
      ),
    // The client takes the user into the chat; here the page is then "in" it (logged with the
    // context it was called from).
    openEnterpriseChat: async (params) => {
      const result = await simulate('openEnterpriseChat', params, () => (params.chatId ? { chatId: params.chatId } : {}));
      const opened = chatOpenedBy(params);
      if (opened) store.setContext(opened);
      return result;
    },
    // No picker to show: the current customer, or else the first sandbox customer, is "selected".
    selectExternalContact: (params = {}) =>
      simulate('selectExternalContact', params, (context) => [customerOf(context) ?? SANDBOX_CUSTOMERS[0].externalUserId]),
    shareAppMessage: (params) => simulate('shareAppMessage', params, () => undefined),
    // Moments are the member's own, not a chat's: the composer opens from any context.
    shareToExternalMoments: (params) => simulate('shareToExternalMoments', params, () => undefined),
    openUserProfile: (params) => simulate('openUserProfile', params, () => undefined),
    closeWindow: () => closeWindowWithFallback(() => simulate('closeWindow', none, () => undefined), ui),
  };
}
