import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingRulesSchema } from '@/lib/booking/settings';
import type { Db } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toBookingSettings } from '@server/rows/appointment-mappers';
import type { DbRow } from '@server/rows/mappers';
import { ORG_ADMIN } from '@server/routes/checkout-access';

const params = z.object({ businessId: z.uuid('validation.invalidId'), branchId: z.uuid('validation.invalidId') });

/**
 * `PUT /b/{businessId}/bookingSettings/{branchId}`: a branch's booking rules, whole (issue 20),
 * written by org admins (spec §6, the tier of the settings page). The row keeps its id once made
 * (a new branch's row takes the branch's id); the feed carries it to every device.
 */
export function registerBookingSettingsRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'PUT', url: '/b/:businessId/bookingSettings/:branchId', access: ORG_ADMIN, writes: true, params, body: bookingRulesSchema }, async ({ req, reply, params: p, body }) =>
    sendWrite(db, req, reply, p.businessId, async (q) => {
      const branch = await q.query('SELECT 1 FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [p.businessId, p.branchId]);
      if (branch.length === 0) return { status: 404, body: problem(404, 'No such branch.', { branchId: 'validation.unknownBranch' }) };
      const seq = await nextSeq(q, p.businessId);
      const values = [
        p.businessId, p.branchId, seq, body.slotIntervalMinutes, body.allowDoubleBooking, body.leadTimeMinutes, body.maxAdvanceDays,
        body.cancelWindowHours, body.rescheduleWindowHours, body.requireApproval, body.bufferBeforeMinutes, body.bufferAfterMinutes,
      ];
      const updated = await q.query<DbRow>(
        `UPDATE booking_settings SET seq = $3, slot_interval_minutes = $4, allow_double_booking = $5, lead_time_minutes = $6, max_advance_days = $7,
           cancel_window_hours = $8, reschedule_window_hours = $9, require_approval = $10, buffer_before_minutes = $11, buffer_after_minutes = $12,
           version = version + 1, updated_at = now(), deleted_at = NULL
         WHERE business_id = $1 AND branch_id = $2 RETURNING *`,
        values,
      );
      const row =
        updated[0] ??
        (
          await q.query<DbRow>(
            `INSERT INTO booking_settings (business_id, id, branch_id, seq, slot_interval_minutes, allow_double_booking, lead_time_minutes, max_advance_days,
               cancel_window_hours, reschedule_window_hours, require_approval, buffer_before_minutes, buffer_after_minutes)
             VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
            values,
          )
        )[0];
      if (row === undefined) throw new Error('booking_settings write returned nothing');
      return { status: 200, body: toBookingSettings(row) };
    }),
  );
}
