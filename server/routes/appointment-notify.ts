import { v7 as uuidv7 } from 'uuid';
import type { AppointmentRow } from '@/lib/api-types';
import type { Queryable } from '@server/db/types';
import { deliverNotification } from '@server/routes/notification-store';

const TITLES: Record<'NEW_BOOKING' | 'EDITED_BOOKING' | 'CANCEL_BOOKING', (customer: string, service: string) => string> = {
  NEW_BOOKING: (c, s) => `New booking: ${c} — ${s}`,
  EDITED_BOOKING: (c, s) => `Booking changed: ${c} — ${s}`,
  CANCEL_BOOKING: (c, s) => `Booking cancelled: ${c} — ${s}`,
};

/**
 * A decision on a pending booking (spec §3 has no type of its own for it): approval is sent as
 * EDITED_BOOKING and rejection as CANCEL_BOOKING, each with a title that says which it was.
 */
const DECISIONS: Record<'approved' | 'rejected', (customer: string, service: string) => string> = {
  approved: (c, s) => `Booking approved: ${c} — ${s}`,
  rejected: (c, s) => `Booking rejected: ${c} — ${s}`,
};

/**
 * Tells the staff a booking concerns (its members, before and after a change) what happened,
 * with a deep link to its details; not the member who did it, and never about blockers.
 */
export async function notifyStaff(
  q: Queryable,
  type: keyof typeof TITLES,
  row: AppointmentRow,
  args: { actorId: string; alsoMembers?: readonly (string | null)[]; nowSec: number; decision?: keyof typeof DECISIONS },
): Promise<void> {
  if (row.kind === 'Blocker') return;
  const members = new Set<string>();
  for (const id of [row.memberId, ...row.services.map((s) => s.memberId), ...(args.alsoMembers ?? [])]) {
    if (id !== null && id !== args.actorId) members.add(id);
  }
  if (members.size === 0) return;
  const names = await q.query<{ customer: string | null; services: string | null }>(
    `SELECT (SELECT trim(c.first_name || ' ' || c.last_name) FROM customers c WHERE c.business_id = $1 AND c.id = $2) AS customer,
       (SELECT string_agg(s.name, ', ') FROM services s WHERE s.business_id = $1 AND s.id = ANY($3::uuid[])) AS services`,
    [row.businessId, row.customerId, row.services.map((s) => s.serviceId)],
  );
  const customer = names[0]?.customer ?? 'Walk-in';
  const services = names[0]?.services ?? row.kind;
  for (const userId of members) {
    await deliverNotification(q, {
      businessId: row.businessId,
      notificationId: uuidv7(),
      userId,
      createdAt: args.nowSec,
      read: false,
      type,
      messageTitle: (args.decision ? DECISIONS[args.decision] : TITLES[type])(customer, services),
      deepLink: `/appointments/${row.id}/details`,
      data: {
        customers: [{ customerName: customer }],
        event: { bookingId: row.id, cart: { items: row.services.length > 0 ? [{ label: services }] : [] } },
        errorMessage: null,
      },
    });
  }
}
