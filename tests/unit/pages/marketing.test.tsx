/**
 * The marketing-system binding pages (whitelist) against the sandbox as the newcomer persona, whose
 * marketing account is not bound: account info shows it unbound; binding by SMS or by scanning
 * binds it, and account info then shows it bound. Opened without a sign-in they call nothing.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { cleanup } from '@testing-library/react';
import { findPersona } from '@sandbox/session/personas';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';

startEachTestFresh(sandbox, { resetStore: true });

const newcomer = () => {
  const code = findPersona('newcomer')?.people[BJ].userCode;
  const staff = sandbox.store.state.staff.find((s) => s.userCode === code);
  if (!staff) throw new Error('no newcomer staff');
  return staff;
};

async function expectBound(): Promise<void> {
  cleanup();
  await openSandboxPage(sandbox, 'marketing/account-info', { persona: 'newcomer', comId: BJ });
  expect(await screen.findByText('已绑定', {}, { timeout: 8000 })).toBeInTheDocument();
}

describe('marketing pages', () => {
  it('account info shows the unbound account and offers both ways to bind', async () => {
    expect(newcomer().managerRecord).toBeNull();
    const h = await openSandboxPage(sandbox, 'marketing/account-info', { persona: 'newcomer', comId: BJ });
    expect(await screen.findByText('未绑定', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryMisWXBindStatus')[0][1]).toEqual({ identifyNo: newcomer().userCode });
    await userEvent.click(screen.getByText('扫码绑定'));
    expect(h.rt.callsOf('navigate')[0].slice(0, 2)).toEqual(['/marketing/scan-code-binding', { comId: BJ }]);
  });

  it('binds by SMS code and returns to account info, which shows it bound', async () => {
    const h = await openSandboxPage(sandbox, 'marketing/marketing-binding', { persona: 'newcomer', comId: BJ });
    await userEvent.type(await screen.findByPlaceholderText('请输入短信验证码', {}, { timeout: 8000 }), '123456');
    await userEvent.click(screen.getByRole('button', { name: '验证并绑定' }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/marketing/account-info', { comId: BJ }, true]);
    expect(h.called('updateUserQWBySMSValid')[0][2]).toMatchObject({ userCode: newcomer().userCode, smsCode: '123456' });
    await expectBound();
  });

  it('keeps a malformed SMS code with its message and binds nothing', async () => {
    const h = await openSandboxPage(sandbox, 'marketing/marketing-binding', { persona: 'newcomer', comId: BJ });
    await userEvent.type(await screen.findByPlaceholderText('请输入短信验证码', {}, { timeout: 8000 }), '12a');
    await userEvent.click(screen.getByRole('button', { name: '验证并绑定' }));
    expect(await screen.findByText('请输入4-6位数字验证码')).toBeInTheDocument();
    expect(screen.getByDisplayValue('12a')).toBeInTheDocument();
    expect(h.called('updateUserQWBySMSValid')).toHaveLength(0);
  });

  it('binds by scanning: 我已完成扫码 registers it', async () => {
    const h = await openSandboxPage(sandbox, 'marketing/scan-code-binding', { persona: 'newcomer', comId: BJ });
    await userEvent.click(await screen.findByRole('button', { name: '我已完成扫码' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('cancelQRCodeAndRegister')).toHaveLength(1);
    await expectBound();
  });

  it('without a sign-in asks to open it from WeCom and calls nothing', async () => {
    const h = await openSandboxPage(sandbox, 'marketing/account-info', { persona: 'anonymous', comId: BJ });
    expect(await screen.findByText('请在企业微信中打开')).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});
