/**
 * robot/chat-room-add-relation is a public page (the external user's filing page, opened from the
 * group robot's link): opened without a session it makes only calls that need no login, so the
 * sandbox never answers it status 16 (which used to reload it again and again), and it still shows
 * the chat's recognition record and files it. Records come from the sandbox state.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { loginOnlyCalls, openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';

startEachTestFresh(sandbox, { resetStore: true });

describe('robot/chat-room-add-relation without a session', () => {
  it('reads the chat\'s recognition record through an open call and files it through open calls', async () => {
    // The chat of a recognition record not yet confirmed anywhere (chat ids repeat across
    // companies; which company an anonymous call is in is the sandbox's to decide).
    const { ocrResults } = sandbox.store.state;
    const chatId = ocrResults.find((o) => ocrResults.filter((x) => x.chatId === o.chatId).every((x) => x.status !== '1'))?.chatId;
    if (!chatId) throw new Error('seed: a chat whose recognition records are all unconfirmed');
    const records = ocrResults.filter((o) => o.chatId === chatId);
    const h = await openSandboxPage(sandbox, 'robot/chat-room-add-relation', { persona: 'anonymous', comId: BJ, query: { chatId } });

    expect(await screen.findByText('证件识别结果', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(records.some((o) => screen.queryAllByText(o.custName).length > 0)).toBe(true);
    expect(h.requests.length).toBeGreaterThan(0);
    expect(loginOnlyCalls(h)).toEqual([]);

    await userEvent.type(await screen.findByPlaceholderText('请输入手机号码', {}, { timeout: 8000 }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '提交并获取报价' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('navigate')[0][0]).toBe('/robot/chat-room-open-quotation-detail');
    expect(loginOnlyCalls(h)).toEqual([]);
    expect(sandbox.store.state.ocrResults.filter((o) => o.chatId === chatId && o.status === '1')).toHaveLength(1);
  });
});
