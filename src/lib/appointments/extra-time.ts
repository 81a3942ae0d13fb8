import type { AppointmentRow, ServiceRow } from '@/lib/api-types';

/**
 * A service's extra time after it (spec: processing — the client waits, e.g. colour developing;
 * buffer — kept free after the service), as the calendar draws it: lighter parts after each of
 * the member's services in a booking. The booking's own times are the services' durations; the
 * clash rule (conflict.ts) keeps the member busy through this extra time too.
 */
export interface ExtraTime {
  kind: 'processing' | 'buffer';
  /** Minutes from the column day's start. */
  start: number;
  end: number;
}

export type ExtraTimeService = Pick<ServiceRow, 'processingMinutes' | 'bufferMinutes'>;

/** The extra-time parts of `row` in `memberId`'s column of the day starting at `dayStartIso`, clipped to [0, dayMinutes). */
export function extraTimes(
  row: Pick<AppointmentRow, 'kind' | 'services'>,
  memberId: string,
  services: ReadonlyMap<string, ExtraTimeService>,
  dayStartIso: string,
  dayMinutes: number,
): ExtraTime[] {
  if (row.kind === 'Blocker') return [];
  const dayStart = Date.parse(dayStartIso);
  const out: ExtraTime[] = [];
  for (const line of row.services) {
    if (line.memberId !== memberId) continue;
    const service = services.get(line.serviceId);
    if (!service) continue;
    const end = (Date.parse(line.endAt) - dayStart) / 60_000;
    const processingEnd = end + Math.max(0, service.processingMinutes);
    const bufferEnd = processingEnd + Math.max(0, service.bufferMinutes);
    const parts: ExtraTime[] = [
      { kind: 'processing', start: end, end: processingEnd },
      { kind: 'buffer', start: processingEnd, end: bufferEnd },
    ];
    for (const p of parts) {
      const start = Math.max(0, p.start);
      const stop = Math.min(dayMinutes, p.end);
      if (stop > start) out.push({ kind: p.kind, start, end: stop });
    }
  }
  return out;
}
