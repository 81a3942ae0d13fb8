import type { AppointmentRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { addToCart, createCart } from '@/data/mutations/carts';

/**
 * "Check out" of a booking: a new active cart at the till with the booking's customer and one
 * line per service, each with the member who performed it (commission follows the staff).
 * Answers the cart's id.
 */
export async function checkOutBooking(row: AppointmentRow, till: { branchId: string; deviceId: string }): Promise<string> {
  const cartId = await createCart({ branchId: till.branchId, deviceId: till.deviceId, customerId: row.customerId });
  const services = await db.services.bulkGet(row.services.map((s) => s.serviceId));
  for (const [i, line] of row.services.entries()) {
    const service = services[i];
    if (!service) continue;
    await addToCart(cartId, { kind: 'service', itemId: service.id, name: service.name, unitPrice: service.price, staffId: line.memberId });
  }
  return cartId;
}
