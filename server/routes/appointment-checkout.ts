import { v7 as uuidv7 } from 'uuid';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { findAppointment, insertActions, updateAppointments } from '@server/routes/appointment-store';

/**
 * The booking a sale checks out links to the sale (`saleId`, a new version on the delta feed, an
 * UPDATE in its history), inside the sale's own transaction. A sale is a fact, so a booking that
 * is gone by the time the sale arrives leaves the sale as it is, unlinked.
 */
export async function linkBookingToSale(q: Queryable, businessId: string, appointmentId: string, saleId: string, userId: string): Promise<void> {
  const booking = await findAppointment(q, businessId, appointmentId);
  if (booking === undefined) return;
  const seq = await nextSeq(q, businessId, 2);
  await updateAppointments(q, businessId, seq, [{ id: booking.id, saleId }]);
  await insertActions(q, businessId, seq + 1, [{ id: uuidv7(), appointmentId: booking.id, branchId: booking.branchId, action: 'UPDATE', userId, detail: 'saleId' }]);
}
