/**
 * Sends to "the current chat" go to the right person. Content about a customer (or a customer
 * group) carries whom it is about (`to`); before it is sent, the current chat must be theirs, or
 * nothing is sent: the user is told whose chat it should be and offered to open it. Content about no
 * one first says whom it will go to, and the user confirms. The services find out what the chat is
 * (ActionServices.checkChat); this decides what the user sees. One place for every such send: the
 * sendToChat action and the enqueueMedia action's immediate send.
 */
import type { ActionServices } from './services';
import type { ChatCheck, ChatRecipient, FoundRecipient } from './types';
import { userMessageOf } from './userMessage';

const CHAT_MESSAGES = {
  noRecipient: '缺少客户信息，未发送',
  notInChat: '当前不在客户会话中，未发送。请在客户聊天窗口的工具栏中打开本页后再发送',
  confirmTitle: '发送到当前会话',
  refusedTitle: '未发送',
} as const;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/**
 * The action's `to` as resolved: undefined when the action names no one (a send about no one);
 * otherwise its non-empty fields, possibly none (then the page lacks the customer's identifiers).
 */
export function recipientOf(to: unknown): ChatRecipient | undefined {
  if (to === undefined || to === null || to === '') return undefined;
  const out: ChatRecipient = {};
  for (const key of ['externalUserId', 'custId', 'encryptCustId', 'chatId', 'name'] as const) {
    const value = text(typeof to === 'object' ? Reflect.get(to, key) : undefined);
    if (value) out[key] = value;
  }
  return out;
}

/** '张伟', or '客户群“…”' for a group; a neutral word when the name is unknown. */
function who(r: FoundRecipient): string {
  if (r.kind === 'group') return r.name ? `客户群“${r.name}”` : '该客户群';
  return r.name || '该客户';
}

/** The chat the page is in; a group whose name the user may not read (another customer's) stays unnamed. */
function currentLabel(check: Extract<ChatCheck, { verdict: 'wrongChat' }>): string {
  if (check.current === 'group') return check.currentName ? `客户群“${check.currentName}”` : '另一个客户群';
  return check.currentName;
}

/** The refusal when the page is not in the recipient's chat. */
function wrongChatMessage(check: Extract<ChatCheck, { verdict: 'wrongChat' }>, recipient: FoundRecipient): string {
  const name = who(recipient);
  const open = recipient.kind === 'group' ? `请打开${name}后再发送。` : `请打开与${name}的会话后再发送。`;
  if (check.current === 'none') return `当前不在与${name}的会话中，未发送。${open}`;
  const current = currentLabel(check);
  return `当前会话不是${name}${current ? `（当前是${current}）` : ''}，未发送。${open}`;
}

function openText(recipient: FoundRecipient): string {
  return recipient.kind === 'group' ? `打开${who(recipient)}` : `打开与${who(recipient)}的会话`;
}

function confirmText(check: Extract<ChatCheck, { verdict: 'ok' }>): string {
  if (check.chat === 'group') return `将发送到当前客户群${check.name ? `“${check.name}”` : ''}。`;
  return `将发送给当前会话的客户${check.name ? `“${check.name}”` : ''}。`;
}

/** Refuses a send into the wrong chat, offering to open the recipient's chat. */
async function refuse(s: ActionServices, check: Extract<ChatCheck, { verdict: 'wrongChat' }>, recipient: FoundRecipient): Promise<void> {
  const open = await s.confirm({
    title: CHAT_MESSAGES.refusedTitle,
    content: wrongChatMessage(check, recipient),
    okText: openText(recipient),
    cancelText: '取消',
  });
  if (!open) return;
  try {
    await s.openEnterpriseChat(recipient.kind === 'group' ? { chatId: recipient.id } : { externalUserIds: [recipient.id] });
  } catch (error) {
    s.log('openEnterpriseChat after a refused send failed', error);
    s.toast(userMessageOf(error), 'error');
  }
}

/**
 * Whether a send about `to` may go into the current chat. False means nothing may be sent: the user
 * has been told why (or declined to send). A failing lookup rejects.
 */
export async function clearedToSend(s: ActionServices, to: ChatRecipient | undefined): Promise<boolean> {
  if (to && !to.externalUserId && !to.custId && !to.encryptCustId && !to.chatId) {
    s.toast(CHAT_MESSAGES.noRecipient, 'error');
    return false;
  }
  const check = await s.checkChat(to);
  switch (check.verdict) {
    case 'ok':
      return to ? true : s.confirm({ title: CHAT_MESSAGES.confirmTitle, content: confirmText(check), okText: '发送' });
    case 'noContact':
      s.toast(`未找到${check.name || '该客户'}的企业微信联系人，未发送`, 'warning');
      return false;
    case 'wrongChat':
      if (check.recipient) await refuse(s, check, check.recipient);
      else s.toast(CHAT_MESSAGES.notInChat, 'warning');
      return false;
  }
}
