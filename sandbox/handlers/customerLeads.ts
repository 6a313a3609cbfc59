/** Leads and favourites: writes that later reads reflect. */
import { Reply } from '@sandbox/reply';
import type { Favorite } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { flat, paginate, search, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function saveLead(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const custName = str(p, 'custName', 'name', 'customerName');
  const mobile = str(p, 'mobile', 'phone');
  if (!custName) return Reply.fail('客户姓名不能为空');
  if (!/^1[3-9]\d{9}$/.test(mobile)) return Reply.fail('请输入正确的手机号码');
  return ctx.store.write((s) => {
    const leadId = str(p, 'leadId');
    const existing = leadId ? s.leads.find((l) => l.leadId === leadId) : undefined;
    const fields = {
      custName,
      mobile,
      gender: str(p, 'gender') === '2' ? ('2' as const) : ('1' as const),
      source: str(p, 'source') || '海报留资',
      intention: str(p, 'intention', 'intentionType') || '车险续保',
      licenseNo: str(p, 'licenseNo'),
      remark: str(p, 'remark'),
      posterId: str(p, 'posterId'),
    };
    if (existing) {
      Object.assign(existing, fields);
      return { leadId: existing.leadId };
    }
    const lead = { leadId: nextId(s, 'LD'), userCode: ctx.user?.userCode ?? str(p, 'userCode'), createTime: fmtDateTime(ctx.now), ...fields };
    s.leads.unshift(lead);
    return { leadId: lead.leadId };
  });
}

function queryLeads(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const userCode = ctx.user?.userCode ?? '';
  let items = ctx.state.leads.filter((l) => l.userCode === userCode);
  const source = str(p, 'source');
  if (source) items = items.filter((l) => l.source === source);
  items = search(items, str(p, 'keyword', 'custName'), [(l) => l.custName, (l) => l.mobile]);
  return paginate(items, ctx.params);
}

function deleteLead(ctx: HandlerContext): unknown {
  const leadId = str(flat(ctx.params), 'leadId', 'id');
  const removed = ctx.store.write((s) => {
    const before = s.leads.length;
    s.leads = s.leads.filter((l) => !(l.leadId === leadId && l.userCode === (ctx.user?.userCode ?? l.userCode)));
    return before - s.leads.length;
  });
  return removed ? { leadId } : Reply.fail('线索不存在或已删除');
}

export const leadHandlers: HandlerMap = {
  saveLeadInfo: saveLead,
  queryLeadInfos: queryLeads,
  delLeadInfo: deleteLead,
};

function favoriteType(value: string): Favorite['favoriteType'] {
  if (value === 'news' || value === '2') return 'news';
  if (value === 'poster' || value === '3') return 'poster';
  return 'patter';
}

function targetOf(ctx: HandlerContext): string {
  return str(flat(ctx.params), 'patterId', 'targetId', 'newsId', 'posterId', 'id', 'resourceId');
}

function addFavorite(ctx: HandlerContext): unknown {
  const targetId = targetOf(ctx);
  if (!targetId) return Reply.fail('收藏对象不能为空');
  const type = favoriteType(str(flat(ctx.params), 'favoriteType', 'type'));
  const userCode = ctx.user?.userCode ?? '';
  return ctx.store.write((s) => {
    const existing = s.favorites.find((f) => f.userCode === userCode && f.targetId === targetId);
    if (existing) return { favoriteId: existing.favoriteId };
    const favoriteId = nextId(s, 'FV');
    s.favorites.unshift({ favoriteId, userCode, favoriteType: type, targetId, createTime: fmtDateTime(ctx.now) });
    return { favoriteId };
  });
}

function deleteFavorite(ctx: HandlerContext): unknown {
  const targetId = targetOf(ctx);
  const favoriteId = str(flat(ctx.params), 'favoriteId');
  const userCode = ctx.user?.userCode ?? '';
  const removed = ctx.store.write((s) => {
    const before = s.favorites.length;
    s.favorites = s.favorites.filter((f) => !(f.userCode === userCode && (f.favoriteId === favoriteId || f.targetId === targetId)));
    return before - s.favorites.length;
  });
  return removed ? { targetId } : Reply.fail('未收藏该内容');
}

/**
 * The caller's favoured recommended scripts (patterType 3), most recently favoured first, each with
 * its favourite's id and time, optionally matching a keyword (title or content).
 */
function favouredScripts(ctx: HandlerContext): unknown {
  const userCode = ctx.user?.userCode ?? '';
  const mine = ctx.state.favorites
    .filter((f) => f.userCode === userCode && f.favoriteType === 'patter')
    .sort((a, b) => b.createTime.localeCompare(a.createTime) || b.favoriteId.localeCompare(a.favoriteId));
  const items = mine.flatMap((f) => {
    const s = ctx.state.scripts.find((x) => x.patterId === f.targetId);
    if (!s) return [];
    const className = ctx.state.scriptClasses.find((c) => c.classId === s.classId)?.className ?? '';
    return [{ ...s, favorite: true, className, favoriteId: f.favoriteId, favoriteTime: f.createTime }];
  });
  return paginate(search(items, str(flat(ctx.params), 'keyword', 'title'), [(s) => s.title, (s) => s.content]), ctx.params, 20);
}

export const favoriteHandlers: HandlerMap = {
  addFavorite,
  deleteFavorite,
  queryPatterType3HasFavorites: favouredScripts,
};
