/**
 * Team management pages against the sandbox (issue 23): the salesman picker, customer regulation
 * (客户调配 and 新客户调配, one page under two routes) and the transfer result. The Beijing
 * administrator (persona reviewer, 郭春梅, 北京市朝阳支公司) moves customers; an account manager
 * is told the pages are for administrators.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { appServices } from '@/app/services';
import { setSystemComId, setToken } from '@/session';
import { setupSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = setupSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const ZHOU = '11017346';
const ZHANG = '11013259';

startEachTestFresh(sandbox, { resetStore: true });

const open = (pageId: string, options: { persona?: string; query?: Record<string, string>; route?: string } = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { comId: COM, persona: 'reviewer', ...options });
const customersOf = (userCode: string) => sandbox.store.state.customers.filter((c) => c.comId === COM && c.managerUserCode === userCode);
const unbound = () => sandbox.store.state.customers.filter((c) => c.comId === COM && !sandbox.store.state.bindings.some((b) => b.custId === c.custId));

describe('common/salesman-list', () => {
  it('returns the picked receiving manager to 客户调配, keeping the other choices', async () => {
    const h = await open('common/salesman-list', { query: { back: 'client-regulate', slot: 'to', fromCode: ZHOU, fromName: '周婷', mode: 'single' } });
    expect(await screen.findByText('点击人员，客户将调配到其名下（调出：周婷）', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('输入业务员姓名或工号'), '张静');
    const row = await screen.findByText(`张静 ${ZHANG}`, {}, { timeout: 8000 });
    await waitFor(() => expect(h.called('fuzzyQueryUserByUserNameOrUserCode').at(-1)?.[1]).toMatchObject({ keyword: '张静' }));
    await userEvent.click(row);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/client/client-regulate', { fromCode: ZHOU, fromName: '周婷', toCode: ZHANG, toName: '张静', mode: 'single' }, true]);
  });

  it('refuses the manager customers are moved from as the receiver', async () => {
    const h = await open('common/salesman-list', { query: { back: 'new-client-regulate', slot: 'to', fromCode: ZHOU, fromName: '周婷' } });
    await userEvent.type(await screen.findByPlaceholderText('输入业务员姓名或工号', {}, { timeout: 8000 }), ZHOU);
    await userEvent.click(await screen.findByText(`周婷 ${ZHOU}`, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['接收客户经理不能与调出客户经理相同', 'warning']));
    expect(h.rt.callsOf('navigate')).toEqual([]);
  });

  it('says so when nobody matches, and shows the business card when opened on its own', async () => {
    const h = await open('common/salesman-list');
    await userEvent.type(await screen.findByPlaceholderText('输入业务员姓名或工号', {}, { timeout: 8000 }), '查无此人');
    expect(await screen.findByText('没有找到“查无此人”，请核对姓名或工号', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('输入业务员姓名或工号'));
    await userEvent.type(screen.getByPlaceholderText('输入业务员姓名或工号'), ZHANG);
    await userEvent.click(await screen.findByText(`张静 ${ZHANG}`, {}, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')[0]).toEqual(['/business-card/business-card-detail', { userCode: ZHANG }, false]));
  });
});

describe('client/client-regulate', () => {
  it('tells an account manager only administrators may regulate customers, and lists nothing', async () => {
    const h = await open('client/client-regulate', { persona: 'manager', query: { fromCode: ZHOU, fromName: '周婷' } });
    expect(await screen.findByText('仅分公司管理员可使用客户调配', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('调出客户经理')).toBeNull();
    expect(h.called('queryRegulateCustList')).toEqual([]);
  });

  it("moves a tapped customer of the chosen manager to the receiving one; the list shows it gone", async () => {
    const before = customersOf(ZHOU);
    const moved = before[0];
    const h = await open('client/client-regulate', { query: { fromCode: ZHOU, fromName: '周婷', toCode: ZHANG, toName: '张静' } });
    expect(await screen.findByText(`周婷 名下客户 ${before.length} 位，点击调配给 张静`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryRegulateCustList')[0][1]).toMatchObject({ scope: 'all', userCode: ZHOU, pageNo: 1, pageSize: 10 });
    await userEvent.click(screen.getByText(moved.custName));
    await waitFor(() => expect(h.called('updateAdviserByJson')).toHaveLength(1));
    expect(h.called('updateAdviserByJson')[0][1]).toEqual({ custId: moved.custId, adviserCode: ZHANG });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ content: `确定将客户“${moved.custName}”从 周婷 调配给 张静 吗？` });
    expect(await screen.findByText(`周婷 名下客户 ${before.length - 1} 位，点击调配给 张静`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(customersOf(ZHANG).map((c) => c.custId)).toContain(moved.custId);
  });

  it('asks for the managers first: no list without 调出, no move without 接收', async () => {
    const h = await open('client/client-regulate');
    expect(await screen.findByText('请先选择调出客户经理', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryRegulateCustList')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '选择调出客户经理' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/common/salesman-list', { back: 'client-regulate', slot: 'from', toCode: undefined, toName: undefined, mode: 'single' }, true]);
  });

  it('moves a batch by certificate number and opens its result; a malformed list is refused as typed', async () => {
    const own = customersOf(ZHOU)[0];
    const h = await open('client/client-regulate', { query: { fromCode: ZHOU, fromName: '周婷', toCode: ZHANG, toName: '张静', mode: 'batch' } });
    const box = await screen.findByPlaceholderText(/例如/, {}, { timeout: 8000 });
    await userEvent.type(box, '12345');
    await userEvent.click(screen.getByRole('button', { name: '批量调配' }));
    expect(await screen.findByText('请输入18位居民身份证号，每行一个')).toBeInTheDocument();
    expect(box).toHaveValue('12345');
    expect(h.called('batchAddCustByCertificateNo')).toEqual([]);
    await userEvent.clear(box);
    await userEvent.click(box);
    await userEvent.paste(own.idNumber);
    await userEvent.click(screen.getByRole('button', { name: '批量调配' }));
    await waitFor(() => expect(h.called('batchAddCustByCertificateNo')).toHaveLength(1));
    expect(h.called('batchAddCustByCertificateNo')[0][1]).toEqual({ certificateNos: own.idNumber, adviserCode: ZHANG });
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    const transfer = sandbox.store.state.custTransfers?.at(-1);
    expect(transfer?.rows.map((r) => r.custId)).toEqual([own.custId]);
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/client/manager-account', { batchNo: transfer?.batchNo }, false]);
    expect(customersOf(ZHANG).map((c) => c.custId)).toContain(own.custId);
  }, 60_000);
});

describe('client/new-client-regulate (route variant)', () => {
  it("lists the branch's customers nobody has bound, without a 调出 manager", async () => {
    const branch = new Set(sandbox.store.state.staff.filter((s) => s.comCode === '11010500').map((s) => s.userCode));
    const expected = unbound().filter((c) => branch.has(c.managerUserCode));
    const h = await open('client/client-regulate', { route: 'NewClientRegulate', query: { toCode: ZHANG, toName: '张静' } });
    expect(await screen.findByText(`本机构未绑定客户 ${expected.length} 位，点击调配给 张静`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('调出客户经理')).toBeNull();
    expect(h.called('queryRegulateCustList')[0][1]).toMatchObject({ scope: 'new', userCode: '' });
  });
});

describe('client/manager-account', () => {
  it('shows the transfer: receiver, counts and each customer\'s outcome', async () => {
    const own = customersOf(ZHOU)[0];
    setSystemComId(COM);
    setToken(await sandbox.login('reviewer', COM));
    await appServices.request('batchAddCustByCertificateNo', { certificateNos: `${own.idNumber}\n110101199001011234`, adviserCode: ZHANG });
    const batchNo = sandbox.store.state.custTransfers?.at(-1)?.batchNo ?? '';
    expect(batchNo).not.toBe('');
    const h = await open('client/manager-account', { query: { batchNo } });
    expect(await screen.findByText('部分客户未调配', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('共 2 位客户，成功 1 位，未成功 1 位，原因见下方')).toBeInTheDocument();
    expect(screen.getByText(`张静（${ZHANG}）`)).toBeInTheDocument();
    expect(screen.getByText(own.custName)).toBeInTheDocument();
    expect(screen.getByText('调配成功')).toBeInTheDocument();
    expect(h.called('queryCustTransferResult')[0][1]).toEqual({ batchNo });
  });

  it('says what is missing without a batch, and shows the failure of an unknown one', async () => {
    await open('client/manager-account');
    expect(await screen.findByText('未指定调配批次', {}, { timeout: 8000 })).toBeInTheDocument();
    await open('client/manager-account', { query: { batchNo: 'TR99999999' } });
    expect(await screen.findByText('未查询到该调配记录', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
