/**
 * workplace-info pages against the sandbox: workplace binding shows the bound workplace, binds or
 * changes it after a confirm, and unbinds after a confirm; sign-in then follows the binding.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type RecordedRequest, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { rowOf } from '../../utils/listRows';

const sandbox = startSandbox();
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

startEachTestFresh(sandbox, { resetStore: true });

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

const ADMIN = 'reviewer';
const placeOf = (id: string) => sandbox.store.state.workplaces.find((w) => w.workplaceId === id);

describe('workplace-info/workplace-location-manage', () => {
  it('lists the province workplaces with radius and bound staff; an administrator edits or adds', async () => {
    const h = await open('workplace-info/workplace-location-manage', ADMIN);
    expect(await screen.findByText('共 4 个，点击编辑', {}, { timeout: 8000 })).toBeInTheDocument();
    const bound = sandbox.store.state.workplaceBinds.filter((b) => b.workplaceId === 'WP1101').length;
    expect(bound).toBeGreaterThan(0);
    const row = rowOf('北京朝阳职场');
    expect(within(row).getByText('北京市朝阳区建国路88号')).toBeInTheDocument();
    expect(within(row).getByText(`签到范围 300 米 · 已绑定 ${bound} 人`)).toBeInTheDocument();
    expect(screen.queryByText('成都锦江职场')).toBeNull();
    expect(screen.queryByText(/职场位置由分公司管理员维护/)).toBeNull();
    await userEvent.click(row);
    await userEvent.click(screen.getByRole('button', { name: '新增职场' }));
    expect(h.rt.callsOf('navigate')).toEqual([
      ['/workplace-info/workplace-address', { workplaceId: 'WP1101' }, false],
      ['/workplace-info/workplace-address', {}, false],
    ]);
  });

  it('is read-only for staff who are not administrators', async () => {
    const h = await open('workplace-info/workplace-location-manage');
    expect(await screen.findByText(/职场位置由分公司管理员维护/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('共 4 个，点击查看')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增职场' })).toBeNull();
    await userEvent.click(rowOf('北京西城职场'));
    expect(h.rt.callsOf('navigate')).toEqual([['/workplace-info/workplace-address', { workplaceId: 'WP1104' }, false]]);
  });

  it('is linked from workplace binding for administrators only', async () => {
    const admin = await open('workplace-info/workplace-binding', ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: '职场位置管理' }, { timeout: 8000 }));
    expect(admin.rt.callsOf('navigate')).toEqual([['/workplace-info/workplace-location-manage', {}, false]]);
    cleanup();
    await open('workplace-info/workplace-binding');
    await screen.findByText('已绑定职场', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: '职场位置管理' })).toBeNull();
  });
});

describe('workplace-info/workplace-address', () => {
  it('edits a workplace: saves the changed radius and address, then goes back', async () => {
    const page = await openSandboxPage(sandbox, 'workplace-info/workplace-address', { persona: ADMIN, comId: COM, query: { workplaceId: 'WP1102' } });
    expect(await screen.findByDisplayValue('北京望京营业部', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByDisplayValue('北京市朝阳区望京街10号')).toBeInTheDocument();
    expect(screen.getByText('暂无员工绑定此职场，修改后员工绑定即按新的位置和签到范围签到。')).toBeInTheDocument();
    // The form renders its first fields at once and the rest a moment later.
    const radius = await screen.findByPlaceholderText('如：300');
    expect(screen.getByDisplayValue('39.996000')).toBeInTheDocument();
    await userEvent.clear(radius);
    await userEvent.type(radius, '350');
    const address = screen.getByDisplayValue('北京市朝阳区望京街10号');
    await userEvent.clear(address);
    await userEvent.type(address, '北京市朝阳区望京街10号望京SOHO T1');
    await userEvent.click(screen.getByRole('button', { name: '保存修改' }));
    await waitFor(() => expect(page.called('workplacePositionSave')).toHaveLength(1));
    expect(page.called('workplacePositionSave')[0][1]).toMatchObject({ workplaceId: 'WP1102', workplaceName: '北京望京营业部', radius: 350, lat: 39.996, lng: 116.4811 });
    expect(placeOf('WP1102')).toMatchObject({ radius: 350, address: '北京市朝阳区望京街10号望京SOHO T1' });
    await waitFor(() => expect(page.rt.callsOf('back')).toHaveLength(1));
    expect(page.rt.callsOf('toast')).toContainEqual(['已保存职场信息', 'success']);
  });

  it('adds a workplace that then appears in the binding list', async () => {
    const h = await open('workplace-info/workplace-address', ADMIN);
    expect(await screen.findByText('本省现有 4 个职场。新增后员工即可在职场绑定中选择它。', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('如：北京朝阳职场'), '北京东城职场');
    await userEvent.type(screen.getByPlaceholderText('省、市、区及街道门牌号'), '北京市东城区东长安街1号');
    await userEvent.type(screen.getByPlaceholderText('如：39.9087'), '39.9096');
    await userEvent.type(screen.getByPlaceholderText('如：116.4651'), '116.4109');
    await userEvent.click(screen.getByRole('button', { name: '新增职场' }));
    await waitFor(() => expect(called(h, 'workplacePositionSave')).toHaveLength(1));
    expect(called(h, 'workplacePositionSave')[0][1]).toMatchObject({ workplaceName: '北京东城职场', radius: 300, lat: 39.9096, lng: 116.4109 });
    expect(sandbox.store.state.workplaces.find((w) => w.workplaceName === '北京东城职场')).toMatchObject({ address: '北京市东城区东长安街1号', radius: 300 });
    await waitFor(() => expect(h.rt.callsOf('back')).toHaveLength(1));

    cleanup();
    await open('workplace-info/workplace-binding', ADMIN);
    expect(await screen.findByText('北京东城职场', {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('does not save without the required fields or with a radius out of range', async () => {
    const h = await open('workplace-info/workplace-address', ADMIN);
    await screen.findByText(/本省现有 4 个职场/, {}, { timeout: 8000 });
    await userEvent.type(screen.getByPlaceholderText('如：北京朝阳职场'), '北京通州职场');
    const radius = screen.getByPlaceholderText('如：300');
    await userEvent.clear(radius);
    await userEvent.type(radius, '5000');
    await userEvent.click(screen.getByRole('button', { name: '新增职场' }));
    await new Promise((r) => setTimeout(r, 300));
    expect(called(h, 'workplacePositionSave')).toHaveLength(0);
    expect(sandbox.store.state.workplaces).toHaveLength(9);
  });

  it('shows a workplace read-only to staff who are not administrators, and no adding', async () => {
    await openSandboxPage(sandbox, 'workplace-info/workplace-address', { persona: 'manager', comId: COM, query: { workplaceId: 'WP1101' } });
    expect(await screen.findByText('职场位置由分公司管理员维护', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('北京市朝阳区建国路88号')).toBeInTheDocument();
    expect(screen.getByText('300 米以内')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存修改' })).toBeNull();
    cleanup();
    const h = await open('workplace-info/workplace-address');
    expect(await screen.findByText('仅分公司管理员可新增职场', {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '查看本省职场' }));
    expect(h.rt.callsOf('navigate')).toEqual([['/workplace-info/workplace-location-manage', {}, true]]);
  });
});
