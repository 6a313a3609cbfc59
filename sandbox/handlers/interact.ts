/** Interact platform materials and workplace sign-in (domain "interact", older answer layer). */
import { Reply } from '@sandbox/reply';
import type { Workplace } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { cstStartOfDay, DAY_MS, fmtDate, fmtDateTime } from '@sandbox/util/dates';
import { flat, num, paginate, search, str } from './params';
import { scriptList } from './poster';
import type { HandlerContext, HandlerMap } from './types';

/** Great-circle distance in metres. */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return Math.round(6371000 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a)));
}

function graphicList(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const categoryId = str(p, 'categoryId', 'classId');
  let items = ctx.state.articles.filter((a) => a.comCode === '00000000' && (!categoryId || a.categoryId === categoryId));
  items = search(items, str(p, 'keyword', 'title'), [(a) => a.title]);
  return paginate(
    items.map((a) => ({ graphicId: a.newsId, newsId: a.newsId, title: a.title, digest: a.digest, coverUrl: a.coverUrl, publishTime: a.publishTime, readCount: a.readCount, categoryId: a.categoryId })),
    ctx.params,
  );
}

function graphicById(ctx: HandlerContext): unknown {
  const id = str(flat(ctx.params), 'graphicId', 'newsId', 'id');
  const a = ctx.state.articles.find((x) => x.newsId === id);
  return a ? { graphicId: a.newsId, ...a } : Reply.fail('素材不存在');
}

interface Distribution {
  distributeId: string;
  title: string;
  resourceType: 'news' | 'poster';
  resourceId: string;
  coverUrl: string;
  startDate: string;
  endDate: string;
  targetCount: number;
  finishedCount: number;
}

/** Marketing distributions: the newest articles and posters pushed to staff to share this fortnight. */
export function distributions(ctx: HandlerContext): Distribution[] {
  const start = cstStartOfDay(ctx.now) - 3 * DAY_MS;
  const news = ctx.state.articles.slice(-6).map((a, i): Distribution => ({
    distributeId: `MD${a.newsId.slice(-4)}`, title: `转发文章：${a.title}`, resourceType: 'news', resourceId: a.newsId, coverUrl: a.coverUrl,
    startDate: fmtDate(start - i * DAY_MS), endDate: fmtDate(start + 11 * DAY_MS), targetCount: 30, finishedCount: (i * 7) % 31,
  }));
  const posters = ctx.state.posters.slice(0, 4).map((x, i): Distribution => ({
    distributeId: `MD${x.posterId.slice(-4)}`, title: `分享海报：${x.posterName}`, resourceType: 'poster', resourceId: x.posterId, coverUrl: x.imageUrl,
    startDate: fmtDate(start - i * DAY_MS), endDate: fmtDate(start + 11 * DAY_MS), targetCount: 20, finishedCount: (i * 5) % 21,
  }));
  return [...news, ...posters];
}

function distributionDetail(ctx: HandlerContext): unknown {
  const id = str(flat(ctx.params), 'distributeId', 'id');
  const d = distributions(ctx).find((x) => x.distributeId === id) ?? distributions(ctx)[0];
  return { ...d, receivers: ctx.state.staff.filter((s) => s.comId === ctx.comId).slice(0, 8).map((s, i) => ({ userCode: s.userCode, userName: s.userName, finished: i % 3 !== 0 })) };
}

function boundWorkplace(ctx: HandlerContext): Workplace | undefined {
  const bind = ctx.state.workplaceBinds.find((b) => b.userCode === ctx.user?.userCode);
  return bind ? ctx.state.workplaces.find((w) => w.workplaceId === bind.workplaceId) : undefined;
}

function queryBind(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const lat = num(p, Number.NaN, 'lat', 'latitude');
  const lng = num(p, Number.NaN, 'lng', 'longitude');
  const bound = boundWorkplace(ctx);
  const workplaces = ctx.state.workplaces
    .filter((w) => w.comCode.slice(0, 2) === ctx.comId.slice(0, 2))
    .map((w) => ({ ...w, distance: Number.isFinite(lat) && Number.isFinite(lng) ? distanceMetres(lat, lng, w.lat, w.lng) : null, bound: w.workplaceId === bound?.workplaceId }));
  const bindTime = ctx.state.workplaceBinds.find((b) => b.userCode === ctx.user?.userCode)?.bindTime ?? '';
  return { bound: bound ? { ...bound, bindTime } : null, workplaces };
}

