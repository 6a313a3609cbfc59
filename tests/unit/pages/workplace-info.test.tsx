/**
 * workplace-info pages against the sandbox: workplace binding shows the bound workplace, binds or
 * changes it after a confirm, and unbinds after a confirm; sign-in then follows the binding.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { removeToken } from '@/session';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage } from '../../utils/sandboxPage';
import { dropBrokenCss } from '../../../renderers/Form/testing/dropBrokenCss';

const sandbox = startSandbox();
dropBrokenCss();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';
const NEWCOMER = '11019902';

type Harness = SandboxPage;

const open = (pageId: string, persona = 'manager', overrides: Partial<RuntimeServices> = {}): Promise<Harness> =>
  openSandboxPage(sandbox, pageId, { persona, comId: COM, overrides });

const called = (h: Harness, api: string): RecordedRequest[] => h.called(api);

const boundOf = (userCode: string): string | undefined =>
  sandbox.store.state.workplaceBinds.find((b) => b.userCode === userCode)?.workplaceId;

/** The row of a workplace in the 选择职场 / 更换职场 list. */
const rowOf = (name: string): HTMLElement => {
  const row = screen
    .getAllByText(name)
    .map((el) => el.closest('[role="listitem"]'))
    .find((r): r is HTMLElement => r instanceof HTMLElement);
  if (!row) throw new Error(`no list row for ${name}`);
  return row;
};

beforeEach(() => {
  cleanup();
  localStorage.clear();
  removeToken();
  sandbox.store.reset();
});

describe('workplace-info/workplace-binding', () => {
  it('shows the bound workplace and changes it after a confirm', async () => {
    expect(boundOf(MANAGER)).toBe('WP1101');
    const h = await open('workplace-info/workplace-binding');
    expect(await screen.findByText('已绑定职场', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('北京市朝阳区建国路88号')).toHaveLength(2);
    expect(screen.getByText('300 米以内')).toBeInTheDocument();
    expect(screen.getByText('更换职场')).toBeInTheDocument();
    expect(within(rowOf('北京朝阳职场')).getByText('当前职场')).toBeInTheDocument();

    await userEvent.click(rowOf('北京海淀职场'));
    await waitFor(() => expect(called(h, 'workplacePositionBind')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      title: '更换职场',
      content: '确定将常驻职场从北京朝阳职场更换为北京海淀职场吗？更换后按新职场签到。',
    });
    expect(called(h, 'workplacePositionBind')[0][1]).toEqual({ workplaceId: 'WP1103' });
    expect(boundOf(MANAGER)).toBe('WP1103');
    expect(h.rt.callsOf('toast')).toContainEqual(['已绑定北京海淀职场', 'success']);
    // The current-workplace card shows the new address too: once there, once in its list row.
    await waitFor(() => expect(screen.getAllByText('北京市海淀区中关村大街27号')).toHaveLength(2));
    await waitFor(() => expect(within(rowOf('北京海淀职场')).getByText('当前职场')).toBeInTheDocument());
  });

  it('tapping the bound workplace only says it is bound', async () => {
    const h = await open('workplace-info/workplace-binding');
    await screen.findByText('已绑定职场', {}, { timeout: 8000 });
    await userEvent.click(rowOf('北京朝阳职场'));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['当前已绑定北京朝阳职场', 'info']));
    expect(called(h, 'workplacePositionBind')).toHaveLength(0);
    expect(h.rt.callsOf('confirm')).toHaveLength(0);
  });

  it('unbinds after a confirm; sign-in then asks to bind and links back here', async () => {
    const h = await open('workplace-info/workplace-binding');
    await screen.findByText('已绑定职场', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await waitFor(() => expect(called(h, 'workplacePositionUnBind')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      title: '解除职场绑定',
      content: '解除后将无法在北京朝阳职场签到，需重新绑定职场后才能签到。确定解除绑定吗？',
      okText: '解除绑定',
    });
    expect(boundOf(MANAGER)).toBeUndefined();
    expect(h.rt.callsOf('toast')).toContainEqual(['已解除职场绑定', 'success']);
    expect(await screen.findByText(/您尚未绑定职场。请在下方选择常驻职场/)).toBeInTheDocument();
    expect(screen.getByText('选择职场')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解除绑定' })).toBeNull();

    cleanup();
    const signIn = await open('workplace-info/sign-in');
    expect(await screen.findByText('您尚未绑定职场', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去绑定职场' }));
    expect(signIn.rt.callsOf('navigate')[0]).toEqual(['/workplace-info/workplace-binding', {}, false]);
  });

  it('keeps the binding when the confirm is cancelled', async () => {
    const h = await open('workplace-info/workplace-binding', 'manager', { confirm: async () => false });
    await screen.findByText('已绑定职场', {}, { timeout: 8000 });
    await userEvent.click(screen.getByRole('button', { name: '解除绑定' }));
    await userEvent.click(rowOf('北京西城职场'));
    await new Promise((r) => setTimeout(r, 50));
    expect(called(h, 'workplacePositionUnBind')).toHaveLength(0);
    expect(called(h, 'workplacePositionBind')).toHaveLength(0);
    expect(boundOf(MANAGER)).toBe('WP1101');
  });

  it('without a binding, binds the chosen workplace and goes on to sign in', async () => {
    expect(boundOf(NEWCOMER)).toBeUndefined();
    const h = await open('workplace-info/workplace-binding', 'newcomer');
    expect(await screen.findByText(/您尚未绑定职场。/, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(rowOf('北京望京营业部'));
    await waitFor(() => expect(called(h, 'workplacePositionBind')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({
      title: '绑定职场',
      content: '确定绑定北京望京营业部为常驻职场吗？绑定后在其 200 米范围内即可签到。',
    });
    expect(boundOf(NEWCOMER)).toBe('WP1102');
    await waitFor(() => expect(screen.getAllByText('北京市朝阳区望京街10号')).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: '去签到' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/workplace-info/sign-in', {}, false]);

    cleanup();
    await open('workplace-info/sign-in', 'newcomer');
    expect(await screen.findByText('我的职场', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getAllByText('北京望京营业部').length).toBeGreaterThan(0);
  });
});
