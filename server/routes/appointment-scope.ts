import { v7 as uuidv7 } from 'uuid';
import type { AppointmentRow } from '@/lib/api-types';
import { endRuleBefore, toLocal } from '@/lib/appointments/series';
import type { SeriesScope } from '@/lib/schemas/appointment';
import type { Queryable } from '@server/db/types';
import { toAppointmentSeries } from '@server/rows/appointment-mappers';
import type { DbRow } from '@server/rows/mappers';
import { seriesRows } from '@server/routes/appointment-store';

/**
 * Which occurrences a series action touches: this one; this and the following; or all (every
 * occurrence not cancelled and not yet attended: a visit that happened stays as it was).
 */
export async function scopeTargets(q: Queryable, businessId: string, row: AppointmentRow, scope: SeriesScope): Promise<AppointmentRow[]> {
  if (row.seriesId === null || scope === 'this') return [row];
  const rows = await seriesRows(q, businessId, row.seriesId, scope === 'following' ? row.startAt : null);
  const targets = scope === 'all' ? rows.filter((r) => r.attendance === null || r.id === row.id) : rows;
  return targets.some((r) => r.id === row.id) ? targets : [row, ...targets];
}

async function loadSeries(q: Queryable, businessId: string, seriesId: string) {
  const rows = await q.query<DbRow>('SELECT * FROM appointment_series WHERE business_id = $1 AND id = $2', [businessId, seriesId]);
  return rows[0] === undefined ? undefined : toAppointmentSeries(rows[0]);
}

/**
 * Keeps the series row true to its occurrences after an action on `row` with `scope`:
 * "this" records the occurrence as an exception; "following" ends the rule before it and, for
 * a move, starts a new series for the rest (returned, to set on the moved rows); "all" moves the
 * rule's start. Takes one seq per row written, from `seq`; returns the new series id, if any.
 */
export async function reshapeSeries(
  q: Queryable,
  businessId: string,
  row: AppointmentRow,
  scope: SeriesScope,
  change: { kind: 'cancel' } | { kind: 'move'; startAt: string; endAt: string },
  seq: () => Promise<number>,
): Promise<string | null> {
  if (row.seriesId === null) return null;
  const series = await loadSeries(q, businessId, row.seriesId);
  if (series === undefined) return null;
  const local = toLocal(row.startAt, series.timeZone);
  if (scope === 'this') {
    await q.query(
      `UPDATE appointment_series SET exceptions = exceptions || $3::text::jsonb, version = version + 1, updated_at = now(), seq = $4
       WHERE business_id = $1 AND id = $2`,
      [businessId, series.id, JSON.stringify([local]), await seq()],
    );
    return null;
  }
  const durationMinutes = change.kind === 'move' ? Math.round((Date.parse(change.endAt) - Date.parse(change.startAt)) / 60_000) : series.durationMinutes;
  if (scope === 'all' || series.startLocal === local) {
    if (change.kind === 'cancel') {
      await q.query('UPDATE appointment_series SET deleted_at = now(), version = version + 1, updated_at = now(), seq = $3 WHERE business_id = $1 AND id = $2', [
        businessId,
        series.id,
        await seq(),
      ]);
      return null;
    }
    const shiftMs = Date.parse(`${toLocal(change.startAt, series.timeZone)}Z`) - Date.parse(`${local}Z`);
    const startLocal = new Date(Date.parse(`${series.startLocal}Z`) + shiftMs).toISOString().slice(0, 16);
    await q.query(
      `UPDATE appointment_series SET start_local = $3, duration_minutes = $4, version = version + 1, updated_at = now(), seq = $5
       WHERE business_id = $1 AND id = $2`,
      [businessId, series.id, startLocal, durationMinutes, await seq()],
    );
    return null;
  }
  // "This and following": the old rule ends before this occurrence.
  await q.query(
    `UPDATE appointment_series SET rrule = $3, version = version + 1, updated_at = now(), seq = $4 WHERE business_id = $1 AND id = $2`,
    [businessId, series.id, endRuleBefore(series.rrule, local), await seq()],
  );
  if (change.kind === 'cancel') return null;
  const id = uuidv7();
  await q.query(
    `INSERT INTO appointment_series (business_id, id, seq, branch_id, rrule, time_zone, start_local, duration_minutes, exceptions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '[]'::jsonb)`,
    [businessId, id, await seq(), series.branchId, series.rrule, series.timeZone, toLocal(change.startAt, series.timeZone), durationMinutes],
  );
  return id;
}
