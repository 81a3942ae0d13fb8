import type { NotificationType } from '@/lib/schemas/notification';
import type { Queryable } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { NOTIFICATION_COLUMNS, notificationValues, type NewNotification } from '@server/routes/notification-store';
import { Prng } from '@server/seed/prng';

export const NOTIFICATIONS_PER_USER = 12;

export interface SeedBooking {
  id: string;
  memberId: string;
  status: string;
  source: string;
  customerName: string;
  serviceName: string;
}

/** The booking kinds the seed makes (low-stock ones come from real stock movements, the daily summary from its sender). */
type BookingNotificationType = Exclude<NotificationType, 'LOW_STOCK' | 'DAILY_SUMMARY'>;

function kindOf(b: SeedBooking, r: Prng): BookingNotificationType {
  if (b.status === 'CANCELLED') return 'CANCEL_BOOKING';
  if (b.source === 'CustomerBooking') return r.chance(0.3) ? 'BOOKING_PENDING_APPROVAL' : 'NEW_BOOKING';
  return r.chance(0.5) ? 'EDITED_BOOKING' : 'NEW_BOOKING';
}

const TITLES: Record<BookingNotificationType, (b: SeedBooking) => string> = {
  NEW_BOOKING: (b) => `New booking: ${b.customerName} – ${b.serviceName}`,
  EDITED_BOOKING: (b) => `Booking changed: ${b.customerName} – ${b.serviceName}`,
  BOOKING_PENDING_APPROVAL: (b) => `Waiting for approval: ${b.customerName} – ${b.serviceName}`,
  CANCEL_BOOKING: (b) => `Booking cancelled: ${b.customerName} – ${b.serviceName}`,
  TEST: () => 'Test notification',
};

/**
 * About a dozen notifications per login, newest within the last hour, older ones read, each
 * linking to `/appointments/{bookingId}/details` of a seeded booking (the user's own first).
 */
export function demoNotifications(
  businessId: string,
  userIds: readonly string[],
  bookings: readonly SeedBooking[],
  now: Date,
): NewNotification[] {
  const r = new Prng(20_240_602);
  const nowSec = Math.floor(now.getTime() / 1000);
  const out: NewNotification[] = [];
  for (const userId of userIds) {
    const own = bookings.filter((b) => b.memberId === userId);
    const pool = own.length >= NOTIFICATIONS_PER_USER ? own : bookings;
    let at = nowSec - r.int(60, 3600);
    for (let i = 0; i < NOTIFICATIONS_PER_USER; i++) {
      const b = r.pick(pool);
      const type: NotificationType = i === NOTIFICATIONS_PER_USER - 1 ? 'TEST' : kindOf(b, r);
      out.push({
        businessId,
        notificationId: r.uuid(),
        userId,
        createdAt: at,
        read: i >= 4 && r.chance(0.7),
        type,
        messageTitle: TITLES[type](b),
        deepLink: type === 'TEST' ? null : `/appointments/${b.id}/details`,
        data:
          type === 'TEST'
            ? { customers: [], event: null, errorMessage: null }
            : {
                customers: [{ customerName: b.customerName }],
                event: { bookingId: b.id, cart: { items: [{ label: b.serviceName }] } },
                errorMessage: null,
              },
      });
      at -= r.int(900, 5 * 3600);
    }
  }
  return out;
}

/** The demo business's customer bookings, with names, in a stable order. */
export async function loadSeedBookings(q: Queryable, businessId: string): Promise<SeedBooking[]> {
  return q.query<SeedBooking>(
    `SELECT a.id::text AS "id", a.member_id::text AS "memberId", a.status, a.source,
       trim(c.first_name || ' ' || c.last_name) AS "customerName", s.name AS "serviceName"
     FROM appointments a
     JOIN customers c ON c.business_id = a.business_id AND c.id = a.customer_id
     JOIN services s ON s.business_id = a.business_id AND s.id = a.service_id
     WHERE a.business_id = $1 AND a.kind = 'Appointment' AND a.deleted_at IS NULL
     ORDER BY a.start_at, a.id`,
    [businessId],
  );
}

export async function insertNotifications(q: Queryable, rows: readonly NewNotification[]): Promise<void> {
  await insertMany(q, 'notifications', NOTIFICATION_COLUMNS, rows.map(notificationValues));
}
