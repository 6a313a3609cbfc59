/**
 * Administration pages against the sandbox (issue 23): the message-push configuration. The Beijing
 * administrator (persona reviewer) changes it; an account manager is told it is for administrators.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { appServices } from '@/app/services';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

startEachTestFresh(sandbox, { resetStore: true });

/**
 * The weekly limit's box once the form shows a value (its control replaces a stand-in); with
 * `saved`, once it shows the value the sandbox holds.
 */
async function limitBox(saved?: boolean): Promise<HTMLElement> {
  const value = String(sandbox.store.state.blacklistConfigs.find((c) => c.comCode === COM)?.maxPerWeek);
  // The control replaces its stand-in once its chunk is in: wait for the antd input with a value.
  await waitFor(
    () => {
      const box = screen.getByRole('spinbutton') as HTMLInputElement;
      expect(box.closest('.ant-input-number')).not.toBeNull();
      expect(box.value).toMatch(saved ? new RegExp(`^${value}$`) : /^\d+$/);
    },
    // Generous: on a loaded machine the page's first answers and the form's chunks take long.
    { timeout: 20_000 },
  );
  return screen.getByRole('spinbutton');
}

const open = (pageId: string, options: Parameters<typeof openSandboxPage>[2] = {}): Promise<SandboxPage> => openSandboxPage(sandbox, pageId, { comId: COM, persona: 'reviewer', ...options });

describe('msg-blacklist/config', () => {
  it('refuses a limit out of range as typed, and removes a customer from the blacklist', async () => {
    const h = await open('msg-blacklist/config');
    const box = await limitBox();
    await userEvent.clear(box);
    await userEvent.type(box, '50');
    await userEvent.click(screen.getByRole('button', { name: '保存配置' }));
    expect(await screen.findByText(/20/, { selector: '.ant-form-item-explain-error, .ant-formily-item-error-help, [role="alert"]' }, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('addOrUpdateSendMsgBlackListConfig')).toEqual([]);

    // The blacklist the administrator may see (their branch's customers): its first row.
    await screen.findByText(/点击可移出/, {}, { timeout: 8000 });
    const name = document.querySelector('.w-list__row .w-text--title')?.textContent ?? '';
    const entry = sandbox.store.state.blacklist.find((b) => b.custName === name);
    if (!entry) throw new Error(`no blacklist entry ${name}`);
    await userEvent.click(screen.getByText(entry.custName));
    await waitFor(() => expect(h.called('updateMsgBlackList')).toHaveLength(1));
    expect(h.called('updateMsgBlackList')[0][1]).toEqual({ custId: entry.custId, operateType: 'remove' });
    await waitFor(() => expect(sandbox.store.state.blacklist.some((b) => b.custId === entry.custId)).toBe(false));
    await screen.findByText('暂无黑名单客户', {}, { timeout: 8000 });
  }, 60_000);

  it('saves the push limit and keeps it: the sandbox and the page show the new values', async () => {
    const h = await open('msg-blacklist/config');
    const box = await limitBox(true);
    await userEvent.click(screen.getByRole('checkbox', { name: '节日' }));
    await userEvent.clear(box);
    await userEvent.type(box, '5');
    await userEvent.click(screen.getByRole('button', { name: '保存配置' }));
    await waitFor(() => expect(h.called('addOrUpdateSendMsgBlackListConfig')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('addOrUpdateSendMsgBlackListConfig')[0][1]).toEqual({ enabled: '1', msgTypes: expect.arrayContaining(['0', '2', '3', '5']), maxPerWeek: 5 });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['推送配置已保存', 'success']), { timeout: 8000 });
    const saved = sandbox.store.state.blacklistConfigs.find((c) => c.comCode === COM);
    expect(saved).toMatchObject({ maxPerWeek: 5, updateUserCode: '11010002' });
    expect(saved?.msgTypes).toContain('5');
  }, 60_000);

  it('tells an account manager the configuration is for administrators', async () => {
    const h = await open('msg-blacklist/config', { persona: 'manager' });
    expect(await screen.findByText('仅分公司管理员可使用消息推送配置', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('querySendMsgBlackListConfig')).toEqual([]);
    expect(h.called('getInMsgBlackList')).toEqual([]);
  });
});

describe('configuration-nape/configuration-management', () => {
  const switchOf = (code: string): string | undefined => sandbox.store.state.switches.byComId[COM]?.[code];

  it('lists the company’s config items by name, switches off by default, and turns one on', async () => {
    expect(switchOf('smart_business_card') ?? '0').toBe('0');
    const h = await open('configuration-nape/configuration-management');
    const row = await screen.findByText('智能名片校验', {}, { timeout: 8000 });
    expect(screen.getByText('电子保单每日下载上限（次）')).toBeInTheDocument();
    expect(screen.queryByText('smart_business_card')).toBeNull();
    const state = (name: string): string => screen.getByText(name).closest('.w-list__row')?.textContent ?? '';
    expect(state('智能名片校验')).toContain('已关闭');
    await userEvent.click(row);
    await waitFor(() => expect(h.called('saveSystemConfig')).toHaveLength(1));
    expect(h.called('saveSystemConfig')[0][1]).toEqual({ configCode: 'smart_business_card', configValue: '1' });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: '确定开启“智能名片校验”吗？修改后对本公司所有员工立即生效。' });
    await waitFor(() => expect(state('智能名片校验')).toContain('已开启'));
    expect(switchOf('smart_business_card')).toBe('1');
    // A parameter is shown, not switched.
    await userEvent.click(screen.getByText('客服热线'));
    expect(h.called('saveSystemConfig')).toHaveLength(1);
  });

  it('tells an account manager it is for administrators, and the sandbox refuses their save', async () => {
    const h = await open('configuration-nape/configuration-management', { persona: 'manager' });
    expect(await screen.findByText('仅分公司管理员可使用配置管理', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('querySystemConfig')).toEqual([]);
    await expect(appServices.request('saveSystemConfig', { configCode: 'smart_business_card', configValue: '1' })).rejects.toMatchObject({ userMessage: '仅分公司管理员可以修改系统配置' });
    expect(switchOf('smart_business_card') ?? '0').toBe('0');
  });
});

describe('seat-main/config', () => {
  it('shows the seats with counts and switches one off; the counts follow', async () => {
    const staff = sandbox.store.state.staff.filter((s) => s.comId === COM);
    const on = staff.filter((s) => s.managerRecord?.recordType !== '2').length;
    const h = await open('seat-main/config');
    await waitFor(() => expect(document.querySelector('.w-statgrid__value')?.textContent).toBe(`${staff.length}个`), { timeout: 8000 });
    const cell = (label: string): string =>
      [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label)?.parentElement?.querySelector('.w-statgrid__value')?.textContent ?? '';
    expect(cell('已启用')).toBe(`${on}个`);
    await userEvent.click(await screen.findByText('周婷 11017346', {}, { timeout: 8000 }));
    await waitFor(() => expect(h.called('updateSeatStatus')).toHaveLength(1));
    expect(h.called('updateSeatStatus')[0][1]).toEqual({ userCode: '11017346', enabled: '0' });
    await waitFor(() => expect(cell('已启用')).toBe(`${on - 1}个`), { timeout: 8000 });
    expect(sandbox.store.state.seatStatus?.['11017346']).toBe('0');
  });

  it('tells an account manager it is for administrators', async () => {
    const h = await open('seat-main/config', { persona: 'manager' });
    expect(await screen.findByText('仅分公司管理员可使用坐席配置', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('querySeatList')).toEqual([]);
  });
});
