// @vitest-environment node
/** Booking a service for a customer (reservation) and reading the customer's bookings (queryReservation). */
import { describe, expect, it } from 'vitest';
import { createTestSandbox } from '@sandbox/testing/nodeFixture';
import { dataOf } from '@sandbox/testing/client';

/** A fixed clock: 2026-11-26 09:00 CST. */
const NOW = Date.UTC(2026, 10, 26, 1, 0, 0);
const YU = { custId: '1143827748278972', encryptCustId: 'EA53FA209F31C56EFF6E6BA108FCB661' };

describe('reservation', () => {
  it('books a later time for the customer, which then lists it as to serve', async () => {
    const sb = createTestSandbox({ now: () => NOW });
    const token = sb.login('manager', '11000000');
    const booked = dataOf((await sb.call('reservation', { ...YU, serviceType: '上门验车', reserveTime: '2026-11-28 14:00:00', address: '北京市海淀区中关村大街1号', remark: '下午联系' }, { token })).json);
    expect(booked).toMatchObject({ custId: YU.custId, serviceType: '上门验车', reserveTime: '2026-11-28 14:00:00', status: '0', remark: '下午联系' });
    const page = dataOf((await sb.call('queryReservation', YU, { token })).json) as { list: Array<Record<string, unknown>>; total: number };
    expect(page.total).toBe(1);
    expect(page.list[0]).toMatchObject({ serviceType: '上门验车', statusName: '待服务', expired: '0', address: '北京市海淀区中关村大街1号' });
  });

  it('refuses a time that has passed and books nothing', async () => {
    const sb = createTestSandbox({ now: () => NOW });
    const token = sb.login('manager', '11000000');
    const before = sb.store.state.reservations.length;
    const answer = (await sb.call('reservation', { ...YU, serviceType: '道路救援', reserveTime: '2026-11-26 08:00:00' }, { token })).json as { msg?: string; message?: string; statusText?: string };
    expect(JSON.stringify(answer)).toContain('预约时间须晚于当前时间');
    expect(sb.store.state.reservations).toHaveLength(before);
  });
});
