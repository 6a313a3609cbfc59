import { vi } from 'vitest';
import type { SendChatMessageParams, WecomBridge } from '@/wecom';

/** A WecomBridge whose every call is a vi.fn that succeeds by default. */
export function fakeBridge() {
  return {
    kind: 'simulator' as const,
    ready: vi.fn(async () => {}),
    getContext: vi.fn(async () => ({ entry: 'single_chat_tools' as const })),
    getCurExternalContact: vi.fn(async () => 'wmSandboxCust001'),
    getCurExternalChat: vi.fn(async () => 'wrSandboxGroup001'),
    sendChatMessage: vi.fn(async (_params: SendChatMessageParams) => {}),
    openEnterpriseChat: vi.fn(async () => ({})),
    selectExternalContact: vi.fn(async () => ['wmSandboxCust001']),
    shareAppMessage: vi.fn(async () => {}),
    shareToExternalMoments: vi.fn(async () => {}),
    openUserProfile: vi.fn(async () => {}),
    closeWindow: vi.fn(async () => ({ closed: true as const })),
  } satisfies WecomBridge;
}
