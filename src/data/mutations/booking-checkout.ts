import type { AppointmentRow } from '@/lib/api-types';
import { db as defaultDb } from '@/data/db';
import { addToCart, createCart, type CartOptions } from '@/data/mutations/carts';
import { applyPackageSessions } from '@/data/mutations/cart-packages';

/**
 * "Check out" of a booking: a new active cart at the till with the booking's customer and one
 * line per service, each with the member who performed it (commission follows the staff); the
 * cart remembers the booking, so its sale links back to it (sales.ts). A service one of the
 * customer's packages covers is paid by a session of it.
 * Answers the cart's id.
 */
export async function checkOutBooking(row: AppointmentRow, till: { branchId: string; deviceId: string }, options: CartOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const cartId = await createCart({ branchId: till.branchId, deviceId: till.deviceId, customerId: row.customerId, appointmentId: row.id }, options);
  const services = await db.services.bulkGet(row.services.map((s) => s.serviceId));
  for (const [i, line] of row.services.entries()) {
    const service = services[i];
    if (!service) continue;
    await addToCart(cartId, { kind: 'service', itemId: service.id, name: service.name, unitPrice: service.price, staffId: line.memberId }, options);
  }
  await applyPackageSessions(cartId, options);
  return cartId;
}
