/**
 * Service packs, customer grouping codes, the code pickers and the vehicle model library
 * (/wecom/api/servicePack, assumed calls: the spec names none). Everything is the caller's
 * province's; a staff session is required.
 */
import { Reply } from '@sandbox/reply';
import { CAR_MODELS } from '@sandbox/seed/refVehicles';
import { ITEMS, NON_VEHICLE_ITEMS } from '@sandbox/seed/valueAdded';
import type { GroupingCode, PackModel, ServiceItem, ServicePack } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { DAY_MS, fmtDate, fmtDateTime, parseCst } from '@sandbox/util/dates';
import type { JsonObject } from '@sandbox/util/json';
import { isJsonObject } from '@sandbox/util/json';
import { flat, list, num, obj, paginate, search, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

const STAFF_ONLY = '仅企业微信内部员工可以管理服务包';
const PACK_STATUS: Record<ServicePack['status'], string> = { '1': '启用', '0': '停用' };
const CODE_STATUS: Record<GroupingCode['status'], string> = { '1': '有效', '0': '已停用' };

/** Vehicle models of the library, with a stable code each. */
export const VEHICLE_MODELS = CAR_MODELS.map((m) => ({
  modelCode: `${m.wmi}${m.vds}`,
  modelName: `${m.brand} ${m.model}`,
  brandName: m.brand,
  vehicleType: m.vehicleType,
  seats: m.seats,
  price: m.price,
  newEnergy: m.newEnergy,
}));

export const groupingCodesOf = (ctx: HandlerContext): GroupingCode[] => (ctx.state.groupingCodes ?? []).filter((g) => g.comCode === ctx.comId);

const packsOf = (ctx: HandlerContext): ServicePack[] => ctx.state.servicePacks.filter((p) => p.comCode === ctx.comId);

const kindOf = (p: JsonObject): 'car' | 'nocar' | '' => {
  const k = str(p, 'kind', 'packType');
  return k === 'car' || k === '1' ? 'car' : k === 'nocar' || k === '2' ? 'nocar' : '';
};

function validity(p: ServicePack): { validFrom: string; validTo: string } {
  const from = p.validFrom ?? p.createTime.slice(0, 10);
  return { validFrom: from, validTo: p.validTo ?? fmtDate(parseCst(from) + p.validDays * DAY_MS) };
}

export function packView(ctx: HandlerContext, p: ServicePack): Record<string, unknown> {
  const code = (ctx.state.groupingCodes ?? []).find((g) => g.groupingCode === p.groupingCode);
  const dates = validity(p);
  const expired = p.status === '1' && dates.validTo < fmtDate(ctx.now);
  return {
    packId: p.packId,
    packName: p.packName,
    packType: p.vehicle ? '1' : '2',
    kind: p.vehicle ? 'car' : 'nocar',
    packTypeName: p.vehicle ? '车险服务包' : '非车服务包',
    groupingCode: p.groupingCode,
    groupingName: code?.groupingName ?? '',
    items: p.items,
    itemSummary: p.items.map((i) => `${i.itemName}×${i.times}`).join('、'),
    price: p.price,
    ...dates,
    status: p.status,
    statusName: expired ? '已过期' : PACK_STATUS[p.status],
    createTime: p.createTime,
    models: p.models ?? [],
    modelSummary: p.models?.length ? p.models.map((m) => m.modelName).join('、') : '不限车型',
    remark: p.remark ?? '',
    creatorName: p.creatorName ?? '系统管理员',
  };
}

function codeView(ctx: HandlerContext, g: GroupingCode): Record<string, unknown> {
  const packs = ctx.state.servicePacks.filter((p) => p.groupingCode === g.groupingCode);
  return {
    ...g,
    kindName: g.kind === 'car' ? '车险客户' : '非车客户',
    statusName: CODE_STATUS[g.status],
    conditionSummary: g.conditions.join('；'),
    packCount: packs.length,
  };
}

function queryPacks(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const kind = kindOf(p);
  const status = str(p, 'status');
  let rows = packsOf(ctx).filter((x) => (!kind || x.vehicle === (kind === 'car')) && (!status || x.status === status));
  rows = search(rows, str(p, 'keyword', 'packName'), [(x) => x.packName, (x) => x.packId, (x) => x.groupingCode]);
  rows.sort((a, b) => b.createTime.localeCompare(a.createTime));
  return paginate(rows.map((x) => packView(ctx, x)), p);
}

function packDetail(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const packId = str(flat(ctx.params), 'packId', 'id');
  if (!packId) return Reply.fail('缺少服务包编号');
  const pack = packsOf(ctx).find((x) => x.packId === packId);
  return pack ? packView(ctx, pack) : Reply.fail('服务包不存在或不属于本机构');
}

/**
 * Items of the pack: itemCodes (list) with times {code: n}, as the form sends them, or items
 * [{itemCode, times}] (or its JSON text); only the kind's own services with a count of 1 or more.
 */
function itemsOf(p: JsonObject, vehicle: boolean): ServiceItem[] {
  const catalogue = vehicle ? ITEMS : NON_VEHICLE_ITEMS;
  const times = obj(p, 'times');
  let entries: Array<{ code: string; times: number }> = list(p, 'itemCodes').map((code) => ({ code, times: num(times, 0, code) }));
  if (!entries.length) {
    let raw: unknown = p.items;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        raw = [];
      }
    }
    entries = (Array.isArray(raw) ? raw : []).filter(isJsonObject).map((e) => ({ code: str(e, 'itemCode'), times: num(e, 0, 'times') }));
  }
  const out: ServiceItem[] = [];
  for (const entry of entries) {
    const item = catalogue.find((i) => i.itemCode === entry.code);
    const n = Math.floor(entry.times);
    if (item && n > 0 && !out.some((o) => o.itemCode === item.itemCode)) out.push({ itemCode: item.itemCode, itemName: item.itemName, times: n });
  }
  return out;
}

