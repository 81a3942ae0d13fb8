import { v7 as uuidv7 } from 'uuid';
import type { AppointmentRow } from '@/lib/api-types';
import type { Queryable } from '@server/db/types';
import { can, isOrgAdmin } from '@server/http/access';
import { toMember, type DbRow } from '@server/rows/mappers';
import { notifyStaff } from '@server/routes/appointment-notify';
import { deliverNotification } from '@server/routes/notification-store';

/**
 * Who hears of an online booking: its staff get NEW_BOOKING; when it waits for approval, the
 * branch's admins (org admins, and members of the branch who manage the team: spec §6's branch
 * admin) get BOOKING_PENDING_APPROVAL, linking to the appointment where they approve or reject it.
 */
export async function notifyOnlineBooking(q: Queryable, row: AppointmentRow, customerName: string, nowSec: number): Promise<void> {
  await notifyStaff(q, 'NEW_BOOKING', row, { actorId: '', nowSec });
  if (row.status === 'CONFIRMED') return;
  const members = (await q.query<DbRow>('SELECT * FROM members WHERE business_id = $1 AND deleted_at IS NULL', [row.businessId])).map(toMember);
  const admins = members.filter((m) => m.status === 'active' && (isOrgAdmin(m) || (m.branches.some((b) => b.branchId === row.branchId) && can(m, 'members', 2))));
  for (const admin of admins) {
    await deliverNotification(q, {
      businessId: row.businessId,
      notificationId: uuidv7(),
      userId: admin.id,
      createdAt: nowSec,
      read: false,
      type: 'BOOKING_PENDING_APPROVAL',
      messageTitle: `Waiting for approval: ${customerName}`,
      deepLink: `/appointments/${row.id}/details`,
      data: { customers: [{ customerName }], event: { bookingId: row.id, cart: { items: [] } }, errorMessage: null },
    });
  }
}
