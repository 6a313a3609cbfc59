import type { WecomBridge } from './types';

/**
 * The chat the page was opened in, as the WeCom context gives it: a single chat with an external
 * contact, a customer group, or no chat at all (workbench, contact profile, anything else).
 */
export type CurrentChat =
  | { kind: 'single'; externalUserId: string }
  | { kind: 'group'; chatId: string }
  | { kind: 'none' };

/** Whom content is meant for: a customer's external contact id or a customer group's chatId. */
export interface ChatTarget {
  externalUserId?: string;
  chatId?: string;
}

const NO_CHAT: CurrentChat = { kind: 'none' };

/**
 * Asks the client where the page is: `getContext` for the entry, then `getCurExternalContact` in a
 * single chat's toolbar or `getCurExternalChat` in a group's. Only those two entries are chats a
 * message can be sent to; a contact profile names a customer but has no chat. A failing call means
 * the chat is unknown: no chat.
 */
export async function readCurrentChat(bridge: WecomBridge): Promise<CurrentChat> {
  try {
    const { entry } = await bridge.getContext();
    if (entry === 'single_chat_tools') {
      const externalUserId = await bridge.getCurExternalContact();
      return externalUserId ? { kind: 'single', externalUserId } : NO_CHAT;
    }
    if (entry === 'group_chat_tools') {
      const chatId = await bridge.getCurExternalChat();
      return chatId ? { kind: 'group', chatId } : NO_CHAT;
    }
    return NO_CHAT;
  } catch {
    return NO_CHAT;
  }
}

/**
 * Whether content for `target` may go into `chat`: the single chat with that external contact, or
 * that customer group. An empty target never matches. The one rule for every send to the current
 * chat (the sendToChat action and the media send queue).
 */
export function isChatWith(chat: CurrentChat, target: ChatTarget): boolean {
  if (target.chatId) return chat.kind === 'group' && chat.chatId === target.chatId;
  if (target.externalUserId) return chat.kind === 'single' && chat.externalUserId === target.externalUserId;
  return false;
}

/** Whom the page was opened for: the external contact of a single chat or contact profile, or the group of a group chat. */
export interface CurrentContact {
  entry: string;
  externalUserId: string;
  chatId: string;
}

/**
 * Asks the client whom the page was opened for (a chat-sidebar or contact-profile page): the
 * entry, then the external contact in a single chat's toolbar or a contact profile, the group in a
 * group chat's. Unlike readCurrentChat, a contact profile names its contact (it is no chat to send
 * into). A failing call answers no one: ids empty.
 */
export async function readCurrentContact(bridge: WecomBridge): Promise<CurrentContact> {
  let entry = 'normal';
  try {
    entry = (await bridge.getContext()).entry;
    if (entry === 'single_chat_tools' || entry === 'contact_profile') return { entry, externalUserId: (await bridge.getCurExternalContact()) || '', chatId: '' };
    if (entry === 'group_chat_tools') return { entry, externalUserId: '', chatId: (await bridge.getCurExternalChat()) || '' };
  } catch {
    // No one known: the page asks for its identifiers another way.
  }
  return { entry, externalUserId: '', chatId: '' };
}
