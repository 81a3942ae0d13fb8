import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow, AppointmentServiceLine } from '@/lib/api-types';
import type { CalendarColumn } from '@/lib/appointments/calendar-columns';
import { findConflicts, type ConflictCandidate } from '@/lib/appointments/conflict';
import type { DropTarget } from '@/lib/appointments/drop-target';
import { shiftServices } from '@/lib/appointments/services';
import { isoAtMinute } from '@/lib/appointments/time-axis';
import { rescheduleAppointment } from '@/data/mutations/appointments';
import { useServiceExtras } from '@/data/queries/catalogue';
import { toast } from '@/ui/toast';
import type { BlockDragData } from './CalendarBlock';

/** Where a booking goes: its new time, member and services. */
export interface Move {
  row: AppointmentRow;
  startAt: string;
  endAt: string;
  memberId: string | null;
  services: AppointmentServiceLine[];
}

/** A booking in the way, from `start` to `end` (epoch ms). */
export interface Clash {
  row: AppointmentRow;
  start: number;
  end: number;
}

export interface PendingClash {
  move: Move;
  clashes: Clash[];
}

/** The booking after a drop of the block shown in `drag.memberId`'s column onto `target`. */
export function moveFor(drag: BlockDragData, target: DropTarget, columns: readonly CalendarColumn[]): Move | null {
  const from = columns[drag.subject.columnIndex];
  const to = columns[target.columnIndex];
  if (!from || !to) return null;
  const { row } = drag;
  const ms = (iso: string) => Date.parse(iso);
  const shift = ms(isoAtMinute(to.dayStartIso, target.start)) - ms(isoAtMinute(from.dayStartIso, drag.subject.start));
  const stretch = (target.end - target.start - (drag.subject.end - drag.subject.start)) * 60_000;
  const startAt = new Date(ms(row.startAt) + shift).toISOString();
  const endAt = new Date(ms(row.endAt) + shift + stretch).toISOString();
  const movesOwner = row.memberId === null || row.memberId === drag.memberId;
  const memberId = row.kind === 'Blocker' && row.memberId === null ? null : movesOwner ? to.memberId : row.memberId;
  const services = shiftServices({ ...row, memberId: drag.memberId }, { startAt, endAt, memberId: to.memberId });
  return { row, startAt, endAt, memberId, services };
}

/**
 * Drops on the calendar: the clash check against the replica first, then the reschedule. The
 * block shows in its new place at once (an override until the replica's row catches up).
 */
export function useCalendarMove(branchId: string | null, columns: readonly CalendarColumn[], rows: readonly AppointmentRow[] | undefined) {
  const { t } = useTranslation();
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Move>>(new Map());
  const [clash, setClash] = useState<PendingClash | null>(null);
  const extra = useServiceExtras();

  useEffect(() => {
    if (!rows || overrides.size === 0) return;
    const caughtUp = rows.filter((r) => {
      const o = overrides.get(r.id);
      return o && r.startAt === o.startAt && r.endAt === o.endAt && r.memberId === o.memberId;
    });
    if (caughtUp.length === 0) return;
    setOverrides((prev) => {
      const next = new Map(prev);
      for (const r of caughtUp) next.delete(r.id);
      return next;
    });
  }, [rows, overrides]);

  const commit = useCallback(
    (move: Move, allowDoubleBooking: boolean) => {
      setOverrides((prev) => new Map(prev).set(move.row.id, move));
      rescheduleAppointment(move.row.id, {
        startAt: move.startAt,
        endAt: move.endAt,
        memberId: move.memberId,
        services: move.services,
        allowDoubleBooking,
      }).catch((error: unknown) => {
        console.error('Reschedule failed', error);
        toast.error(t('appointments.calendar.moveFailed'));
        setOverrides((prev) => {
          const next = new Map(prev);
          next.delete(move.row.id);
          return next;
        });
      });
    },
    [t],
  );

  // The clash check reads the rows the live query already holds (the shown days of the replica), so
  // a drop shows in its new place in the same frame; the server checks again on sync.
  const drop = useCallback(
    (drag: BlockDragData, target: DropTarget) => {
      const move = moveFor(drag, target, columns);
      if (!move || !branchId) return;
      const candidate: ConflictCandidate = {
        id: move.row.id,
        branchId,
        kind: move.row.kind,
        memberId: move.memberId,
        startAt: move.startAt,
        endAt: move.endAt,
        services: move.services,
      };
      // Every shown row: one ending before the drop can still reach into it with its extra time.
      const around = rows ?? [];
      const byId = new Map(around.map((r) => [r.id, r]));
      const clashes = findConflicts(candidate, around, extra).flatMap((c) => {
        const row = byId.get(c.row.id);
        return row ? [{ row, start: c.start, end: c.end }] : [];
      });
      if (clashes.length > 0) setClash({ move, clashes });
      else commit(move, false);
    },
    [branchId, columns, commit, rows, extra],
  );

  /** Applies the moves not yet in the replica over its rows. */
  const withOverrides = useCallback(
    (list: readonly AppointmentRow[]) =>
      overrides.size === 0 ? list : list.map((r) => {
        const o = overrides.get(r.id);
        return o ? { ...r, startAt: o.startAt, endAt: o.endAt, memberId: o.memberId, services: o.services } : r;
      }),
    [overrides],
  );

  return {
    drop,
    withOverrides,
    clash,
    bookAnyway: () => {
      if (clash) commit(clash.move, true);
      setClash(null);
    },
    dismissClash: () => setClash(null),
  };
}
