/** Booking a service for a customer (a reservation), as the service centre and the assistant's chat both do. */
import type { Customer, Reservation } from '@sandbox/seed/types';
import { nextId } from '@sandbox/store';
import { fmtDateTime } from '@sandbox/util/dates';
import type { HandlerContext } from './types';

/** What the booking call chose; without a time the service is booked for this time tomorrow. */
export interface Booking {
  serviceType: string;
  reserveTime: string;
  address: string;
  remark: string;
}

/** Books the service in the caller's name, to serve (status 0), listed first; answers the new record. */
export function bookReservation(ctx: HandlerContext, c: Customer, booking: Booking): Reservation {
  return ctx.store.write((s) => {
    const record: Reservation = {
      reservationId: nextId(s, 'RS'),
      custId: c.custId,
      custName: c.custName,
      mobile: c.mobile,
      serviceType: booking.serviceType,
      reserveTime: booking.reserveTime || fmtDateTime(ctx.now + 86400000),
      address: booking.address,
      status: '0',
      userCode: ctx.user?.userCode ?? '',
      remark: booking.remark,
    };
    s.reservations.unshift(record);
    return record;
  });
}
