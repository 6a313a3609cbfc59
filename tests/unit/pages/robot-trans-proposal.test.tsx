/**
 * robot/trans-proposal against the sandbox as the external persona of 11000000: a confirmed
 * quotation of their chat becomes a proposal with the joint salesperson the selector returned;
 * an unconfirmed one is refused with the call's message. Records come from the sandbox state.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { JOINT_SALES } from '@sandbox/seed/jointSales';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';
const PAGE = 'robot/trans-proposal';
const CHAT = 'wrSandboxGroup002';

startEachTestFresh(sandbox, { resetStore: true });

const quote = () => {
  const ocr = sandbox.store.state.ocrResults.find((o) => o.comId === BJ && o.chatId === CHAT);
  if (!ocr) throw new Error('seed: the external persona\'s chat quotation');
  return ocr;
};

describe('robot/trans-proposal', () => {
  it('turns the confirmed quotation into a proposal with the picked joint salesperson', async () => {
    const ocr = quote();
    sandbox.store.write(() => {
      ocr.status = '1';
    });
    const sales = JOINT_SALES.find((x) => x.kind === 'lco' && x.comId === BJ)!;
    const h = await openSandboxPage(sandbox, PAGE, {
      persona: 'external', comId: BJ,
      query: { chatId: CHAT, ocrId: ocr.ocrId, jointSalesKind: 'lco', jointSalesCode: sales.salesCode, jointSalesName: sales.salesName },
    });
    expect(await screen.findByText(`${sales.salesName}（${sales.salesCode}）`, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号码', {}, { timeout: 8000 }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '确认转投保' }));
    expect(await screen.findByText('投保单已生成', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('transProposal')[0][1]).toMatchObject({ ocrId: ocr.ocrId, mobile: '13800138000', jointSalesKind: 'lco', jointSalesCode: sales.salesCode });
    const made = sandbox.store.state.chatProposals ?? [];
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ ocrId: ocr.ocrId, premium: ocr.quotePremium, jointSalesCode: sales.salesCode });
    expect(screen.getByText(new RegExp(made[0].proposalNo))).toBeInTheDocument();
  });

  it('refuses an unconfirmed quotation with the call\'s message and keeps the mobile', async () => {
    const ocr = quote();
    sandbox.store.write(() => {
      ocr.status = '0';
    });
    const h = await openSandboxPage(sandbox, PAGE, { persona: 'external', comId: BJ, query: { chatId: CHAT, ocrId: ocr.ocrId } });
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号码', {}, { timeout: 8000 }), '13800138000');
    await userEvent.click(screen.getByRole('button', { name: '确认转投保' }));
    await waitFor(() => expect(h.rt.callsOf('toast').some(([m]) => m === '报价尚未确认，请先核对车辆及车主信息')).toBe(true), { timeout: 8000 });
    expect(screen.getByDisplayValue('13800138000')).toBeInTheDocument();
    expect(sandbox.store.state.chatProposals ?? []).toHaveLength(0);
  });
});