/** The province's workplaces (same first two digits of comId) for location management. */
function provinceWorkplaces(ctx: HandlerContext): Workplace[] {
  return ctx.state.workplaces.filter((w) => w.comCode.slice(0, 2) === ctx.comId.slice(0, 2));
}

/** Workplace location management: the province's workplaces with their bound-staff count, or one. */
function queryPositions(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const id = str(p, 'workplaceId', 'positionId', 'id');
  let items = provinceWorkplaces(ctx).filter((w) => !id || w.workplaceId === id);
  if (id && !items.length) return Reply.fail('职场不存在或不属于本省');
  items = search(items, str(p, 'keyword', 'workplaceName'), [(w) => w.workplaceName, (w) => w.address]);
  const rows = items.map((w) => ({ ...w, bindCount: ctx.state.workplaceBinds.filter((b) => b.workplaceId === w.workplaceId).length }));
  return { list: rows, total: rows.length };
}

/** Adds (no workplaceId) or edits a workplace; branch administrators only. */
function savePosition(ctx: HandlerContext): unknown {
  if (!ctx.staff?.roles.includes('admin')) return Reply.fail('您没有职场位置维护权限，请联系分公司管理员');
  const p = flat(ctx.params);
  const id = str(p, 'workplaceId', 'positionId', 'id');
  const workplaceName = str(p, 'workplaceName', 'name').trim();
  const address = str(p, 'address').trim();
  const lat = num(p, Number.NaN, 'lat', 'latitude');
  const lng = num(p, Number.NaN, 'lng', 'longitude');
  const radius = num(p, Number.NaN, 'radius');
  if (!workplaceName) return Reply.fail('职场名称不能为空');
  if (!address) return Reply.fail('职场地址不能为空');
  if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) return Reply.fail('职场经纬度不正确');
  if (!(radius >= 50 && radius <= 1000)) return Reply.fail('签到范围须在 50 至 1000 米之间');
  const own = provinceWorkplaces(ctx);
  if (own.some((w) => w.workplaceName === workplaceName && w.workplaceId !== id)) return Reply.fail(`已存在名为${workplaceName}的职场`);
  const fields = { workplaceName, address, lat, lng, radius: Math.round(radius) };
  if (id) {
    const place = own.find((w) => w.workplaceId === id);
    if (!place) return Reply.fail('职场不存在或不属于本省');
    return ctx.store.write(() => Object.assign(place, fields));
  }
  const comCode = ctx.staff.comCode;
  return ctx.store.write((s) => {
    const place: Workplace = { workplaceId: nextId(s, `WP${comCode.slice(0, 2)}N`, 3), comCode, ...fields };
    s.workplaces.push(place);
    return place;
  });
}

function bind(ctx: HandlerContext): unknown {
  const id = str(flat(ctx.params), 'workplaceId', 'positionId', 'id');
  const place = ctx.state.workplaces.find((w) => w.workplaceId === id);
  if (!place) return Reply.fail('职场不存在');
  const userCode = ctx.user?.userCode ?? '';
  ctx.store.write((s) => {
    s.workplaceBinds = s.workplaceBinds.filter((b) => b.userCode !== userCode);
    s.workplaceBinds.push({ userCode, workplaceId: place.workplaceId, bindTime: fmtDateTime(ctx.now) });
  });
  return { ...place, bindTime: fmtDateTime(ctx.now) };
}

function unbind(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  const removed = ctx.store.write((s) => {
    const before = s.workplaceBinds.length;
    s.workplaceBinds = s.workplaceBinds.filter((b) => b.userCode !== userCode);
    return before - s.workplaceBinds.length;
  });
  return removed ? { unbound: true } : Reply.fail('您尚未绑定职场');
}

