/**
 * The code pages against the sandbox (issue 23): 机构代码, 团队代码 and 修理厂代码 are one page
 * under three routes. The list puts the user's own institution first and opens a code's QR page;
 * repair-shop codes are for users getEnterpriseConfigPer allows only.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { orgCodes } from '@sandbox/seed/orgCodes';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';

startEachTestFresh(sandbox);

const open = (options: Parameters<typeof openSandboxPage>[2] = {}): Promise<SandboxPage> => openSandboxPage(sandbox, 'customer-info/list-mechanism', { comId: COM, ...options });
const codes = (type: string) => orgCodes(COM, sandbox.store.state.staff.filter((s) => s.comId === COM)).filter((c) => c.codeType === type);

describe('customer-info/list-mechanism', () => {
  it('机构代码 lists the institutions, mine first, and opens the one tapped', async () => {
    const h = await open({ route: 'ListMechanism' });
    const all = codes('mechanism');
    expect(await screen.findByText(`共 ${all.length} 个机构，点击查看二维码或复制代码`, {}, { timeout: 8000 })).toBeInTheDocument();
    const titles = [...document.querySelectorAll('.w-list__row .w-text--title')].map((e) => e.textContent);
    expect(titles[0]).toBe('北京市朝阳支公司（我的机构）');
    expect(h.called('queryOrgCodeList')[0][1]).toMatchObject({ codeType: 'mechanism', keyword: '', pageNo: 1, pageSize: 20 });
    await userEvent.click(screen.getByText('北京市海淀支公司'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/customer-info/list-mechanism', { code: '11010800' }, false]);
  });

  it('团队代码 shows one code with its QR code and copies it', async () => {
    const team = codes('team')[0];
    const h = await open({ route: 'TeamCode', query: { code: team.code } });
    expect(await screen.findByText(team.name, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(team.detail)).toBeInTheDocument();
    expect(screen.getByText(`扫码获取团队代码 ${team.code}`)).toBeInTheDocument();
    expect(h.called('queryOrgCodeList')[0][1]).toEqual({ codeType: 'team', code: team.code });
    await userEvent.click(screen.getByRole('button', { name: '复制代码' }));
    await waitFor(() => expect(h.rt.callsOf('copy')[0]).toEqual([team.code]));
    expect(h.rt.callsOf('toast')).toContainEqual(['团队代码已复制', 'success']);
  });

  it('says so for a code that does not exist', async () => {
    await open({ route: 'TeamCode', query: { code: 'NOPE' } });
    expect(await screen.findByText('未找到该团队代码', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('修理厂代码: searched by an administrator, refused to anyone else', async () => {
    const shops = codes('repair');
    const h = await open({ route: 'EnterpriseRepair', persona: 'reviewer' });
    expect(await screen.findByText(`共 ${shops.length} 个修理厂，点击查看二维码或复制代码`, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('输入修理厂代码或名称'), '海淀{Enter}');
    const haidian = shops.filter((s) => s.name.includes('海淀'));
    expect(await screen.findByText(`共 ${haidian.length} 个修理厂，点击查看二维码或复制代码`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryOrgCodeList').at(-1)?.[1]).toMatchObject({ codeType: 'repair', keyword: '海淀' });

    const m = await open({ route: 'EnterpriseRepair', persona: 'manager' });
    expect(await screen.findByText('仅分公司管理员可使用修理厂代码', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(m.called('queryOrgCodeList')).toEqual([]);
  });
});

describe('customer-info/group-quotation-guide', () => {
  it('shows the quoting steps and the data rules, and calls nothing', async () => {
    const h = await openSandboxPage(sandbox, 'customer-info/group-quotation-guide', { comId: COM });
    expect(await screen.findByText('客户发送行驶证照片', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('客户经理跟进出单')).toBeInTheDocument();
    expect(screen.getByText(/严禁截图外传/)).toBeInTheDocument();
    expect(h.requests).toEqual([]);
  });
});
