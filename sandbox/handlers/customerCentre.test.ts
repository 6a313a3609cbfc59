// @vitest-environment node
/**
 * Booking a service for a customer (reservation, and the assistant's reservationTask, which book the
 * same way) and reading the customer's bookings (queryReservation).
 */
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

  it.each([
    // reservation: 道路救援 at the customer's address unless told; reservationTask: 回访提醒, its content as the remark.
    ['reservation', { remark: '' }, { serviceType: '道路救援', remark: '' }],
    ['reservationTask', { content: '续保回访' }, { serviceType: '回访提醒', remark: '续保回访' }],
  ])('%s without a service or a time books it for this time tomorrow, in the caller\'s name, listed first', async (call, extra, expected) => {
    const sb = createTestSandbox({ now: () => NOW });
    const token = sb.login('manager', '11000000');
    const customer = sb.store.state.customers.find((c) => c.custId === YU.custId);
    if (!customer) throw new Error('seed: customer 1143827748278972');
    const booked = dataOf((await sb.call(call, { ...YU, ...extra }, { token })).json);
    expect(booked).toEqual({
      reservationId: expect.stringMatching(/^RS/),
      custId: YU.custId,
      custName: customer.custName,
      mobile: customer.mobile,
      ...expected,
      reserveTime: '2026-11-27 09:00:00',
      address: customer.address,
      status: '0',
      userCode: '11016688',
    });
    expect(sb.store.state.reservations[0]).toEqual(booked);
  });
});
