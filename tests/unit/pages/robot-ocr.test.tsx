/**
 * The recognition pages opened from the group robot's links without a session:
 * home/edit-ocr-result (识别结果编辑) and robot/modify-relation-from-ocr (识别建档). They make open
 * calls only, write through them, and show the call's message for a record that is not found.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { QUOTE_NOT_FOUND } from '@sandbox/handlers/scope';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { loginOnlyCalls, openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';

startEachTestFresh(sandbox, { resetStore: true });

/** A Beijing chat's recognition record (its own company's), and the chat's filing. */
function recordOf(chatId: string) {
  const ocr = sandbox.store.state.ocrResults.find((o) => o.comId === BJ && o.chatId === chatId);
  if (!ocr) throw new Error(`seed: a recognition in ${chatId}`);
  return ocr;
}

const anonymous = (pageId: string, query: Record<string, string>): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'anonymous', comId: BJ, query: { comId: BJ, ...query } });

describe('home/edit-ocr-result', () => {
  it('shows the recognised fields and saves the corrected ones through the open call', async () => {
    const ocr = recordOf('wrSandboxGroup002');
    const h = await anonymous('home/edit-ocr-result', { ocrId: ocr.ocrId });
    const model = await screen.findByDisplayValue(ocr.brandModel, {}, { timeout: 8000 });
    expect(screen.getByDisplayValue(ocr.custName)).toBeInTheDocument();
    fireEvent.change(model, { target: { value: '比亚迪 汉 EV 冠军版' } });
    await userEvent.click(screen.getByRole('button', { name: '保存识别结果' }));
    expect(await screen.findByText('识别结果已保存', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('whiteUpdateOcrRelationship')[0][1]).toMatchObject({ ocrId: ocr.ocrId, brandModel: '比亚迪 汉 EV 冠军版', custName: ocr.custName });
    expect(recordOf('wrSandboxGroup002')).toMatchObject({ brandModel: '比亚迪 汉 EV 冠军版', status: '1' });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('keeps a wrong VIN on the form with its message and saves nothing', async () => {
    const ocr = recordOf('wrSandboxGroup002');
    const h = await anonymous('home/edit-ocr-result', { ocrId: ocr.ocrId });
    const vin = await screen.findByDisplayValue(ocr.frameNo, {}, { timeout: 8000 });
    fireEvent.change(vin, { target: { value: 'LE4ZF8HB1TC71103' } });
    await userEvent.click(screen.getByRole('button', { name: '保存识别结果' }));
    expect(await screen.findByText('请输入17位车架号（不含字母I、O、Q）')).toBeInTheDocument();
    expect(screen.getByDisplayValue('LE4ZF8HB1TC71103')).toBeInTheDocument();
    expect(h.called('whiteUpdateOcrRelationship')).toHaveLength(0);
  });
});

describe('robot/modify-relation-from-ocr', () => {
  it('shows the recognition beside the chat\'s filing, files the chat by it and opens the quotation', async () => {
    const ocr = recordOf('wrSandboxGroup001');
    const h = await anonymous('robot/modify-relation-from-ocr', { chatId: ocr.chatId });
    expect(await screen.findByText('当前档案', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText(ocr.frameNo)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '按识别结果建档' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('navigate')[0].slice(0, 2)).toEqual(['/robot/chat-room-open-quotation-detail', { chatId: ocr.chatId, ocrId: ocr.ocrId }]);
    expect(recordOf('wrSandboxGroup001').status).toBe('1');
    const relation = sandbox.store.state.chatRoomRelations.find((r) => r.comId === BJ && r.chatId === ocr.chatId);
    expect(relation).toMatchObject({ custName: ocr.custName, licenseNo: ocr.licenseNo });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('marks a filing that differs from the recognition', async () => {
    const ocr = recordOf('wrSandboxGroup001');
    sandbox.store.write((s) => {
      const r = s.chatRoomRelations.find((x) => x.comId === BJ && x.chatId === ocr.chatId);
      if (r) r.custName = '王某某';
    });
    await anonymous('robot/modify-relation-from-ocr', { chatId: ocr.chatId });
    expect(await screen.findByText('王某某（不一致）', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('识别结果与当前档案不一致，建档后将以识别结果为准。')).toBeInTheDocument();
  });

  it('shows the call\'s message for a recognition that is not found', async () => {
    const h = await anonymous('robot/modify-relation-from-ocr', { ocrId: 'OCR999' });
    expect(await screen.findAllByText(QUOTE_NOT_FOUND, {}, { timeout: 8000 })).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: '按识别结果建档' })).toBeNull();
    expect(loginOnlyCalls(h)).toEqual([]);
  });
});

describe('robot/chat-room-user-bind', () => {
  const filed = () => {
    const relation = sandbox.store.state.chatRoomRelations.find((r) => r.comId === BJ && r.chatId === 'wrSandboxGroup002');
    const customer = sandbox.store.state.customers.find((c) => c.custId === relation?.custId);
    if (!relation || !customer) throw new Error('seed: the filed chat wrSandboxGroup002');
    return { relation, customer };
  };

  it('binds the chat user who gives the file\'s mobile, through open calls only', async () => {
    const { customer } = filed();
    const h = await anonymous('robot/chat-room-user-bind', { chatId: 'wrSandboxGroup002', externalUserId: 'wmNewMember01' });
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号码', {}, { timeout: 8000 }), customer.mobile);
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    expect(await screen.findByText('绑定成功', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(filed().relation.externalUserId).toBe('wmNewMember01');
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('refuses another mobile, keeps it typed and binds no one', async () => {
    const { relation } = filed();
    const before = relation.externalUserId;
    const h = await anonymous('robot/chat-room-user-bind', { chatId: 'wrSandboxGroup002', externalUserId: 'wmNewMember01' });
    await userEvent.type(await screen.findByPlaceholderText('请输入手机号码', {}, { timeout: 8000 }), '13900000000');
    await userEvent.click(screen.getByRole('button', { name: '确认绑定' }));
    await waitFor(() => expect(h.rt.callsOf('toast').some(([m]) => m === '手机号与客户档案登记的不一致，请核对后重试')).toBe(true), { timeout: 8000 });
    expect(screen.queryByText('绑定成功')).toBeNull();
    expect(screen.getByDisplayValue('13900000000')).toBeInTheDocument();
    expect(filed().relation.externalUserId).toBe(before);
  });
});
