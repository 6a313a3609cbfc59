/**
 * poster/poster-share-config against the sandbox: the poster's share settings read back, changed,
 * saved for that poster and honoured by the public share page's sharer call.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { appServices } from '@/app/services';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const PAGE = 'poster/poster-share-config';

const open = (query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, PAGE, { persona: 'manager', comId: COM, query, overrides });

const switchOf = (label: string): HTMLElement => {
  const item = screen.getByText(label).closest('.ant-formily-item');
  const sw = item?.querySelector<HTMLElement>('button[role="switch"]');
  if (!sw) throw new Error(`no switch for ${label}`);
  return sw;
};

startEachTestFresh(sandbox, { resetStore: true });

describe('poster/poster-share-config', () => {
  it("shows the defaults, saves the changed settings for the poster, and the share page's sharer call honours them", async () => {
    const poster = sandbox.store.state.posters[2];
    const h = await open({ posterId: poster.posterId });
    expect(await screen.findByText(poster.posterName, {}, { timeout: 8000 })).toBeInTheDocument();
    await waitFor(() => expect(switchOf('展示手机号')).toHaveAttribute('aria-checked', 'true'), { timeout: 8000 });
    expect(switchOf('收集客户线索')).toHaveAttribute('aria-checked', 'true');
    expect(h.called('queryShareConfigAndManagerInfo')[0][1]).toEqual({ userCode: MANAGER, posterId: poster.posterId });
    await userEvent.click(switchOf('展示手机号'));
    await userEvent.click(switchOf('收集客户线索'));
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(h.called('savePosterShareConfig')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('savePosterShareConfig')[0][1]).toEqual({ posterId: poster.posterId, showName: true, showMobile: false, showQrCode: true, collectLead: false });
    expect(h.rt.callsOf('toast')).toContainEqual(['分享设置已保存', 'success']);
    expect(sandbox.store.state.posterShareConfigs.find((c) => c.userCode === MANAGER && c.posterId === poster.posterId)).toMatchObject({ showMobile: false, collectLead: false });
    expect(await screen.findByText(/^上次保存：/)).toBeInTheDocument();
    // The public share page of that poster no longer shows the number.
    const sharer = (await appServices.request('whiteQueryShareManagerInfo', { userCode: MANAGER, posterId: poster.posterId })) as { manager: { phone: string }; shareConfig: { showMobile: boolean } };
    expect(sharer.shareConfig.showMobile).toBe(false);
    expect(sharer.manager.phone).toBe('');
  });

  it('reads the saved settings back when the page is opened again', async () => {
    const poster = sandbox.store.state.posters[3];
    sandbox.store.write((s) => {
      s.posterShareConfigs.unshift({ userCode: MANAGER, posterId: poster.posterId, showName: true, showMobile: false, showQrCode: false, collectLead: true, updateTime: '2026-01-01 09:00:00' });
    });
    await open({ posterId: poster.posterId });
    await waitFor(() => expect(switchOf('展示手机号')).toHaveAttribute('aria-checked', 'false'), { timeout: 8000 });
    expect(switchOf('展示企微二维码')).toHaveAttribute('aria-checked', 'false');
    expect(switchOf('展示姓名')).toHaveAttribute('aria-checked', 'true');
  });

  it('without a poster offers the poster library and asks nothing', async () => {
    const h = await open();
    expect(await screen.findByText('未选择海报', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryShareConfigAndManagerInfo')).toHaveLength(0);
  });

  it('says when the poster does not exist', async () => {
    await open({ posterId: 'PT0' });
    expect(await screen.findByText('海报不存在', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存设置' })).toBeNull();
  });
});
