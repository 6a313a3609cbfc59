/**
 * robot/chat-room-open-quotation-detail against the sandbox: 分享到群聊 sends the quotation only into
 * the customer group it belongs to (query.chatId); in another group, or outside a chat, nothing is
 * sent and the user is offered that group. Which chat the page is in is the WeCom simulator's.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

/** The quotation's group (with its recognition record) and another customer group. */
function groups() {
  const { chatRoomRelations, ocrResults } = sandbox.store.state;
  const ocr = ocrResults.find((o) => chatRoomRelations.some((r) => r.chatId === o.chatId));
  const own = chatRoomRelations.find((r) => r.chatId === ocr?.chatId);
  const other = chatRoomRelations.find((r) => r.chatId !== ocr?.chatId);
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
      content: `当前会话不是客户群“${own.chatName}”（当前是客户群“${other.chatName}”），未发送。请打开客户群“${own.chatName}”后再发送。`,
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
