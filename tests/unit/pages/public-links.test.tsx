/**
 * Issue 26's public pages against the sandbox, opened as a customer or a scanning phone without a
 * staff session: what they show, the calls they make (open ones only) and one failure each.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { catalogue } from '@/app/schemaData';
import { isPublicCall } from '@sandbox/session/access';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const BJ = '11000000';

/** The calls the page made that need a staff login (none may be made by a public page). */
function loginOnlyCalls(h: SandboxPage): string[] {
  return h.requests.map(([id]) => id).filter((id) => {
    const api = catalogue.find((a) => a.id === id);
    return !api || !isPublicCall(api);
  });
}

const anonymous = (pageId: string, query: Record<string, string>, extra: { params?: Record<string, string> } = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'anonymous', comId: BJ, query, ...extra });

startEachTestFresh(sandbox, { resetStore: true });

describe('root/pc-qr-code-login', () => {
  it('confirms the PC login for the scanning user, with open calls only', async () => {
    const h = await anonymous('root/pc-qr-code-login', { key: 'pcqr7f3a9c21', code: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: '确认登录' }, { timeout: 8000 }));
    expect(await screen.findByText('已确认登录', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('confirmQRCodeLoginPC')[0][1]).toEqual({ key: 'pcqr7f3a9c21', code: 'manager', confirm: '1' });
    expect(loginOnlyCalls(h)).toEqual([]);
  });

  it('refuses it on 取消登录', async () => {
    const h = await anonymous('root/pc-qr-code-login', { key: 'pcqr7f3a9c21', code: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: '取消登录' }, { timeout: 8000 }));
    expect(await screen.findByText('已取消登录', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('confirmQRCodeLoginPC')[0][1]).toMatchObject({ confirm: '0' });
  });

  it('tells the user when the QR code has expired and stays on the confirmation', async () => {
    const h = await anonymous('root/pc-qr-code-login', { key: 'x1', code: 'manager' });
    await userEvent.click(await screen.findByRole('button', { name: '确认登录' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast').some(([m]) => m === '二维码已失效，请在电脑端刷新二维码后重新扫码')).toBe(true));
    expect(screen.queryByText('已确认登录')).toBeNull();
    expect(screen.getByText('电脑端登录确认')).toBeInTheDocument();
  });

  it('explains a scan without a QR key and calls nothing', async () => {
    const h = await anonymous('root/pc-qr-code-login', {});
    expect(await screen.findByText('二维码信息缺失')).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});
