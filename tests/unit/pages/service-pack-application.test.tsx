/**
 * service-pack-application pages against the sandbox (issue 25): the packs of the province with
 * their state and search, adding a vehicle or non-vehicle pack (route variants of one form) with
 * the grouping-code and vehicle-model pickers, the read-only views, the grouping codes.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { FakeRequestError } from '@/react/testing';
import { appServices } from '@/app/services';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';
import { fill, typeDate } from '../../utils/formTyping';
import { rowOf } from '../../utils/listRows';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const PAGE = 'service-pack-application/';
/** Forms that are typed into: antd's controls mount lazily and typing is slow on a loaded CI machine. */
const FORM_TIMEOUT = 90_000;

interface OpenWith {
  query?: Record<string, string>;
  route?: string;
  overrides?: Partial<RuntimeServices>;
}

const open = (page: string, { query = {}, route, overrides = {} }: OpenWith = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, `${PAGE}${page}`, { persona: 'manager', comId: COM, query, route, overrides });

const beijingPacks = () => sandbox.store.state.servicePacks.filter((p) => p.comCode === COM);


startEachTestFresh(sandbox, { resetStore: true });

describe('service-pack-application/service-pack-govern', () => {
  it('lists the province’s packs with their services and grouping code, and filters by state', async () => {
    const h = await open('service-pack-govern');
    const first = beijingPacks()[0];
    expect(await screen.findByText(`本机构共 ${beijingPacks().length} 个服务包`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(rowOf(first.packName)).getByText(new RegExp(`（${first.groupingCode}）`))).toBeInTheDocument();
    expect(h.called('queryServicePackList')[0][1]).toMatchObject({ status: '', keyword: '' });

    await userEvent.click(screen.getByRole('tab', { name: '停用' }));
    await waitFor(() => expect(h.called('queryServicePackList').some(([, p]) => p.status === '0')).toBe(true));
    const stopped = beijingPacks().filter((p) => p.status === '0');
    expect(await screen.findByText(`本机构共 ${stopped.length} 个服务包`)).toBeInTheDocument();
  });

  it('stops a pack after a confirmation, and the card then says so', async () => {
    const pack = beijingPacks().find((p) => p.status === '1');
    if (!pack) throw new Error('no active pack in the seed');
    // The action sheet's second option: 停用.
    const h = await open('service-pack-govern', { overrides: { actionSheet: async () => 1 } });
    await screen.findByText(pack.packName, {}, { timeout: 8000 });
    await userEvent.click(rowOf(pack.packName));
    await waitFor(() => expect(h.called('updateServicePackStatus')).toHaveLength(1));
    expect(h.called('updateServicePackStatus')[0][1]).toEqual({ packId: pack.packId, status: '0' });
    expect(h.rt.callsOf('confirm')[0][0]).toMatchObject({ title: '停用服务包', okText: '停用' });
    expect(sandbox.store.state.servicePacks.find((p) => p.packId === pack.packId)?.status).toBe('0');
    await waitFor(() => expect(within(rowOf(pack.packName)).getByText('停用')).toBeInTheDocument());
  });

  it('opens the view of a pack of its own kind', async () => {
    const pack = beijingPacks().find((p) => !p.vehicle);
    if (!pack) throw new Error('no non-vehicle pack in the seed');
    const h = await open('service-pack-govern', { query: { keyword: pack.packName } });
    await screen.findByText(pack.packName, {}, { timeout: 8000 });
    expect(h.called('queryServicePackList')[0][1]).toMatchObject({ keyword: pack.packName });
    await userEvent.click(rowOf(pack.packName));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/view-added-service-pack-nocar', { packId: pack.packId }, false]);
  });

  it('says so when the packs cannot be loaded', async () => {
    const request: RuntimeServices['request'] = (api, params, data) =>
      api === 'queryServicePackList' ? Promise.reject(new FakeRequestError('服务包服务繁忙，请稍后再试', api)) : appServices.request(api, params, data);
    await open('service-pack-govern', { overrides: { request } });
    expect(await screen.findByText(/服务包服务繁忙，请稍后再试/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /重试/ })).toBeInTheDocument();
  });
});

