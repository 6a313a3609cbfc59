/**
 * Linked group chats and partner enterprises against the sandbox (issue 23): 多群管理 lists the
 * user's own chats and opens 群配置, which saves the robot's settings and unlinks a chat; 企业配置
 * and 新建企业 are for administrators (getEnterpriseConfigPer).
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
const MANAGER = '11016688';

startEachTestFresh(sandbox, { resetStore: true });

const open = (pageId: string, options: Parameters<typeof openSandboxPage>[2] = {}): Promise<SandboxPage> => openSandboxPage(sandbox, pageId, { comId: COM, ...options });
const groupsOf = (userCode: string) => (sandbox.store.state.linkedGroups ?? []).filter((g) => g.comId === COM && g.ownerCode === userCode);
const rowTitles = (): string[] => [...document.querySelectorAll('.w-list__row .w-text--title')].map((e) => e.textContent ?? '');

describe('customer-info/multiple-group', () => {
  it('lists my own linked chats, newest active first, with counts, filters them and opens one', async () => {
    const mine = groupsOf(MANAGER).sort((a, b) => b.lastActiveTime.localeCompare(a.lastActiveTime));
    const others = (sandbox.store.state.linkedGroups ?? []).filter((g) => g.ownerCode !== MANAGER);
    expect(mine.length).toBeGreaterThan(10);
    const h = await open('customer-info/multiple-group');
    await waitFor(() => expect(rowTitles().slice(0, 3)).toEqual(mine.slice(0, 3).map((g) => g.chatName)), { timeout: 8000 });
    expect(rowTitles().some((t) => others.some((g) => g.chatName === t && !mine.some((m) => m.chatName === t)))).toBe(false);
    const cell = (label: string): string =>
      [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label)?.parentElement?.querySelector('.w-statgrid__value')?.textContent ?? '';
    await waitFor(() => expect(cell('关联群聊')).toBe(`${mine.length}个`));
    expect(cell('机器人已开启')).toBe(`${mine.filter((g) => g.robotEnabled === '1').length}个`);
    expect(h.called('queryLinkedGroupList')[0][1]).toMatchObject({ keyword: '', robotEnabled: '', pageNo: 1, pageSize: 10 });

    await userEvent.click(screen.getByRole('tab', { name: '未开启' }));
    const off = mine.filter((g) => g.robotEnabled === '0');
    await waitFor(() => expect(rowTitles()).toEqual(off.map((g) => g.chatName)), { timeout: 8000 });
    expect(h.called('queryLinkedGroupList').at(-1)?.[1]).toMatchObject({ robotEnabled: '0' });
    await userEvent.click(screen.getByText(off[0].chatName));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/group-configuration', { chatId: off[0].chatId }, false]);
  });

  it('says the list failed where it would be, and 重试 brings it', async () => {
    sandbox.faults.set({ id: 'queryLinkedGroupList', kind: 'http500', once: false });
    const h = await open('customer-info/multiple-group');
    // One message where the list would be (the counts, from the same call, are not shown).
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('服务异常！');
    expect(screen.queryByText('群聊概况')).toBeNull();
    sandbox.faults.clear();
    await userEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(h.called('queryLinkedGroupList').filter(([, p]) => p.pageSize === 10)).toHaveLength(2), { timeout: 8000 });
    const first = groupsOf(MANAGER).sort((a, b) => b.lastActiveTime.localeCompare(a.lastActiveTime))[0];
    expect(await screen.findByText(first.chatName, {}, { timeout: 8000 })).toBeInTheDocument();
    // The counts, from the same call, are asked again with it.
    expect(await screen.findByText('群聊概况')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByRole('alert')).toEqual([]), { timeout: 8000 });
  });

  it('tells a newcomer without linked chats how chats get here', async () => {
    expect(groupsOf('11019902')).toEqual([]);
    await open('customer-info/multiple-group', { persona: 'newcomer' });
    await screen.findByText('暂无关联的客户群，在企业微信客户群中添加群机器人后即显示在这里', {}, { timeout: 8000 });
  });
});

describe('customer-info/group-configuration', () => {
  const switches = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('button[role="switch"]')];

  it('shows my chat and saves its robot settings: quoting is saved off with the robot', async () => {
    const g = groupsOf(MANAGER).find((x) => x.robotEnabled === '1' && x.quoteEnabled === '1');
    if (!g) throw new Error('no chat with quoting on');
    const h = await open('customer-info/group-configuration', { query: { chatId: g.chatId } });
    expect(await screen.findByText(g.chatName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`${g.memberCount} 人`)).toBeInTheDocument();
    await waitFor(() => expect(switches()).toHaveLength(4), { timeout: 20_000 });
    await waitFor(() => expect(switches()[0]).toHaveAttribute('aria-checked', 'true'));
    await userEvent.click(switches()[0]);
    await waitFor(() => expect(switches()[1]).toBeDisabled());
    const box = screen.getByPlaceholderText('新客户入群时机器人发送，不填则不发送');
    await userEvent.clear(box);
    await userEvent.type(box, '欢迎各位车主入群');
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(h.called('saveGroupConfig')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('saveGroupConfig')[0][1]).toEqual({ chatId: g.chatId, robotEnabled: '0', quoteEnabled: '0', filingEnabled: '0', renewalRemind: g.renewalRemind, welcomeText: '欢迎各位车主入群' });
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['群配置已保存', 'success']));
    expect(groupsOf(MANAGER).find((x) => x.chatId === g.chatId)).toMatchObject({ robotEnabled: '0', quoteEnabled: '0', welcomeText: '欢迎各位车主入群' });
  }, 60_000);

  it('keeps what was set when the save fails', async () => {
    const g = groupsOf(MANAGER).find((x) => x.robotEnabled === '1')!;
    const h = await open('customer-info/group-configuration', { query: { chatId: g.chatId } });
    await waitFor(() => expect(switches()).toHaveLength(4), { timeout: 20_000 });
    const box = screen.getByPlaceholderText('新客户入群时机器人发送，不填则不发送');
    await waitFor(() => expect(box).toHaveValue(g.welcomeText));
    await userEvent.clear(box);
    await userEvent.type(box, '新的欢迎语');
    sandbox.faults.set({ id: 'saveGroupConfig', kind: 'http500', once: true });
    await userEvent.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(h.rt.callsOf('toast').map(([m]) => m)).toContain('服务异常！'), { timeout: 8000 });
    expect(box).toHaveValue('新的欢迎语');
    expect(groupsOf(MANAGER).find((x) => x.chatId === g.chatId)?.welcomeText).toBe(g.welcomeText);
  }, 60_000);

  it('unlinks the chat after a confirm and returns to 多群管理', async () => {
    const g = groupsOf(MANAGER)[0];
    const h = await open('customer-info/group-configuration', { query: { chatId: g.chatId } });
    await userEvent.click(await screen.findByRole('button', { name: '进入群聊' }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('openEnterpriseChat')).toHaveLength(1));
    expect(h.rt.callsOf('openEnterpriseChat')[0][0]).toMatchObject({ chatId: g.chatId });
    await userEvent.click(screen.getByRole('button', { name: '解除关联' }));
    await waitFor(() => expect(h.called('unlinkGroup')).toHaveLength(1));
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: expect.stringContaining(g.chatName) });
    await waitFor(() => expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/multiple-group', {}, true]));
    expect(groupsOf(MANAGER).some((x) => x.chatId === g.chatId)).toBe(false);
  });

  it('names no chat without chatId, and does not show another user’s chat', async () => {
    const h = await open('customer-info/group-configuration');
    expect(await screen.findByText('未指定群聊', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryGroupConfig')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '前往多群管理' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/multiple-group', {}, true]);

    const other = (sandbox.store.state.linkedGroups ?? []).find((g) => g.comId === COM && g.ownerCode !== MANAGER);
    if (!other) throw new Error('no chat of another user');
    await open('customer-info/group-configuration', { query: { chatId: other.chatId } });
    expect(await screen.findByText('未查询到该群聊，可能已解除关联或不属于您', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(other.chatName)).toBeNull();
  });
});

describe('customer-info/enterprise-config', () => {
  const ours = () => (sandbox.store.state.enterprises ?? []).filter((e) => e.comId === COM);
  const cell = (label: string): string =>
    [...document.querySelectorAll('.w-statgrid__label')].find((e) => e.textContent === label)?.parentElement?.querySelector('.w-statgrid__value')?.textContent ?? '';

  it('lists the partner enterprises newest first with counts, and pauses one; the counts follow', async () => {
    const all = ours().sort((a, b) => b.createTime.localeCompare(a.createTime));
    const active = all.filter((e) => e.status === '1').length;
    const h = await open('customer-info/enterprise-config', { persona: 'reviewer' });
    await waitFor(() => expect(cell('合作企业')).toBe(`${all.length}家`), { timeout: 8000 });
    expect(cell('合作中')).toBe(`${active}家`);
    await waitFor(() => expect(rowTitles().slice(0, 3)).toEqual(all.slice(0, 3).map((e) => e.companyName)));
    const first = all[0];
    expect(first.status).toBe('1');
    await userEvent.click(screen.getByText(first.companyName));
    await waitFor(() => expect(h.called('updateEnterpriseConfigStatus')).toHaveLength(1));
    expect(h.called('updateEnterpriseConfigStatus')[0][1]).toEqual({ enterpriseId: first.enterpriseId, status: '0' });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '暂停合作', content: expect.stringContaining(first.companyName) });
    await waitFor(() => expect(cell('合作中')).toBe(`${active - 1}家`), { timeout: 8000 });
    expect(cell('已暂停')).toBe(`${all.length - active + 1}家`);
    expect(ours().find((e) => e.enterpriseId === first.enterpriseId)?.status).toBe('0');
    await userEvent.click(screen.getByRole('button', { name: '新建企业' }));
    expect(h.rt.callsOf('navigate').at(-1)).toEqual(['/customer-info/enterprise-creat', {}, false]);
  });

  it('tells an account manager it is for administrators and lists nothing', async () => {
    const h = await open('customer-info/enterprise-config', { persona: 'manager' });
    expect(await screen.findByText('仅分公司管理员可使用企业配置', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryEnterpriseConfigList')).toEqual([]);
    expect(screen.queryByRole('button', { name: '新建企业' })).toBeNull();
  });
});

describe('customer-info/enterprise-creat', () => {
  const photo = (): File => new File(['licence-photo'], 'licence.jpg', { type: 'image/jpeg' });
  const field = (placeholder: string): HTMLInputElement => screen.getByPlaceholderText(placeholder);
  const errors = (): string[] => [...document.querySelectorAll('.ant-formily-item-error-help, .ant-form-item-explain-error')].map((e) => e.textContent ?? '');

  async function fill(values: { name?: string; code?: string; contact?: string; phone?: string }): Promise<void> {
    if (values.name !== undefined) await userEvent.type(field('与营业执照上的名称一致'), values.name);
    if (values.code !== undefined) await userEvent.type(field('18位，见营业执照'), values.code);
    if (values.contact !== undefined) await userEvent.type(field('企业对接人姓名'), values.contact);
    if (values.phone !== undefined) await userEvent.type(field('请输入手机号码'), values.phone);
  }

  async function pickType(label: string): Promise<void> {
    await userEvent.click(await screen.findByRole('combobox', {}, { timeout: 8000 }));
    await userEvent.click(await screen.findByTitle(label, {}, { timeout: 8000 }));
  }

  it('says what is wrong in Chinese, then creates the enterprise and goes back', async () => {
    const before = (sandbox.store.state.enterprises ?? []).length;
    const h = await open('customer-info/enterprise-creat', { persona: 'reviewer' });
    await screen.findByPlaceholderText('与营业执照上的名称一致', {}, { timeout: 20_000 });
    await fill({ name: '北京新桥汽车销售服务有限公司', code: '1234', contact: '刘洋', phone: '1391111' });
    await userEvent.click(screen.getByRole('button', { name: '保存企业' }));
    await waitFor(() => expect(errors()).toEqual(expect.arrayContaining(['请输入18位统一社会信用代码', '请输入正确的手机号码', '请选择企业类型'])), { timeout: 8000 });
    expect(h.called('addEnterpriseConfig')).toEqual([]);
    // Nothing typed is lost: the fields keep it.
    expect(field('与营业执照上的名称一致')).toHaveValue('北京新桥汽车销售服务有限公司');

    await userEvent.clear(field('18位，见营业执照'));
    await fill({ code: '91110105MA01NEWB2X', phone: '2222' });
    await pickType('车商');
    await userEvent.click(screen.getByRole('button', { name: '保存企业' }));
    await waitFor(() => expect(h.called('addEnterpriseConfig')).toHaveLength(1), { timeout: 8000 });
    expect(h.called('addEnterpriseConfig')[0][1]).toEqual({ companyName: '北京新桥汽车销售服务有限公司', creditCode: '91110105MA01NEWB2X', enterpriseType: '1', contactName: '刘洋', contactPhone: '13911112222', address: '' });
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1));
    expect(h.rt.callsOf('toast')).toContainEqual(['已新建北京新桥汽车销售服务有限公司', 'success']);
    expect(sandbox.store.state.enterprises).toHaveLength(before + 1);
    expect(sandbox.store.state.enterprises?.at(-1)).toMatchObject({ comId: COM, companyName: '北京新桥汽车销售服务有限公司', status: '1', createUserCode: '11010002' });
  }, 60_000);

  it('keeps what was typed when the server refuses a credit code already registered', async () => {
    const existing = (sandbox.store.state.enterprises ?? []).find((e) => e.comId === COM)!;
    const h = await open('customer-info/enterprise-creat', { persona: 'reviewer' });
    await screen.findByPlaceholderText('与营业执照上的名称一致', {}, { timeout: 20_000 });
    await fill({ name: '北京另一家汽车服务有限公司', code: existing.creditCode, contact: '刘洋', phone: '13911112222' });
    await pickType('修理厂');
    await userEvent.click(screen.getByRole('button', { name: '保存企业' }));
    await waitFor(() => expect(h.called('addEnterpriseConfig')).toHaveLength(1), { timeout: 8000 });
    await waitFor(() => expect(h.rt.callsOf('toast').map(([m]) => m)).toContain(`统一社会信用代码已登记为“${existing.companyName}”，请勿重复新建`));
    expect(h.rt.callsOf('back')).toEqual([]);
    expect(field('与营业执照上的名称一致')).toHaveValue('北京另一家汽车服务有限公司');
    expect(field('18位，见营业执照')).toHaveValue(existing.creditCode);
    expect(field('请输入手机号码')).toHaveValue('13911112222');
  }, 60_000);

  it('fills the company name and credit code from a photo of the licence', async () => {
    if (!URL.createObjectURL) Object.assign(URL, { createObjectURL: () => 'blob:licence', revokeObjectURL: () => undefined });
    const recorded: Array<[string, Record<string, unknown>]> = [];
    // jsdom cannot send a multipart body to the in-process sandbox: the upload answers as the sandbox does.
    await openSandboxPage(sandbox, 'customer-info/enterprise-creat', {
      comId: COM,
      persona: 'reviewer',
      overrides: {
        request: (api, params, data) => {
          recorded.push([api, params]);
          if (api === 'uploadAttachment') return Promise.resolve({ fileId: 'F0000000000000003', fileName: 'licence.jpg', url: '/__sandbox/files/attachment/F0000000000000003' });
          return appServices.request(api, params, data);
        },
      },
    });
    await userEvent.upload(await screen.findByLabelText('拍摄营业执照', {}, { timeout: 20_000 }), photo());
    await userEvent.click(await screen.findByRole('button', { name: '填入企业信息' }, { timeout: 8000 }));
    const ocr = recorded.find(([api]) => api === 'ocrCompanyName');
    expect(ocr?.[1]).toMatchObject({ imageUrl: '/__sandbox/files/attachment/F0000000000000003' });
    const answer = (await appServices.request('ocrCompanyName', { imageUrl: '/__sandbox/files/attachment/F0000000000000003' })) as { companyName: string; creditCode: string };
    await waitFor(() => expect(field('与营业执照上的名称一致')).toHaveValue(answer.companyName), { timeout: 8000 });
    expect(field('18位，见营业执照')).toHaveValue(answer.creditCode);
  }, 60_000);

  it('tells an account manager it is for administrators', async () => {
    await open('customer-info/enterprise-creat', { persona: 'manager' });
    expect(await screen.findByText('仅分公司管理员可使用新建企业', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('与营业执照上的名称一致')).toBeNull();
  });
});
