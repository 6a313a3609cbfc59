/** WeCom club: vouchers, voucher orders, comments, car and binding-source config (older layer). */
import { maskPhone } from '@/lib';
import { flat, paginate, search, str } from './params';
import type { HandlerContext, HandlerMap } from './types';

function vouchers(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const type = str(p, 'couponType', 'type');
  let items = ctx.state.coupons.filter((c) => c.comCode === ctx.comId && (!type || c.couponType === type));
  items = search(items, str(p, 'keyword', 'couponName'), [(c) => c.couponName]);
  return paginate(items.map((c) => ({ ...c, remain: c.stock - c.issued, statusName: c.stock > c.issued ? '可领取' : '已领完' })), ctx.params);
}

function orders(ctx: HandlerContext): unknown {
  const p = flat(ctx.params);
  const status = str(p, 'status', 'orderStatus');
  const userCode = ctx.user?.userCode ?? '';
  // The caller's own orders: their customers' names and numbers are nobody else's to list.
  let items = ctx.state.voucherOrders.filter((o) => o.userCode === userCode);
  if (status) items = items.filter((o) => o.status === status);
  const couponId = str(p, 'couponId');
  if (couponId) items = items.filter((o) => o.couponId === couponId);
  items = search(items, str(p, 'keyword', 'custName'), [(o) => o.custName, (o) => o.orderNo]);
  return paginate(items.map((o) => ({ ...o, mobile: maskPhone(o.mobile), statusName: { '1': '待使用', '2': '已使用', '3': '已过期' }[o.status] })), ctx.params);
}

export const clubHandlers: HandlerMap = {
  queryPublishedVoucher: vouchers,
  queryVoucherOrder: orders,
  queryServiceManagerNewCommentNum: (ctx) => ({ newCommentNum: ctx.state.customers.filter((c) => c.managerUserCode === ctx.user?.userCode && c.valueScore > 90).length, avgScore: 4.8 }),
  queryConfigForNewCar: (ctx) => ({ enabled: '1', comCode: ctx.comId, endorseDays: 30, remindText: '新车上牌后请在30日内办理车牌号批改，以免影响理赔。' }),
  queryConfigForBindingSource: () => [
    { bindSource: '1', bindSourceName: '营销任务' },
    { bindSource: '4', bindSourceName: '车险跟踪' },
    { bindSource: '5', bindSourceName: '投保单' },
    { bindSource: '8', bindSourceName: '非车客户' },
  ],
};
