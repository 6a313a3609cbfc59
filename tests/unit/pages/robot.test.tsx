/**
 * robot/chat-room-open-quotation-detail against the sandbox as the external persona of 11000000
 * (a customer in a linked group chat): without the link's chat and quotation the page says so and
 * shows no one's quote; another company's quote is not found; the user's own quote shows with the
 * VIN masked. Records are picked from the sandbox state, not from literals.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { maskText } from '@/lib';
import { request } from '@/request';
import { helpers } from '@/core/expr/helpers';
import { findPersona } from '@sandbox/session/personas';
import { QUOTE_NOT_FOUND } from '@sandbox/handlers/scope';
import type { OcrResult } from '@sandbox/seed/types';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';
const SC = '51000000';
const PAGE = 'robot/chat-room-open-quotation-detail';

const open = (query: Record<string, string>): Promise<SandboxPage> => openSandboxPage(sandbox, PAGE, { persona: 'external', query, comId: BJ });

/** The recognition records of a company's customers (by the customer they recognised). */
function quotesOf(comId: string): OcrResult[] {
  const { ocrResults, customers } = sandbox.store.state;
  return ocrResults.filter((o) => customers.some((c) => c.comId === comId && c.idNumber === o.idNumber));
}

/** No plate, VIN, ID number or owner of these records is on the page (but those of `shown`: two customers may share a name). */
function expectNoneShown(records: readonly OcrResult[], shown?: OcrResult): void {
  const text = document.body.textContent ?? '';
  const own = new Set(shown ? [shown.licenseNo, shown.frameNo, shown.idNumber, shown.custName] : []);
  for (const o of records) {
    for (const value of [o.licenseNo, o.frameNo, o.idNumber, o.custName].filter((v) => v && !own.has(v))) expect(text, value).not.toContain(value);
  }
}

startEachTestFresh(sandbox);

describe('robot/chat-room-open-quotation-detail', () => {
  it('opened without its chat or quotation says so, asks for no quote and shows none', async () => {
    const h = await open({});
    expect(await screen.findByText('缺少报价信息', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('getRobotQtOcrResult')).toEqual([]);
    expect(h.called('getQuoteInfo')).toEqual([]);
    expect(screen.queryByText('报价保费')).toBeNull();
    expectNoneShown(sandbox.store.state.ocrResults);
  });

  it('does not show a Beijing external user a Sichuan customer\'s quote', async () => {
    const sichuan = quotesOf(SC);
    expect(sichuan.length).toBeGreaterThan(0);
    for (const quote of sichuan) {
      await open({ chatId: quote.chatId, ocrId: quote.ocrId });
      expect((await screen.findAllByText(QUOTE_NOT_FOUND, {}, { timeout: 8000 })).length).toBeGreaterThan(0);
      expect(screen.queryByText('报价保费')).toBeNull();
      expectNoneShown(sichuan);
    }
  });

  it('shows the external user their own chat\'s quote with the VIN masked', async () => {
    const me = findPersona('external')?.people[BJ].userId;
    const own = sandbox.store.state.ocrResults.find((o) => o.comId === BJ && o.externalUserId === me);
    if (!own) throw new Error('no quote of the Beijing external user');
    await open({ chatId: own.chatId, ocrId: own.ocrId });
    expect(await screen.findByText(`${own.licenseNo || '新车未上牌'} 车险报价`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(own.frameNo).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(screen.getByText(maskText(own.frameNo))).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(own.frameNo);
    expectNoneShown(quotesOf(SC), own);
  });
});

type Rec = Record<string, string | number>;

describe('robot/chat-room-open-quotation-detail: the quotation text', () => {
  it("compares the quote with last year's premium and copies the quotation text (named values)", async () => {
    const me = findPersona('external')?.people[BJ].userId;
    const own = sandbox.store.state.ocrResults.find((o) => o.comId === BJ && o.externalUserId === me);
    if (!own) throw new Error('no quote of the Beijing external user');
    const { chatId, ocrId } = own;
    const h = await open({ chatId, ocrId });
    // What the page's calls answer, through the same request layer.
    const ocr = await request<Rec>('getRobotQtOcrResult', { ocrId, chatId });
    const relation = await request<Rec>('whiteQueryChatRoomRelation', { chatId });
    const quote = await request<Rec>('getQuoteInfo', { custId: relation.custId, licenseNo: ocr.licenseNo });
    const change = Number(ocr.quotePremium) - Number(quote.lastPremium);
    const compared = `${change >= 0 ? '+' : '-'}${helpers.money(Math.abs(change))} 元`;
    expect(await screen.findByText(compared, {}, { timeout: 8000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '复制报价' }));
    const text = `【车险报价】${ocr.licenseNo || '新车'} ${ocr.brandModel}，投保人${ocr.custName}，报价保费${helpers.money(ocr.quotePremium)}元（交强险+商业险），有效期至${helpers.date(quote.validUntil, 'YYYY-MM-DD')}。`;
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[text]]));
  });
});
