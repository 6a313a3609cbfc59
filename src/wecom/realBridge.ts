import type * as WecomJssdk from '@wecom/jssdk';
import type { SignatureData } from '@wecom/jssdk';
import { loadScript } from '@/lib/scripts';
import { closeWindowWithFallback } from './closeWindow';
import { createSignatureSource, type ConfigSignAnswer, type ConfigSignType } from './configSign';
import { toWecomError } from './errors';
import { WECOM_ENTRIES, type UiPort, type WecomApiName, type WecomBridge, type WecomEntry } from './types';

/** The @wecom/jssdk module namespace. */
export type WecomSdk = typeof WecomJssdk;

/** Client APIs the app uses; the agent signature is checked against this list. */
export const WECOM_JS_API_LIST: readonly string[] = [
  'getContext',
  'getCurExternalContact',
  'getCurExternalChat',
  'sendChatMessage',
  'openEnterpriseChat',
  'selectExternalContact',
  'shareAppMessage',
  'shareToExternalMoments',
  'openUserProfile',
  'closeWindow',
];

export interface RealBridgeOptions {
  ui: UiPort;
  /** Loads the SDK; by default a dynamic import, so the simulator path never downloads it. */
  loadSdk?: () => Promise<WecomSdk>;
  /** Signature source; by default the `configSign` call with a short memo. */
  signatures?: (url: string, type: ConfigSignType) => Promise<ConfigSignAnswer>;
  jsApiList?: readonly string[];
  /** The URL signed at registration; by default the current page without its hash. */
  pageUrl?: () => string;
}

function currentPageUrl(): string {
  return window.location.href.split('#')[0];
}

function toSignatureData(answer: ConfigSignAnswer): SignatureData {
  return { timestamp: answer.timestamp, nonceStr: answer.nonceStr, signature: answer.signature };
}

function toEntry(value: string): WecomEntry {
  return WECOM_ENTRIES.find((entry) => entry === value) ?? 'normal';
}

/** The bridge on the real client. The SDK is loaded and registered on first use. */
export function createRealBridge(options: RealBridgeOptions): WecomBridge {
  const loadSdk = options.loadSdk ?? (() => loadScript('wecom-jssdk'));
  const sign = options.signatures ?? createSignatureSource();
  const pageUrl = options.pageUrl ?? currentPageUrl;
  let registered: Promise<WecomSdk> | undefined;

  async function register(): Promise<WecomSdk> {
    const ww = await loadSdk();
    // register() needs corpId and agentId synchronously; the agent signature of this page
    // carries both, and the memo hands the same answer to the SDK's first signature request.
    const first = await sign(pageUrl(), 'agent');
    ww.register({
      corpId: first.corpId,
      agentId: first.agentId,
      jsApiList: [...(options.jsApiList ?? WECOM_JS_API_LIST)],
      getConfigSignature: async (url) => toSignatureData(await sign(url, 'corp')),
      getAgentConfigSignature: async (url) => toSignatureData(await sign(url, 'agent')),
    });
    return ww;
  }

  function sdk(): Promise<WecomSdk> {
    registered ??= register().catch((reason: unknown) => {
      registered = undefined;
      throw toWecomError('register', reason);
    });
    return registered;
  }

  async function call<T>(api: WecomApiName, run: (ww: WecomSdk) => Promise<T>): Promise<T> {
    const ww = await sdk();
    try {
      return await run(ww);
    } catch (reason) {
      throw toWecomError(api, reason);
    }
  }

  return {
    kind: 'real',
    ready: async () => {
      await sdk();
    },
    getContext: () =>
      call('getContext', async (ww) => {
        const res = await ww.getContext();
        return res.shareTicket ? { entry: toEntry(res.entry), shareTicket: res.shareTicket } : { entry: toEntry(res.entry) };
      }),
    getCurExternalContact: () => call('getCurExternalContact', async (ww) => (await ww.getCurExternalContact()).userId),
    getCurExternalChat: () => call('getCurExternalChat', async (ww) => (await ww.getCurExternalChat()).chatId),
    sendChatMessage: (params) =>
      call('sendChatMessage', async (ww) => {
        await ww.sendChatMessage(params);
      }),
    openEnterpriseChat: (params) =>
      call('openEnterpriseChat', async (ww) => {
        const res = await ww.openEnterpriseChat(params);
        return res.chatId ? { chatId: res.chatId } : {};
      }),
    selectExternalContact: (params = {}) =>
      call('selectExternalContact', async (ww) => {
        const res = await ww.selectExternalContact({ filterType: params.filter === 'unselected' ? 1 : 0 });
        return res.userIds ?? [];
      }),
    shareAppMessage: (params) =>
      call('shareAppMessage', async (ww) => {
        await ww.shareAppMessage(params);
      }),
    // Needs the agent identity the bridge registers with (register() signs as the agent).
    shareToExternalMoments: (params) =>
      call('shareToExternalMoments', async (ww) => {
        await ww.shareToExternalMoments(params);
      }),
    openUserProfile: (params) =>
      call('openUserProfile', async (ww) => {
        await ww.openUserProfile({ type: params.type === 'internal' ? 1 : 2, userid: params.userid });
      }),
    closeWindow: () => closeWindowWithFallback(() => call('closeWindow', (ww) => ww.closeWindow()), options.ui),
  };
}