function savePack(ctx: HandlerContext): unknown {
  const staff = ctx.staff;
  if (!staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const kind = kindOf(p);
  if (!kind) return Reply.fail('缺少服务包类型');
  const vehicle = kind === 'car';
  const packName = str(p, 'packName').trim();
  if (!packName) return Reply.fail('请填写服务包名称');
  if (packsOf(ctx).some((x) => x.packName === packName)) return Reply.fail(`本机构已有名为“${packName}”的服务包`);
  const validFrom = str(p, 'validFrom');
  const validTo = str(p, 'validTo');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(validFrom) || !/^\d{4}-\d{2}-\d{2}$/.test(validTo)) return Reply.fail('请选择有效期');
  if (validTo < validFrom) return Reply.fail('有效期止期不能早于起期');
  const items = itemsOf(p, vehicle);
  if (!items.length) return Reply.fail('请至少选择一项服务并填写次数');
  const code = groupingCodesOf(ctx).find((g) => g.groupingCode === str(p, 'groupingCode'));
  if (!code || code.status !== '1') return Reply.fail('请选择有效的客户分组代码');
  if (code.kind !== kind) return Reply.fail(`分组代码“${code.groupingName}”不适用于${vehicle ? '车险' : '非车'}服务包`);
  const models: PackModel[] = vehicle
    ? list(p, 'modelCodes')
        .map((c) => VEHICLE_MODELS.find((m) => m.modelCode === c))
        .filter((m): m is (typeof VEHICLE_MODELS)[number] => Boolean(m))
        .map((m) => ({ modelCode: m.modelCode, modelName: m.modelName }))
    : [];
  return ctx.store.write((s) => {
    const pack: ServicePack = {
      packId: nextId(s, 'SPN', 4),
      packName,
      comCode: ctx.comId,
      vehicle,
      groupingCode: code.groupingCode,
      items,
      price: Math.max(0, Math.floor(num(p, 0, 'price'))),
      validDays: Math.round((parseCst(validTo) - parseCst(validFrom)) / DAY_MS),
      status: '1',
      createTime: fmtDateTime(ctx.now),
      validFrom,
      validTo,
      models,
      remark: str(p, 'remark').slice(0, 200),
      creatorName: staff.userName,
    };
    s.servicePacks.unshift(pack);
    return packView(ctx, pack);
  });
}

function updatePackStatus(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const status = str(p, 'status');
  if (status !== '0' && status !== '1') return Reply.fail('状态不正确');
  const packId = str(p, 'packId', 'id');
  if (!packsOf(ctx).some((x) => x.packId === packId)) return Reply.fail('服务包不存在或不属于本机构');
  return ctx.store.write((s) => {
    const pack = s.servicePacks.find((x) => x.packId === packId && x.comCode === ctx.comId);
    if (!pack) return Reply.fail('服务包不存在或不属于本机构');
    pack.status = status;
    return packView(ctx, pack);
  });
}

function queryCodes(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const kind = kindOf(p);
  const status = str(p, 'status');
  let rows = groupingCodesOf(ctx).filter((g) => (!kind || g.kind === kind) && (!status || g.status === status));
  rows = search(rows, str(p, 'keyword'), [(g) => g.groupingCode, (g) => g.groupingName]);
  return paginate(rows.map((g) => codeView(ctx, g)), p);
}

function codeDetail(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const code = str(flat(ctx.params), 'groupingCode', 'code');
  if (!code) return Reply.fail('缺少客户分组代码');
  const g = groupingCodesOf(ctx).find((x) => x.groupingCode === code);
  if (!g) return Reply.fail('客户分组代码不存在或不属于本机构');
  const packs = ctx.state.servicePacks
    .filter((x) => x.groupingCode === g.groupingCode)
    .map((x) => ({ packId: x.packId, packName: x.packName, status: x.status, statusName: packView(ctx, x).statusName }));
  return { ...codeView(ctx, g), packs };
}

function prpDict(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  const kind = kindOf(p);
  const type = str(p, 'codeType');
  let rows: Array<{ code: string; name: string; remark: string }>;
  if (type === 'groupingCode') {
    rows = groupingCodesOf(ctx)
      .filter((g) => g.status === '1' && (!kind || g.kind === kind))
      .map((g) => ({ code: g.groupingCode, name: g.groupingName, remark: g.conditions.join('；') }));
  } else if (type === 'servicePack') {
    const today = fmtDate(ctx.now);
    rows = packsOf(ctx)
      .filter((x) => x.status === '1' && validity(x).validTo >= today && (!kind || x.vehicle === (kind === 'car')))
      .map((x) => ({ code: x.packId, name: x.packName, remark: x.items.map((i) => `${i.itemName}×${i.times}`).join('、') }));
  } else return Reply.fail('代码类型不正确');
  return paginate(search(rows, str(p, 'keyword'), [(r) => r.code, (r) => r.name]), p, 20);
}

function vehicleModels(ctx: HandlerContext): unknown {
  if (!ctx.staff) return Reply.fail(STAFF_ONLY);
  const p = flat(ctx.params);
  return paginate(search(VEHICLE_MODELS, str(p, 'keyword'), [(m) => m.modelName, (m) => m.vehicleType]), p, 10);
}

export const servicePackHandlers: HandlerMap = {
  queryServicePackList: queryPacks,
  queryServicePackDetail: packDetail,
  saveServicePack: savePack,
  updateServicePackStatus: updatePackStatus,
  queryGroupingCodeList: queryCodes,
  queryGroupingCodeDetail: codeDetail,
  queryPrpDictList: prpDict,
  queryVehicleModelList: vehicleModels,
};
