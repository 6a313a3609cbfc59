/**
 * robot/chat-room-open-quotation-detail against the sandbox: 分享到群聊 sends the quotation only into
 * the customer group it belongs to (query.chatId); in another group, or outside a chat, nothing is
 * sent and the user is offered that group. Which chat the page is in is the WeCom simulator's.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { findPersona } from '@sandbox/session/personas';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

/**
 * The quotation of the Beijing external user's own group (the only one they may read: the sandbox
 * scopes quotes to their chat and company) and another customer group of the company.
 */
function groups() {
  const { chatRoomRelations, ocrResults } = sandbox.store.state;
  const me = findPersona('external')?.people[COM].userId;
  const ocr = ocrResults.find((o) => o.comId === COM && o.externalUserId === me && chatRoomRelations.some((r) => r.chatId === o.chatId && r.comId === COM));
  const own = chatRoomRelations.find((r) => r.chatId === ocr?.chatId && r.comId === COM);
  const other = chatRoomRelations.find((r) => r.chatId !== ocr?.chatId && r.comId === COM);
  if (!ocr || !own || !other) throw new Error('seed: a recognition record in a related group, and another group');
  return { ocr, own, other };
}

async function openQuotation(): Promise<SandboxPage> {
  const { ocr, own } = groups();
  const h = await openSandboxPage(sandbox, 'robot/chat-room-open-quotation-detail', {
    persona: 'external',
    comId: COM,
    query: { chatId: own.chatId, ocrId: ocr.ocrId },
  });
  await userEvent.click(await screen.findByRole('button', { name: '分享到群聊' }, { timeout: 8000 }));
  return h;
}

startEachTestFresh(sandbox);

describe('robot/chat-room-open-quotation-detail: 分享到群聊', () => {
  it('shares the quotation into its own customer group', async () => {
    inChat({ entry: 'group_chat_tools', chatId: groups().own.chatId });
    const h = await openQuotation();
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; text: { content: string } }];
    expect(message.text.content).toMatch(/^【车险报价】/);
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
  });

  it("shares nothing into another group and offers the quotation's group", async () => {
    const { own, other } = groups();
    inChat({ entry: 'group_chat_tools', chatId: other.chatId });
    const h = await openQuotation();
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toEqual({
      title: '未发送',
      // The external user may not read another group's record, so that group stays unnamed.
      content: `当前会话不是客户群“${own.chatName}”（当前是另一个客户群），未发送。请打开客户群“${own.chatName}”后再发送。`,
      okText: `打开客户群“${own.chatName}”`,
      cancelText: '取消',
    });
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toEqual([[{ chatId: own.chatId }]]));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it("shares nothing into a single chat, even with the quotation's customer", async () => {
    const { own } = groups();
    inChat({ entry: 'single_chat_tools', externalUserId: own.externalUserId });
    const h = await openQuotation();
    await waitFor(() => expect(h.rt.callsOf('confirm')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: expect.stringMatching(new RegExp(`^当前会话不是客户群“${own.chatName}”`)) });
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });
});