function signIn(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const place = boundWorkplace(ctx);
  if (!place) return Reply.fail('请先绑定职场后再签到');
  const lat = num(p, place.lat, 'lat', 'latitude');
  const lng = num(p, place.lng, 'lng', 'longitude');
  const distance = distanceMetres(lat, lng, place.lat, place.lng);
  if (distance > place.radius) return Reply.fail(`当前位置不在职场签到范围内（距离${place.workplaceName}${distance}米）`);
  const userCode = ctx.user?.userCode ?? '';
  const today = fmtDate(ctx.now);
  const existing = ctx.state.signIns.find((x) => x.userCode === userCode && x.signTime.startsWith(today));
  if (existing) return { ...existing, repeated: true, workplaceName: place.workplaceName };
  return ctx.store.write((s) => {
    const record = { signId: nextId(s, 'SI'), userCode, workplaceId: place.workplaceId, signTime: fmtDateTime(ctx.now), lat, lng, distance };
    s.signIns.unshift(record);
    return { ...record, repeated: false, workplaceName: place.workplaceName };
  });
}

function querySignIn(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  const items = ctx.state.signIns.filter((x) => x.userCode === userCode);
  const today = fmtDate(ctx.now);
  const month = today.slice(0, 7);
  return {
    ...paginate(items.map((x) => ({ ...x, workplaceName: ctx.state.workplaces.find((w) => w.workplaceId === x.workplaceId)?.workplaceName ?? '' })), ctx.params, 31),
    signedToday: items.some((x) => x.signTime.startsWith(today)),
    monthDays: new Set(items.filter((x) => x.signTime.startsWith(month)).map((x) => x.signTime.slice(0, 10))).size,
  };
}

export const interactHandlers: HandlerMap = {
  queryTmTGraphicMainPost: graphicList,
  queryTmTGraphicMain: graphicList,
  queryTmTGraphicMainById: graphicById,
  queryTmTQwPatterMain: scriptList,
  queryTmTQwPatterClass: (ctx) => ctx.state.scriptClasses,
  queryPatterClass: (ctx) => ctx.state.scriptClasses.map((c) => ({ ...c, patterCount: ctx.state.scripts.filter((s) => s.classId === c.classId).length })),
  queryMarketingDistributeInteract: (ctx) => paginate(distributions(ctx), ctx.params),
  queryMarketingDistributeDetail: distributionDetail,
  getPosterLinkUrl: (ctx) => {
    const poster = ctx.state.posters.find((x) => x.posterId === str(flat(ctx.params), 'posterId', 'id')) ?? ctx.state.posters[0];
    return { posterId: poster.posterId, linkUrl: `${new URL(ctx.request.url).origin}${poster.linkUrl}&userCode=${ctx.user?.userCode ?? ''}`, imageUrl: poster.imageUrl };
  },
  getInsureUrl: (ctx) => {
    const product = ctx.state.products.find((x) => x.productCode === str(flat(ctx.params), 'productCode', 'code')) ?? ctx.state.products[0];
    return { insureUrl: `${new URL(ctx.request.url).origin}${product.insureUrl}?userCode=${ctx.user?.userCode ?? ''}`, productName: product.productName };
  },
  queryTmTQwPosterMainById: (ctx) => {
    const poster = ctx.state.posters.find((x) => x.posterId === str(flat(ctx.params), 'posterId', 'id'));
    return poster ? { ...poster, className: ctx.state.posterClasses.find((c) => c.classId === poster.classId)?.className ?? '' } : Reply.fail('海报不存在');
  },
  checkLatestResource: (ctx) => {
    const since = str(flat(ctx.params), 'lastTime', 'since');
    const newer = ctx.state.articles.filter((a) => !since || a.publishTime > since);
    return { hasNew: newer.length > 0, newCount: newer.length, latestTime: ctx.state.articles.map((a) => a.publishTime).sort().reverse()[0] ?? '' };
  },
  workplacePositionBind: bind,
  workplacePositionUnBind: unbind,
  workplacePositionQueryBind: queryBind,
  workplacePositionQuerySignIn: querySignIn,
  workplacePositionSignIn: signIn,
  workplacePositionQuery: queryPositions,
  workplacePositionSave: savePosition,
};