const dayAfter = (days: number): string => new Date(Date.now() + 8 * 3600000 + days * 86400000).toISOString().slice(0, 10);

/** The number input of the form field labelled `label` (shown once its service is ticked). */
async function countInput(label: string): Promise<HTMLElement> {
  const text = await screen.findByText(label, {}, { timeout: 8000 });
  const item = text.closest('[class*="-layout-vertical"]');
  if (!(item instanceof HTMLElement)) throw new Error(`no form item for ${label}`);
  return within(item).findByRole('spinbutton');
}


describe('service-pack-application/newly-added-service-pack (vehicle and non-vehicle routes)', () => {
  it('saves a vehicle pack with the picked grouping code, models and service counts, then opens its view', async () => {
    const query = { groupingCode: 'FZ11002', groupingName: '新能源车主客户', modelCodes: 'LGXC74C4,LRWYGCEK', modelNames: '比亚迪 秦PLUS DM-i 55KM 领先型、特斯拉 Model Y 后轮驱动版' };
    const h = await open('newly-added-service-pack', { query, route: 'NewlyAddedServicePack' });
    expect(await screen.findByText('新能源车主客户', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(query.modelNames)).toBeInTheDocument();
    // Vehicle services only.
    expect(await screen.findByText('道路救援', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('在线问诊')).toBeNull();
    await fill(screen.getByPlaceholderText('请输入服务包名称'), '新能源尊享包');
    await typeDate('请选择生效日期', dayAfter(1));
    await typeDate('请选择失效日期', dayAfter(366));
    await userEvent.click(screen.getByText('道路救援'));
    await userEvent.click(screen.getByText('精致洗车'));
    const washes = await countInput('精致洗车次数');
    await userEvent.clear(washes);
    await userEvent.type(washes, '4');
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(h.called('saveServicePack')).toHaveLength(1));
    expect(h.called('saveServicePack')[0][1]).toMatchObject({
      packType: '1',
      packName: '新能源尊享包',
      validFrom: dayAfter(1),
      validTo: dayAfter(366),
      itemCodes: ['S01', 'S03'],
      times: { S01: 3, S03: 4 },
      groupingCode: 'FZ11002',
      modelCodes: 'LGXC74C4,LRWYGCEK',
    });
    const saved = sandbox.store.state.servicePacks.find((p) => p.packName === '新能源尊享包');
    expect(saved?.items).toEqual([{ itemCode: 'S01', itemName: '道路救援', times: 3 }, { itemCode: 'S03', itemName: '精致洗车', times: 4 }]);
    expect(saved?.models?.map((m) => m.modelCode)).toEqual(['LGXC74C4', 'LRWYGCEK']);
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/view-added-service-pack', { packId: saved?.packId }, true]);
  }, FORM_TIMEOUT);

  it('asks for a grouping code without losing what was typed; the picker gets the pack’s kind and comes back to a form that kept it', async () => {
    const h = await open('newly-added-service-pack', { route: 'NewlyAddedServicePackNocar' });
    expect(await screen.findByText('在线问诊', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('道路救援')).toBeNull();
    expect(screen.queryByText('适用车型')).toBeNull();
    await fill(screen.getByPlaceholderText('请输入服务包名称'), '家庭健康礼包');
    await typeDate('请选择生效日期', dayAfter(2));
    await typeDate('请选择失效日期', dayAfter(200));
    await userEvent.click(screen.getByText('在线问诊'));
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(h.rt.callsOf('toast')).toContainEqual(['请选择客户分组代码', 'warning']));
    expect(h.called('saveServicePack')).toHaveLength(0);
    expect(screen.getByDisplayValue('家庭健康礼包')).toBeInTheDocument();

    await userEvent.click(screen.getByText('客户分组代码'));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/prpdict-list', expect.objectContaining({ kind: 'nocar', codeType: 'groupingCode' }), true]);

    // The picker returns here (a new mount): the typed values come back from the draft.
    cleanup();
    await open('newly-added-service-pack', { route: 'NewlyAddedServicePackNocar', query: { groupingCode: 'FC11005', groupingName: '家庭健康险客户' } });
    expect(await screen.findByDisplayValue('家庭健康礼包', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('家庭健康险客户')).toBeInTheDocument();
  }, FORM_TIMEOUT);

  it('keeps each kind’s draft to its own route: a non-vehicle pack typed is not offered as a vehicle pack', async () => {
    await open('newly-added-service-pack', { route: 'NewlyAddedServicePackNocar' });
    await screen.findByText('在线问诊', {}, { timeout: 8000 });
    await fill(screen.getByPlaceholderText('请输入服务包名称'), '家庭健康礼包');

    cleanup();
    await open('newly-added-service-pack', { route: 'NewlyAddedServicePack' });
    await screen.findByText('年检代办', {}, { timeout: 8000 });
    expect(screen.queryByDisplayValue('家庭健康礼包')).toBeNull();
    expect(screen.queryByText('已恢复上次未发送的内容')).toBeNull();

    cleanup();
    await open('newly-added-service-pack', { route: 'NewlyAddedServicePackNocar' });
    expect(await screen.findByDisplayValue('家庭健康礼包', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('已恢复上次未发送的内容')).toBeInTheDocument();
  }, FORM_TIMEOUT);

  it('keeps the form when the server refuses the pack, and says why', async () => {
    const taken = beijingPacks().find((p) => p.vehicle);
    if (!taken) throw new Error('no vehicle pack');
    const h = await open('newly-added-service-pack', { route: 'NewlyAddedServicePack', query: { groupingCode: 'FZ11001', groupingName: '高价值车主客户' } });
    await screen.findByText('年检代办', {}, { timeout: 8000 });
    await fill(screen.getByPlaceholderText('请输入服务包名称'), taken.packName);
    await typeDate('请选择生效日期', dayAfter(1));
    await typeDate('请选择失效日期', dayAfter(30));
    await userEvent.click(screen.getByText('年检代办'));
    await userEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() => expect(h.called('saveServicePack')).toHaveLength(1));
    await waitFor(() => expect(h.rt.callsOf('toast').map((t) => t[0])).toContain(`本机构已有名为“${taken.packName}”的服务包`));
    expect(screen.getByDisplayValue(taken.packName)).toBeInTheDocument();
    expect(h.rt.callsOf('navigate')).toHaveLength(0);
  }, FORM_TIMEOUT);
});

describe('service-pack-application/view-added-service-pack (vehicle and non-vehicle routes)', () => {
  it('shows a vehicle pack with its services, grouping code and models; the code opens its view', async () => {
    const pack = beijingPacks().find((p) => p.vehicle);
    if (!pack) throw new Error('no vehicle pack');
    const h = await open('view-added-service-pack', { route: 'ViewAddedServicePack', query: { packId: pack.packId } });
    expect(await screen.findByText(pack.packName, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryServicePackDetail')[0][1]).toEqual({ packId: pack.packId });
    for (const item of pack.items) expect(screen.getByText(item.itemName)).toBeInTheDocument();
    expect(screen.getByText('不限车型')).toBeInTheDocument();
    await userEvent.click(screen.getByText('客户分组代码'));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/view-grouping-code', { groupingCode: pack.groupingCode }, false]);
  });

  it('says a pack of the other kind is not this kind’s and opens its own view', async () => {
    const pack = beijingPacks().find((p) => p.vehicle);
    if (!pack) throw new Error('no vehicle pack');
    const h = await open('view-added-service-pack', { route: 'ViewAddedServicePackNocar', query: { packId: pack.packId } });
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('该服务包不是非车服务包', {}, { timeout: 8000 });
    expect(screen.queryByText('服务内容')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看该服务包' }));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/view-added-service-pack', { packId: pack.packId }, true]);
  });

  it('without ?packId loads nothing and offers the pack list; another province’s pack is refused', async () => {
    const h = await open('view-added-service-pack', { route: 'ViewAddedServicePack' });
    // An empty state's text is checked as found: the lazy antd Empty replaces its stand-in.
    await screen.findByText('未指定服务包', {}, { timeout: 8000 });
    expect(h.called('queryServicePackDetail')).toHaveLength(0);
    cleanup();
    const sichuan = sandbox.store.state.servicePacks.find((p) => p.comCode === '51000000');
    await open('view-added-service-pack', { route: 'ViewAddedServicePack', query: { packId: sichuan?.packId ?? '' } });
    expect(await screen.findByText(/服务包不存在或不属于本机构/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(sichuan?.packName ?? '-')).toBeNull();
  });
});

describe('service-pack-application/customer-grouping-code and view-grouping-code', () => {
  it('lists the non-vehicle grouping codes only on the -nocar route, and opens the -nocar view', async () => {
    const codes = (sandbox.store.state.groupingCodes ?? []).filter((g) => g.comCode === COM && g.kind === 'nocar');
    const h = await open('customer-grouping-code', { route: 'CustomerGroupingCodeNocar' });
    expect(await screen.findByText(`共 ${codes.length} 个非车客户分组代码，分组代码由总公司统一维护`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryGroupingCodeList')[0][1]).toMatchObject({ kind: 'nocar' });
    expect(screen.queryByText('高价值车主客户')).toBeNull();
    await userEvent.click(rowOf(codes[0].groupingName));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/view-grouping-code-nocar', { groupingCode: codes[0].groupingCode }, false]);
  });

  it('shows a code’s conditions and the packs that use it', async () => {
    const pack = beijingPacks().find((p) => p.vehicle);
    const code = (sandbox.store.state.groupingCodes ?? []).find((g) => g.groupingCode === pack?.groupingCode);
    if (!pack || !code) throw new Error('no pack with a grouping code');
    const h = await open('view-grouping-code', { route: 'ViewGroupingCode', query: { groupingCode: code.groupingCode } });
    expect(await screen.findByText(code.conditions[0], {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByText(pack.packName));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/service-pack-application/view-added-service-pack', { packId: pack.packId }, false]);
  });
});

describe('service-pack-application pickers', () => {
  it('prpdict-list offers the active codes of the pack’s kind and returns the pick to the form, with the models picked before', async () => {
    const query = { codeType: 'groupingCode', kind: 'car', modelCodes: 'LRWYGCEK', modelNames: '特斯拉 Model Y 后轮驱动版' };
    const h = await open('prpdict-list', { query });
    expect(await screen.findByText(/新能源车主客户\s+FZ11002/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(h.called('queryPrpDictList')[0][1]).toMatchObject({ codeType: 'groupingCode', kind: 'car' });
    // Stopped codes and non-vehicle codes are not offered.
    expect(screen.queryByText(/营运货车客户/)).toBeNull();
    expect(screen.queryByText(/家庭健康险客户/)).toBeNull();
    await userEvent.click(screen.getByText(/新能源车主客户\s+FZ11002/));
    expect(h.rt.callsOf('navigate')[0]).toEqual([
      '/service-pack-application/newly-added-service-pack',
      { groupingCode: 'FZ11002', groupingName: '新能源车主客户', modelCodes: 'LRWYGCEK', modelNames: '特斯拉 Model Y 后轮驱动版' },
      true,
    ]);
  });

  it('vehicle-model-inquiry searches by brand and adds the model to those already picked', async () => {
    const query = { groupingCode: 'FZ11002', groupingName: '新能源车主客户', modelCodes: 'LRWYGCEK', modelNames: '特斯拉 Model Y 后轮驱动版' };
    const h = await open('vehicle-model-inquiry', { query });
    await screen.findByText('大众 朗逸 1.5L 自动舒适版', {}, { timeout: 8000 });
    await fill(screen.getByPlaceholderText('输入品牌或车型，如 比亚迪'), '比亚迪');
    expect(await screen.findByText('比亚迪 宋PLUS EV 旗舰型')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('大众 朗逸 1.5L 自动舒适版')).toBeNull());
    expect(h.called('queryVehicleModelList').at(-1)?.[1]).toMatchObject({ keyword: '比亚迪' });
    await userEvent.click(screen.getByText('比亚迪 宋PLUS EV 旗舰型'));
    expect(h.rt.callsOf('navigate')[0]).toEqual([
      '/service-pack-application/newly-added-service-pack',
      { groupingCode: 'FZ11002', groupingName: '新能源车主客户', modelCodes: 'LRWYGCEK,LGXE77D2', modelNames: '特斯拉 Model Y 后轮驱动版、比亚迪 宋PLUS EV 旗舰型' },
      true,
    ]);
  });
});
