/**
 * The fallback for a catalogue id without a specific handler: it reads the call's Chinese title
 * and path, picks the matching seed collection and answers a page, a record, a count, a check
 * or a write acknowledgement. Never placeholder text.
 */
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import { claimView } from './claim';
import { customerView, policyView, staffView } from './lookup';
import { flat, paginate } from './params';
import { branchTotals, ranking } from './reports';
import { callerOf, canSeeClaim, ownCustomers } from './scope';
import type { HandlerContext } from './types';

type Rows = (ctx: HandlerContext) => unknown[];

const own = <T extends { userCode: string }>(ctx: HandlerContext, rows: readonly T[]): T[] => rows.filter((r) => r.userCode === (ctx.user?.userCode ?? '-'));

/**
 * Keyword → rows, first match wins; order puts specific words before general ones. Rows about
 * customers are the caller's own (scope.ts), as the specific handlers answer them.
 */
const COLLECTIONS: ReadonlyArray<readonly [RegExp, Rows]> = [
  [/排名|排行|绑定率|续保率/, (ctx) => ranking(ctx.state, ctx.comId, 'premium', ctx.now)],
  [/报表|简报|报告|看板/, (ctx) => branchTotals(ctx.state, ctx.comId, ctx.now)],
  [/黑名单/, (ctx) => own(ctx, ctx.state.blacklist)],
  [/审核人/, (ctx) => ctx.state.reviewerConfigs],
  [/建群|申请/, (ctx) => ctx.state.groupApplies],
  [/理赔群/, (ctx) => ctx.state.claimGroups],
  [/理赔|报案|案件/, (ctx) => ctx.state.claims.filter((c) => canSeeClaim(ctx.state, callerOf(ctx), c)).slice(0, 50).map((c) => claimView(ctx, c))],
  [/关怀/, (ctx) => own(ctx, ctx.state.careMsgs)],
  [/预警|灾害|防灾/, (ctx) => ctx.state.disasterWarnings],
  [/群发|消息/, (ctx) => own(ctx, ctx.state.groupMsgs)],
  [/海报/, (ctx) => ctx.state.posters],
  [/话术/, (ctx) => ctx.state.scripts],
  [/文章|图文|素材|资讯/, (ctx) => ctx.state.articles.map(({ content: _content, ...rest }) => rest)],
  [/服务包|分组码/, (ctx) => ctx.state.servicePacks],
  [/批次/, (ctx) => ctx.state.valueAddedBatches],
  [/增值|权益方案|分配方案/, (ctx) => ctx.state.valueAddedPlans],
  [/订单/, (ctx) => own(ctx, ctx.state.voucherOrders)],
  [/券|优惠/, (ctx) => ctx.state.coupons],
  [/签到/, (ctx) => ctx.state.signIns.filter((s) => s.userCode === ctx.user?.userCode)],
  [/职场/, (ctx) => ctx.state.workplaces],
  [/线索/, (ctx) => ctx.state.leads.filter((l) => l.userCode === ctx.user?.userCode)],
  [/收藏/, (ctx) => ctx.state.favorites.filter((f) => f.userCode === ctx.user?.userCode)],
  [/产品|险种/, (ctx) => ctx.state.products],
  [/培训/, (ctx) => ctx.state.trainingResources],
  [/朋友圈/, (ctx) => ctx.state.momentsTasks],
  [/预约/, (ctx) => own(ctx, ctx.state.reservations)],
  [/常见问题|问答|知识/, (ctx) => ctx.state.faqs],
  [/保单|投保|电子保单/, (ctx) => ctx.state.policies.filter((p) => p.userCode === ctx.user?.userCode).slice(0, 100).map(policyView)],
  [/车辆|车牌|车架|车/, (ctx) => ctx.state.cars.filter((c) => ownCustomers(ctx).some((x) => x.custId === c.custId))],
  [/用户|员工|经理|工号|顾问|坐席/, (ctx) => ctx.state.staff.filter((s) => s.comId === ctx.comId).map(staffView)],
  [/客户|联系人/, (ctx) => ownCustomers(ctx).map((c) => customerView(ctx, c))],
];

const WRITE = /保存|新增|添加|修改|更新|删除|提交|发送|上传|绑定|解绑|取消|登记|注册|记录|签到|设置|刷新|创建|补发|加入|同步/;
const CHECK = /检查|校验|是否|判断/;
const COUNT = /数量|个数|统计|总数/;
const DETAIL = /详情|按 ?ID|单条|明细/;

function rowsFor(ctx: HandlerContext): unknown[] {
  const text = `${ctx.api.title} ${ctx.api.path}`;
  for (const [pattern, rows] of COLLECTIONS) {
    if (pattern.test(text)) return rows(ctx);
  }
  return ownCustomers(ctx).map((c) => customerView(ctx, c));
}

export function genericHandler(ctx: HandlerContext): unknown {
  const title = ctx.api.title;
  if (WRITE.test(title) && !/^查询|^获取/.test(title)) {
    const id = ctx.store.write((s) => {
      const recordId = nextId(s, 'OP', 8);
      s.sends.unshift({ sendId: recordId, kind: `generic:${ctx.api.id}`, targetId: JSON.stringify(flat(ctx.params)).slice(0, 200), custIds: [], userCode: ctx.user?.userCode ?? '', time: fmtDateTime(ctx.now) });
      return recordId;
    });
    return { result: true, id, message: `${title}成功`, operateTime: fmtDateTime(ctx.now) };
  }
  if (CHECK.test(title)) return { result: true, permission: true, message: `${title}通过` };
  const rows = rowsFor(ctx);
  if (COUNT.test(title)) return { total: rows.length, count: rows.length };
  if (DETAIL.test(title)) return rows[0] ?? null;
  return paginate(rows, ctx.params);
}
