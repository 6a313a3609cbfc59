/**
 * root/url-scheme-tool against the sandbox: a signed link and a short link for an http(s) address;
 * a wrong address is refused with a message and kept.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const PAGE = 'root/url-scheme-tool';
const open = (): Promise<SandboxPage> => openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: '11000000' });
const input = (): Promise<HTMLElement> => screen.findByPlaceholderText('如 https://www.epicc.com.cn/activity', {}, { timeout: 8000 });

startEachTestFresh(sandbox);

describe('root/url-scheme-tool', () => {
  it('refuses an address that is not http(s), keeping it, and asks nothing', async () => {
    const h = await open();
    await userEvent.type(await input(), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: '生成加密链接' }));
    expect(await screen.findByText('请输入以 http:// 或 https:// 开头的完整网址')).toBeInTheDocument();
    expect(await input()).toHaveValue('javascript:alert(1)');
    expect(h.called('getEncryptUrl')).toHaveLength(0);
  });

  it('makes a signed link and a short link on the short-link domain', async () => {
    const h = await open();
    const url = 'https://www.epicc.com.cn/activity?id=7';
    await userEvent.type(await input(), url);
    await userEvent.click(screen.getByRole('button', { name: '生成加密链接' }));
    await waitFor(() => expect(h.called('getEncryptUrl')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('getEncryptUrl')[0][1]).toEqual({ url });
    expect(await screen.findByText(new RegExp(`^${url.replace(/[?.]/g, '\\$&')}&sign=\\w+$`))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '生成短链接' }));
    await waitFor(() => expect(h.called('getEncryptCode')).toHaveLength(1), { timeout: 8000 });
    const code = (await screen.findByText(/^短码：/)).textContent?.replace('短码：', '') ?? '';
    expect(code).toMatch(/^\w{8,}$/);
    expect(screen.getByText(new RegExp(`^https?://[^/]+/${code}$`))).toBeInTheDocument();
    expect(screen.getByText('30 天内有效')).toBeInTheDocument();
  });
});
