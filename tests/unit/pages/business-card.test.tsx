/**
 * business-card pages against the sandbox. register-card: a newcomer registers the card; the gate is
 * reset and the user returns to where the gate stopped them (redirect=cache) or to the card page; in
 * edit mode the registered card is updated. index: the user's own card, edit and send, or an empty
 * state leading to registration. business-card-detail: anyone's card (userCode) as customers see it,
 * with call and copy of the full mobile.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getUserInfo } from '@/session';
import { maskPhone } from '@/lib/mask';
import { appServices } from '@/app/services';
import { RequestError } from '@/request';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { inChat, openSandboxPage, pageOpener, startEachTestFresh } from '../../utils/sandboxPage';


const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

const open = pageOpener(sandbox, COM);

startEachTestFresh(sandbox);

describe('business-card/register-card', () => {
  it('registers the card with the chosen fields, says 注册成功 and returns after the fix', async () => {
    const h = await open('business-card/register-card', 'newcomer', { redirect: 'cache', type: 'register' });
    const intro = await screen.findByPlaceholderText(/介绍您的从业经历/, {}, { timeout: 8000 });
    await userEvent.type(intro, '八年车险服务经验');
    await userEvent.click(screen.getByRole('button', { name: '注册名片' }));
    await waitFor(() => expect(h.rt.callsOf('returnAfterFix')).toEqual([['/business-card/index']]));
    const [, params] = h.called('custManagerInfoRegister')[0];
    expect(params).toMatchObject({ userName: getUserInfo()?.userName, mobile: getUserInfo()?.mobile, recordType: '1', expertise: '1', introduce: '八年车险服务经验' });
    expect(h.rt.callsOf('toast')).toContainEqual(['注册成功', 'success']);
    expect(h.rt.callsOf('resetPermission')).toHaveLength(1);
    expect(sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.managerRecord?.introduce).toBe('八年车险服务经验');
  });

  it('goes to the card page when it was not sent by the gate', async () => {
    const h = await open('business-card/register-card', 'newcomer', { redirect: '', type: 'register' });
    await userEvent.click(await screen.findByRole('button', { name: '注册名片' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toEqual([['/business-card/index', {}, true]]));
    expect(h.rt.callsOf('returnAfterFix')).toHaveLength(0);
  });
});

describe('business-card/register-card in edit mode', () => {
  beforeEach(() => sandbox.store.reset());

  it('starts from the registered card, saves the changes with updateCustManagerInfo and goes back', async () => {
    const h = await open('business-card/register-card', 'manager', { type: 'edit' });
    const intro = await screen.findByPlaceholderText(/介绍您的从业经历/, {}, { timeout: 8000 });
    const record = sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.managerRecord;
    await waitFor(() => expect(intro).toHaveValue(record?.introduce));
    expect(screen.getByText('编辑名片')).toBeInTheDocument();
    await userEvent.clear(intro);
    await userEvent.type(intro, '十年车险续保与理赔协助经验');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(h.rt.callsOf('back')).toEqual([[1]]));
    const [, params] = h.called('updateCustManagerInfo')[0];
    expect(params).toMatchObject({ userName: record?.userName, mobile: record?.mobile, recordType: '1', introduce: '十年车险续保与理赔协助经验' });
    expect(h.rt.callsOf('toast')).toContainEqual(['名片已更新', 'success']);
    expect(h.called('custManagerInfoRegister')).toHaveLength(0);
    expect(h.rt.callsOf('resetPermission')).toHaveLength(0);
    expect(sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.managerRecord?.introduce).toBe('十年车险续保与理赔协助经验');
  });
});

describe('business-card/index', () => {
  beforeEach(() => sandbox.store.reset());

  const myRecord = () => sandbox.store.state.staff.find((s) => s.userCode === getUserInfo()?.userCode)?.managerRecord;

  it('shows the card as customers see it: name, role, company, masked mobile, expertise, introduction, QR code', async () => {
    await open('business-card/index', 'manager');
    expect(await screen.findByText('赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
    const record = myRecord();
    if (!record) throw new Error('the manager has no card');
    expect(screen.getByText('客户经理')).toBeInTheDocument();
    expect(screen.getAllByText(record.comName).length).toBeGreaterThan(0);
    expect(screen.getByText(maskPhone(record.mobile))).toBeInTheDocument();
    expect(screen.queryByText(record.mobile)).not.toBeInTheDocument();
    expect(screen.getByText('车险')).toBeInTheDocument();
    expect(screen.getByText(record.introduce)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '企业微信二维码' })).toHaveAttribute('src', record.qrCodeUrl);
    expect(screen.queryByText('您还没有注册名片')).not.toBeInTheDocument();
  });

  it('编辑名片 opens registration in edit mode', async () => {
    const h = await open('business-card/index', 'manager');
    await userEvent.click(await screen.findByRole('button', { name: '编辑名片' }, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')).toEqual([['/business-card/register-card', { type: 'edit' }, false]]);
  });

  it('发送名片 sends a text card with the full mobile to the current chat, after naming its customer', async () => {
    const contact = sandbox.store.state.customers.find((c) => c.comId === COM);
    if (!contact) throw new Error('seed: a customer of the company');
    inChat({ entry: 'single_chat_tools', externalUserId: contact.externalUserId });
    const h = await open('business-card/index', 'manager');
    await userEvent.click(await screen.findByRole('button', { name: '发送名片' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')).toEqual([[{ title: '发送到当前会话', content: `将发送给当前会话的客户“${contact.custName}”。`, okText: '发送' }]]);
    const record = myRecord();
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; text: { content: string } }];
    expect(message.msgtype).toBe('text');
    expect(message.text.content).toBe(`【我的名片】${record?.userName} · 客户经理\n${record?.comName}\n电话：${record?.mobile}\n\n${record?.introduce}`);
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
  });

  it('says where to open the page outside a chat, and sends nothing', async () => {
    const h = await open('business-card/index', 'manager');
    await userEvent.click(await screen.findByRole('button', { name: '发送名片' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['当前不在客户会话中，未发送。请在客户聊天窗口的工具栏中打开本页后再发送', 'warning']));
    expect(h.rt.callsOf('sendToChat')).toHaveLength(0);
  });

  it('says where to open the page when the client refuses the card', async () => {
    inChat({ entry: 'group_chat_tools', chatId: sandbox.store.state.chatRoomRelations[0].chatId });
    const h = await openSandboxPage(sandbox, 'business-card/index', {
      persona: 'manager',
      comId: COM,
      overrides: {
        sendToChat: async () => {
          throw new Error('sendChatMessage:fail without context of external contact');
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: '发送名片' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['未发送：请在客户聊天窗口的工具栏中打开本页后再发送', 'warning']));
  });

  it('shows an empty state with 注册名片 to a user without a card', async () => {
    const h = await open('business-card/index', 'newcomer');
    expect(await screen.findByText('您还没有注册名片', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重试' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '发送名片' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '注册名片' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/business-card/register-card', { type: 'register' }, false]]);
  });
});

describe('business-card/business-card-detail', () => {
  beforeEach(() => sandbox.store.reset());

  const colleague = (withCard: boolean) => {
    const found = sandbox.store.state.staff.find((s) => s.comId === COM && !s.persona && Boolean(s.managerRecord) === withCard);
    if (!found) throw new Error(`no Beijing colleague ${withCard ? 'with' : 'without'} a card`);
    return found;
  };

  it('shows a colleague\'s card as customers see it, with the full mobile to call or copy', async () => {
    const staff = colleague(true);
    const record = staff.managerRecord;
    if (!record) throw new Error('no record');
    const h = await open('business-card/business-card-detail', 'manager', { userCode: staff.userCode });
    expect(await screen.findByText(record.userName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryUserCodeInManagerInfo')[0][1]).toEqual({ userCode: staff.userCode });
    expect(screen.getByText(record.recordTypeName)).toBeInTheDocument();
    expect(screen.getAllByText(record.comName).length).toBeGreaterThan(0);
    expect(screen.getByText(record.mobile)).toBeInTheDocument();
    expect(screen.getByText(record.introduce)).toBeInTheDocument();
    expect(screen.getByText(`长按识别或扫描二维码，添加${record.userName}为企业微信好友`)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '企业微信二维码' })).toHaveAttribute('src', record.qrCodeUrl);

    await userEvent.click(screen.getByRole('button', { name: '拨打电话' }));
    expect(h.rt.callsOf('openUrl')).toEqual([[`tel:${record.mobile}`, false]]);
    await userEvent.click(screen.getByRole('button', { name: '复制号码' }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toEqual([[record.mobile]]));
    expect(h.rt.callsOf('toast')).toContainEqual(['号码已复制', 'success']);
  });

  it('the mobile row offers 拨打电话 and 复制号码', async () => {
    const staff = colleague(true);
    const h = await open('business-card/business-card-detail', 'manager', { userCode: staff.userCode });
    await screen.findByText(staff.mobile, {}, { timeout: 8000 });
    await userEvent.click(screen.getByText('手机号码'));
    await waitFor(() => expect(h.rt.callsOf('actionSheet')).toHaveLength(1));
    expect(h.rt.callsOf('actionSheet')[0]).toEqual([staff.mobile, [{ label: '拨打电话', danger: undefined }, { label: '复制号码', danger: undefined }]]);
    expect(h.rt.callsOf('openUrl')).toEqual([[`tel:${staff.mobile}`, false]]);
  });

  it('shows my own card without a userCode', async () => {
    const h = await open('business-card/business-card-detail', 'manager');
    expect(await screen.findByText('赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryUserCodeInManagerInfo')[0][1]).toEqual({ userCode: '11016688' });
    expect(screen.getByText('13911028866')).toBeInTheDocument();
    expect(screen.getByText('车险')).toBeInTheDocument();
  });

  it('says a colleague has no card yet, without offering registration', async () => {
    const staff = colleague(false);
    await open('business-card/business-card-detail', 'manager', { userCode: staff.userCode });
    expect(await screen.findByText('该员工暂未开通名片', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '注册名片' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '拨打电话' })).not.toBeInTheDocument();
    expect(screen.queryByText('您还没有注册名片')).not.toBeInTheDocument();
  });

  it('leads a user without a card to registration', async () => {
    const h = await open('business-card/business-card-detail', 'newcomer');
    expect(await screen.findByText('您还没有注册名片', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '注册名片' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/business-card/register-card', { type: 'register' }, false]]);
  });

  it('shows the error with 重试 when the card cannot be loaded', async () => {
    let fail = true;
    await openSandboxPage(sandbox, 'business-card/business-card-detail', {
      persona: 'manager',
      comId: COM,
      query: { userCode: '11016688' },
      overrides: {
        request: (api, params, data) => {
          if (api === 'queryUserCodeInManagerInfo' && fail) return Promise.reject(new RequestError('http', '服务异常！', { apiId: api, httpStatus: 500 }));
          return appServices.request(api, params, data);
        },
      },
    });
    expect(await screen.findByText('服务异常！', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('该员工暂未开通名片')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByText('赵立新', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
