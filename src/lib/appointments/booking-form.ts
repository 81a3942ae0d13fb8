import type { AppointmentServiceLine, BookingKind } from '@/lib/api-types';
import type { ConflictCandidate } from '@/lib/appointments/conflict';
import { buildRrule, fromLocal, type RepeatChoice } from '@/lib/appointments/series';
import { sequentialServices } from '@/lib/appointments/services';

/** The create screen's form, as the user fills it (local date and times in the branch's zone). */
export interface BookingForm {
  kind: BookingKind;
  customerId: string | null;
  /** An inline new customer (name and phone) instead of `customerId`. */
  newCustomer: { firstName: string; phone: string } | null;
  lines: { serviceId: string; memberId: string }[];
  /** A blocker's member; '' for branch-wide. */
  blockerMemberId: string;
  date: string;
  /** 'HH:mm'. */
  start: string;
  /** 'HH:mm'; a blocker's end (bookings take their length from the services). */
  end: string;
  notes: string;
  capacity: number;
  repeat: 'none' | 'day' | 'week' | 'month';
  interval: number;
  weekdays: number[];
  endsBy: 'count' | 'until';
  count: number;
  until: string;
  allowDoubleBooking: boolean;
}

export function emptyForm(kind: BookingKind, date: string, start: string, memberId: string | null): BookingForm {
  return {
    kind,
    customerId: null,
    newCustomer: null,
    lines: kind === 'Blocker' ? [] : [{ serviceId: '', memberId: memberId ?? '' }],
    blockerMemberId: memberId ?? '',
    date,
    start,
    end: addMinutesToTime(start, 60),
    notes: '',
    capacity: 10,
    repeat: 'none',
    interval: 1,
    weekdays: [],
    endsBy: 'count',
    count: 6,
    until: date,
    allowDoubleBooking: false,
  };
}

export function addMinutesToTime(time: string, minutes: number): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = Math.min(23 * 60 + 59, h * 60 + m + minutes);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The services with their times: one after another from the start, each for its duration. */
export function formServices(form: BookingForm, timeZone: string, durations: ReadonlyMap<string, number>): AppointmentServiceLine[] {
  if (form.kind === 'Blocker') return [];
  const startAt = fromLocal(`${form.date}T${form.start}`, timeZone);
  return sequentialServices(
    startAt,
    form.lines.filter((l) => l.serviceId !== '' && l.memberId !== '').map((l) => ({ ...l, durationMinutes: durations.get(l.serviceId) ?? 30 })),
  );
}

/** Start and end instants of the booking. */
export function formSpan(form: BookingForm, timeZone: string, services: readonly AppointmentServiceLine[]): { startAt: string; endAt: string } {
  const startAt = fromLocal(`${form.date}T${form.start}`, timeZone);
  if (form.kind === 'Blocker' || services.length === 0) {
    const endAt = fromLocal(`${form.date}T${form.end}`, timeZone);
    return { startAt, endAt: form.kind === 'Blocker' ? endAt : new Date(Date.parse(startAt) + 30 * 60_000).toISOString() };
  }
  return { startAt, endAt: services[services.length - 1]?.endAt ?? startAt };
}

/** The repeat rule of the form, or null for a one-off. */
export function formRrule(form: BookingForm): string | null {
  if (form.repeat === 'none') return null;
  const choice: RepeatChoice =
    form.repeat === 'week' ? { every: 'week', interval: form.interval, weekdays: form.weekdays } : { every: form.repeat, interval: form.interval };
  return buildRrule(choice, form.endsBy === 'count' ? { count: form.count } : { until: form.until });
}

/** The booking as the clash rule sees it. */
export function formCandidate(form: BookingForm, branchId: string, timeZone: string, durations: ReadonlyMap<string, number>): ConflictCandidate {
  const services = formServices(form, timeZone, durations);
  const span = formSpan(form, timeZone, services);
  const memberId = form.kind === 'Blocker' ? form.blockerMemberId || null : (services[0]?.memberId ?? null);
  return { branchId, kind: form.kind, memberId, services, ...span };
}
