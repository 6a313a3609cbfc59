/**
 * What the current chat is, checked against whom a send is about (ActionServices.checkChat): the
 * WeCom context (entry, then the chat's contact or group, src/wecom/currentChat) against the
 * recipient, whose external contact is looked up from a customer id when the page has no
 * externalUserId. Names for the user's messages come from the server: queryWxContactInfo (a
 * contact by externalUserId or a customer by custId / encryptCustId) and whiteQueryChatRoomRelation
 * (a group by chatId).
 */
import type { ChatCheck, ChatRecipient, FoundRecipient } from '@/core';
import { request } from '@/request';
import { getBridge, isChatWith, readCurrentChat, type CurrentChat } from '@/wecom';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function fieldsOf(answer: unknown): Record<string, unknown> {
  return answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
}

/** The WeCom contact the server has for a customer id or an external contact id. */
async function contactInfo(params: Record<string, string>): Promise<{ externalUserId: string; name: string }> {
  const answer = fieldsOf(await request<unknown>('queryWxContactInfo', params));
  return { externalUserId: text(answer.externalUserId), name: text(answer.name) };
}

/** A name only for a message: a failed lookup leaves it out rather than stopping the send. */
async function nameOr(lookup: () => Promise<string>): Promise<string> {
  try {
    return await lookup();
  } catch {
    return '';
  }
}

const contactName = (externalUserId: string): Promise<string> => nameOr(async () => (await contactInfo({ externalUserId })).name);

const groupName = (chatId: string): Promise<string> =>
  nameOr(async () => text(fieldsOf(await request<unknown>('whiteQueryChatRoomRelation', { chatId })).chatName));

function chatName(chat: CurrentChat): Promise<string> {
  if (chat.kind === 'single') return contactName(chat.externalUserId);
  if (chat.kind === 'group') return groupName(chat.chatId);
  return Promise.resolve('');
}

/** Whose chat a recipient's content belongs in; a customer without a WeCom contact has an empty id. */
async function findRecipient(to: ChatRecipient): Promise<FoundRecipient> {
  if (to.chatId) return { kind: 'group', id: to.chatId, name: to.name ?? (await groupName(to.chatId)) };
  if (to.externalUserId) return { kind: 'single', id: to.externalUserId, name: to.name ?? (await contactName(to.externalUserId)) };
  const ids: Record<string, string> = {};
  if (to.custId) ids.custId = to.custId;
  if (to.encryptCustId) ids.encryptCustId = to.encryptCustId;
  const contact = await contactInfo(ids);
  return { kind: 'single', id: contact.externalUserId, name: to.name ?? contact.name };
}

export async function checkChat(to: ChatRecipient | undefined): Promise<ChatCheck> {
  const chat = await readCurrentChat(getBridge());
  if (!to) {
    if (chat.kind === 'none') return { verdict: 'wrongChat', current: 'none', currentName: '' };
    return { verdict: 'ok', chat: chat.kind, name: await chatName(chat) };
  }
  const recipient = await findRecipient(to);
  if (!recipient.id) return { verdict: 'noContact', name: recipient.name };
  const target = recipient.kind === 'group' ? { chatId: recipient.id } : { externalUserId: recipient.id };
  if (isChatWith(chat, target)) return { verdict: 'ok', chat: recipient.kind, name: recipient.name };
  return { verdict: 'wrongChat', current: chat.kind, currentName: await chatName(chat), recipient };
}
