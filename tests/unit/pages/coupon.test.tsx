/**
 * 领券中心 and 券订单查询 against the sandbox: the company's published vouchers by type, copy a
 * voucher's text, its orders; the user's own voucher orders by status and customer.
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { RuntimeServices } from '@/react/runtime';
import { setupSandbox as startSandbox } from '../../utils/sandboxServer';
import { openSandboxPage, type SandboxPage, startEachTestFresh } from '../../utils/sandboxPage';

const sandbox = startSandbox();
const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
const COM = '11000000';
const MANAGER = '11016688';

const open = (pageId: string, query: Record<string, string> = {}, overrides: Partial<RuntimeServices> = {}): Promise<SandboxPage> =>
  openSandboxPage(sandbox, pageId, { persona: 'manager', comId: COM, query, overrides });

const companyCoupons = () => sandbox.store.state.coupons.filter((c) => c.comCode === COM);
const myOrders = () => sandbox.store.state.voucherOrders.filter((o) => o.userCode === MANAGER);

startEachTestFresh(sandbox);

describe('service-resource/coupon-center', () => {
  it("lists the company's vouchers, by type, and copies one's text", async () => {
    const h = await open('service-resource/coupon-center', {}, { actionSheet: async () => 0 });
    const all = companyCoupons();
    expect(await screen.findByText(`共 ${all.length} 种权益券`, {}, { timeout: 8000 })).toBeInTheDocument();
    const c = all[1];
    expect(screen.getByText(`剩余 ${c.stock - c.issued} 张`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '保养' }));
    await waitFor(() => expect(h.called('queryPublishedVoucher').at(-1)?.[1]).toMatchObject({ couponType: '保养券' }));
    const upkeep = all.filter((x) => x.couponType === '保养券');
    expect(await screen.findByText(`共 ${upkeep.length} 种权益券`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('region', { name: upkeep[0].couponName }));
    await waitFor(() => expect(h.rt.callsOf('copy')).toHaveLength(1));
    const text = String(h.rt.callsOf('copy')[0][0]);
    expect(text).toContain(`【${upkeep[0].couponName}】面值${upkeep[0].faceValue}元`);
    expect(text).toContain(`有效期至${upkeep[0].validTo.slice(0, 10)}`);
  });

  it("opens a voucher's orders", async () => {
    const h = await open('service-resource/coupon-center', {}, { actionSheet: async () => 1 });
    const [c] = companyCoupons();
    await userEvent.click(await screen.findByRole('region', { name: c.couponName }, { timeout: 8000 }));
    await waitFor(() => expect(h.rt.callsOf('navigate')).toHaveLength(1));
    expect(h.rt.callsOf('navigate')[0]).toEqual(['/coupon-order-query', { couponId: c.couponId, couponName: c.couponName }, false]);
  });
});

describe('root/coupon-order-query', () => {
  it("lists only the user's orders, by status and customer name", async () => {
    const h = await open('root/coupon-order-query');
    const mine = myOrders();
    expect(await screen.findByText(`共 ${mine.length} 笔订单`, {}, { timeout: 8000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: '已使用' }));
    const used = mine.filter((o) => o.status === '2');
    expect(await screen.findByText(`共 ${used.length} 笔订单`)).toBeInTheDocument();
    expect(h.called('queryVoucherOrder').at(-1)?.[1]).toMatchObject({ status: '2' });
    const someone = used[0];
    await userEvent.type(screen.getByPlaceholderText('搜索客户姓名或订单号'), someone.orderNo);
    await userEvent.click(screen.getByRole('button', { name: /^搜\s?索$/ }));
    expect(await screen.findByText('共 1 笔订单')).toBeInTheDocument();
    expect(screen.getByText(someone.orderNo)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${someone.custName} \\d{3,4}\\*{4}\\d{3,4}$`))).toBeInTheDocument();
  });

  it("shows one voucher's orders when opened for it", async () => {
    const [order] = myOrders();
    const h = await open('root/coupon-order-query', { couponId: order.couponId, couponName: order.couponName });
    const n = myOrders().filter((o) => o.couponId === order.couponId).length;
    expect(await screen.findByText(`共 ${n} 笔订单`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(`仅显示“${order.couponName}”的订单`)).toBeInTheDocument();
    expect(h.called('queryVoucherOrder')[0][1]).toMatchObject({ couponId: order.couponId });
  });

  it('shows an empty state to a user without orders', async () => {
    await openSandboxPage(sandbox, 'root/coupon-order-query', { persona: 'newcomer', comId: COM });
    await screen.findByText('暂无券订单', {}, { timeout: 8000 });
    await waitFor(() => expect(document.querySelector('.ant-empty')).not.toBeNull(), { timeout: 8000 });
  });
});
