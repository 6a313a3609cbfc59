/**
 * customer-info pages against the sandbox (real request layer and sandbox behind MSW), with the
 * navigation, dialog, chat and permission services recorded: binding from the lookup list, sending
 * an e-policy to the chat, and fixing the marketing phone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { getUserInfo, removeToken } from '@/session';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

type Harness = SandboxPage;

const open = (pageId: string, persona: string, query: Record<string, string> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { persona, query, comId: COM });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

beforeEach(() => {
  cleanup();
  localStorage.clear();
  removeToken();
});

describe('customer-info/query-customer', () => {
  it('binds an unbound to-do customer from the row action sheet and says 绑定成功', async () => {
    const h = await open('customer-info/query-customer', 'manager');
    await userEvent.click(await screen.findByText('谢晓燕', {}, { timeout: 8000 }));
    await waitFor(() => expect(called(h, 'weixinCustMainBinding')).toHaveLength(1));
    expect(h.rt.callsOf('actionSheet')[0][1]).toEqual([{ label: '绑定客户', danger: undefined }, { label: '查看客户详情', danger: undefined }]);
    expect(h.rt.callsOf('confirm')).toHaveLength(1);
    const [, params] = called(h, 'weixinCustMainBinding')[0];
    expect(params).toMatchObject({ custId: '1199832231009749', encryptCustId: 'D6FA652F72AF80ABE4A35F6F7E5DE2DF' });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['绑定成功', 'success']));
  });

  it('opens the detail of a bound customer with both ids', async () => {
    const h = await open('customer-info/query-customer', 'manager');
    await userEvent.click(await screen.findByText('王芳', {}, { timeout: 8000 }));
    expect(h.rt.callsOf('navigate')[0]).toEqual([
      '/customer-info/customerInfo-detail',
      { custId: '1147354291901302', encryptCustId: 'A42756F25E150B7296BB686FC040F4CD' },
      false,
    ]);
  });
});

describe('customer-info/policy-list', () => {
  it('sends the e-policy link to the chat as a news card and marks it sent', async () => {
    const h = await open('customer-info/policy-list', 'manager', { custId: '1160261336876265', encryptCustId: 'CCBCE600DEDE8598FE31BFFE43D2E6FB' });
    const buttons = await screen.findAllByRole('button', { name: /发送电子保单/ }, { timeout: 8000 });
    await userEvent.click(buttons[0]);
    await waitFor(() => expect(h.rt.callsOf('sendToChat')).toHaveLength(1));
    const [message] = h.rt.callsOf('sendToChat')[0] as [{ msgtype: string; news: Record<string, string> }];
    expect(message.msgtype).toBe('news');
    expect(message.news.title).toBe('电子保单');
    expect(message.news.link).toContain('/external/download-policy-single?policyNo=');
    const [, linkParams] = called(h, 'getSendEPolicyLink')[0];
    expect(message.news.desc).toContain(String(linkParams.policyNo));
    await waitFor(() => expect(called(h, 'updateSendFlagByPolicyNo')).toHaveLength(1));
    expect(h.rt.callsOf('toast')).toContainEqual(['发送成功', 'success']);
  });
});

describe('customer-info/account-info', () => {
  it('fixes the marketing phone by SMS code, then resets the gate and returns', async () => {
    const h = await open('customer-info/account-info', 'phone-mismatch', { modifyMobile: '1' });
    const code = await screen.findByPlaceholderText('请输入短信验证码', {}, { timeout: 8000 });
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并修改' }));
    await waitFor(() => expect(h.rt.callsOf('returnAfterFix')).toEqual([['/index']]));
    const [, params, data] = called(h, 'updateUserQWBySMSValid')[0];
    expect(params).toEqual({ smsCode: '123456' });
    expect(data).toMatchObject({ mobile: getUserInfo()?.mobile, smsCode: '123456' });
    expect(h.rt.callsOf('resetPermission')).toHaveLength(1);
  });
});
