// @vitest-environment node
/**
 * Linked group chats and partner enterprises (groups-enterprises.ts): a chat is its owner's to list,
 * configure and unlink; partner enterprises are the administrator's to list, create and pause.
 */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';
import { makeCreditCode } from '@sandbox/seed/groupsEnterprises';
import { createRng } from '@sandbox/util/prng';
import { CREDIT_CODE, ENTERPRISE_ADMIN_ONLY, GROUP_NOT_FOUND } from './groupsEnterprises';

const COM = '11000000';
const MANAGER = '11016688';

function setup() {
  const sb = createTestSandbox();
  const manager = sb.login('manager', COM);
  const admin = sb.login('reviewer', COM);
  const call = async (id: string, params: Record<string, unknown>, token = manager) => (await sb.call(id, params, { token })).json as Record<string, unknown>;
  return { sb, manager, admin, call };
}

const failureText = (body: Record<string, unknown>): string => String(body.statusText ?? body.msg ?? body.message ?? body.errorMsg ?? '');
interface GroupPage { list: Array<{ chatId: string; chatName: string; robotEnabled: string }>; total: number; groupCount: number; robotCount: number }
interface EnterprisePage { list: Array<{ enterpriseId: string; companyName: string; contactPhone: string; status: string }>; total: number; enterpriseCount: number; activeCount: number }

describe('linked group chats', () => {
  it('lists only the caller’s own chats, searchable and filtered by the robot', async () => {
    const { sb, call, admin } = setup();
    const mine = (sb.store.state.linkedGroups ?? []).filter((g) => g.comId === COM && g.ownerCode === MANAGER);
    const page = dataOf(await call('queryLinkedGroupList', { pageNo: 1, pageSize: 50 })) as GroupPage;
    expect(page.total).toBe(mine.length);
    expect(page.list.map((r) => r.chatId).sort()).toEqual(mine.map((g) => g.chatId).sort());
    expect(page.robotCount).toBe(mine.filter((g) => g.robotEnabled === '1').length);
    const off = dataOf(await call('queryLinkedGroupList', { robotEnabled: '0', pageNo: 1, pageSize: 50 })) as GroupPage;
    expect(off.list.every((r) => r.robotEnabled === '0')).toBe(true);
    expect(off.total).toBe(mine.filter((g) => g.robotEnabled === '0').length);
    const found = dataOf(await call('queryLinkedGroupList', { keyword: mine[0].chatName, pageNo: 1, pageSize: 50 })) as GroupPage;
    expect(found.list.map((r) => r.chatName)).toContain(mine[0].chatName);
    // The administrator owns none of the manager's chats.
    const theirs = dataOf(await call('queryLinkedGroupList', { pageNo: 1, pageSize: 50 }, admin)) as GroupPage;
    expect(theirs.list.some((r) => mine.some((g) => g.chatId === r.chatId))).toBe(false);
  });

  it('saves a chat’s settings, refusing quoting without the robot and another user’s chat', async () => {
    const { sb, call, admin } = setup();
    const g = (sb.store.state.linkedGroups ?? []).find((x) => x.comId === COM && x.ownerCode === MANAGER)!;
    const refused = await call('saveGroupConfig', { chatId: g.chatId, robotEnabled: '0', quoteEnabled: '1', filingEnabled: '0', renewalRemind: '1', welcomeText: '' });
    expect(failureText(refused)).toBe('请先开启群机器人，再开启自动报价或客户建档');
    const tooLong = await call('saveGroupConfig', { chatId: g.chatId, robotEnabled: '1', quoteEnabled: '1', filingEnabled: '1', renewalRemind: '1', welcomeText: '好'.repeat(201) });
    expect(failureText(tooLong)).toBe('入群欢迎语最多 200 字');
    const notTheirs = await call('saveGroupConfig', { chatId: g.chatId, robotEnabled: '1', quoteEnabled: '0', filingEnabled: '0', renewalRemind: '0', welcomeText: '' }, admin);
    expect(failureText(notTheirs)).toBe(GROUP_NOT_FOUND);
    expect(failureText(await call('queryGroupConfig', { chatId: g.chatId }, admin))).toBe(GROUP_NOT_FOUND);
    await call('saveGroupConfig', { chatId: g.chatId, robotEnabled: '1', quoteEnabled: '0', filingEnabled: '1', renewalRemind: '0', welcomeText: ' 欢迎入群 ' });
    expect(dataOf(await call('queryGroupConfig', { chatId: g.chatId }))).toMatchObject({ chatId: g.chatId, robotEnabled: '1', quoteEnabled: '0', filingEnabled: '1', renewalRemind: '0', welcomeText: '欢迎入群' });
    expect(failureText(await call('queryGroupConfig', {}))).toBe('缺少群聊信息，请从多群管理进入');
  });

  it('unlinks a chat: it is no longer listed nor found', async () => {
    const { sb, call } = setup();
    const g = (sb.store.state.linkedGroups ?? []).find((x) => x.comId === COM && x.ownerCode === MANAGER)!;
    expect(dataOf(await call('unlinkGroup', { chatId: g.chatId }))).toMatchObject({ chatId: g.chatId, result: true });
    const page = dataOf(await call('queryLinkedGroupList', { pageNo: 1, pageSize: 50 })) as GroupPage;
    expect(page.list.some((r) => r.chatId === g.chatId)).toBe(false);
    expect(failureText(await call('unlinkGroup', { chatId: g.chatId }))).toBe(GROUP_NOT_FOUND);
  });
});

