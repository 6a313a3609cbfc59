/**
 * robot pages against the sandbox: the quotation result a customer opens from a linked group chat
 * shows the premium against last year's and copies or shares the quotation text (the page's named
 * values: the change and the text, each written once).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { request } from '@/request';
import { helpers } from '@/core/expr/helpers';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const CHAT = 'wrSandboxGroup001';

startEachTestFresh(sandbox);

type Rec = Record<string, string | number>;

describe('robot/chat-room-open-quotation-detail', () => {
  it("compares the quote with last year's premium and copies the quotation text", async () => {
    const ocrId = sandbox.store.state.ocrResults.find((o) => o.chatId === CHAT)?.ocrId ?? '';
    const h = await openSandboxPage(sandbox, 'robot/chat-room-open-quotation-detail', { persona: 'external', comId: COM, query: { chatId: CHAT, ocrId } });
    // What the page's calls answer, through the same request layer.
    const ocr = await request<Rec>('getRobotQtOcrResult', { ocrId, chatId: CHAT });
    const relation = await request<Rec>('whiteQueryChatRoomRelation', { chatId: CHAT });
    const quote = await request<Rec>('getQuoteInfo', { custId: relation.custId, licenseNo: ocr.licenseNo });
    const change = Number(ocr.quotePremium) - Number(quote.lastPremium);
    const compared = `${change >= 0 ? '+' : '-'}${helpers.money(Math.abs(change))} 元`;
    expect(await screen.findByText(compared, {}, { timeout: 8000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '复制报价' }));
    const text = `【车险报价】${ocr.licenseNo || '新车'} ${ocr.brandModel}，投保人${ocr.custName}，报价保费${helpers.money(ocr.quotePremium)}元（交强险+商业险），有效期至${helpers.date(quote.validUntil, 'YYYY-MM-DD')}。`;
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[text]]));
  });
});