describe('partner enterprises', () => {
  const valid = { companyName: '北京新桥汽车销售服务有限公司', creditCode: '91110105MA01NEWB2X', enterpriseType: '1', contactName: '刘洋', contactPhone: '13911112222', address: '北京市朝阳区建国路1号' };

  it('are for administrators only', async () => {
    const { call } = setup();
    expect(failureText(await call('queryEnterpriseConfigList', { pageNo: 1, pageSize: 10 }))).toBe(ENTERPRISE_ADMIN_ONLY);
    expect(failureText(await call('addEnterpriseConfig', valid))).toBe(ENTERPRISE_ADMIN_ONLY);
  });

  it('lists the company’s enterprises with masked phones, creates one and refuses its credit code twice', async () => {
    const { sb, call, admin } = setup();
    const ours = (sb.store.state.enterprises ?? []).filter((e) => e.comId === COM);
    const page = dataOf(await call('queryEnterpriseConfigList', { pageNo: 1, pageSize: 50 }, admin)) as EnterprisePage;
    expect(page.total).toBe(ours.length);
    expect(page.activeCount).toBe(ours.filter((e) => e.status === '1').length);
    expect(page.list.every((r) => /^1\d{3}\*{4}\d{3}$/.test(r.contactPhone))).toBe(true);
    const created = dataOf(await call('addEnterpriseConfig', { ...valid, creditCode: valid.creditCode.toLowerCase() }, admin)) as { enterpriseId: string; status: string };
    expect(created.status).toBe('1');
    const first = dataOf(await call('queryEnterpriseConfigList', { pageNo: 1, pageSize: 1 }, admin)) as EnterprisePage;
    expect(first.list[0].companyName).toBe(valid.companyName);
    expect(first.total).toBe(ours.length + 1);
    expect(failureText(await call('addEnterpriseConfig', { ...valid, companyName: '另一家公司名称' }, admin))).toBe(`统一社会信用代码已登记为“${valid.companyName}”，请勿重复新建`);
    expect(failureText(await call('addEnterpriseConfig', { ...valid, creditCode: '12345' }, admin))).toBe('请输入18位统一社会信用代码');
    expect(failureText(await call('addEnterpriseConfig', { ...valid, creditCode: '91110105MA01NEWB3X', contactPhone: '1234' }, admin))).toBe('请输入正确的手机号码');
  });

  it('pauses and resumes one of the company’s enterprises, not another company’s', async () => {
    const { sb, call, admin } = setup();
    const e = (sb.store.state.enterprises ?? []).find((x) => x.comId === COM && x.status === '1')!;
    await call('updateEnterpriseConfigStatus', { enterpriseId: e.enterpriseId, status: '0' }, admin);
    expect(sb.store.state.enterprises?.find((x) => x.enterpriseId === e.enterpriseId)?.status).toBe('0');
    const sichuan = (sb.store.state.enterprises ?? []).find((x) => x.comId === '51000000')!;
    expect(failureText(await call('updateEnterpriseConfigStatus', { enterpriseId: sichuan.enterpriseId, status: '0' }, admin))).toBe('未查询到该企业');
  });

  it('seeds credit codes of the national pattern', () => {
    const rng = createRng('credit');
    for (let i = 0; i < 20; i += 1) expect(makeCreditCode(rng, '110105')).toMatch(CREDIT_CODE);
  });
});
