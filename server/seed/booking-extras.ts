import type { AppointmentServiceLine, BookingStatus } from '@/lib/api-types';
import { extraMinutesOf, findConflicts, type ConflictRow } from '@/lib/appointments/conflict';
import { expandSeries, toLocal } from '@/lib/appointments/series';
import type { Queryable } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { nextSeq } from '@server/db/seq';
import type { AppointmentSeed } from '@server/seed/appointments';
import { extraOf, type ServiceSeed } from '@server/seed/catalogue';
import { Prng } from '@server/seed/prng';

const KL = 'Asia/Kuala_Lumpur';
const KL_OFFSET_MS = 8 * 3_600_000;

interface Staff {
  id: string;
  branchIds: string[];
}

interface ExtraRow {
  id: string;
  branchId: string;
  kind: 'Appointment' | 'Blocker' | 'Class';
  status: BookingStatus;
  source: 'AdminBooking' | 'CustomerBooking' | 'PersonalBlocker' | 'BranchBlocker';
  customerId: string | null;
  memberId: string | null;
  serviceId: string | null;
  startAt: string;
  endAt: string;
  notes: string;
  services: AppointmentServiceLine[];
  seriesId: string | null;
  attendance: 'ATTENDED' | 'NO_SHOW' | null;
  capacity: number | null;
}

/** Local 'yyyy-MM-dd' of the KL day `offset` days from today. */
function klDate(now: Date, offset: number): string {
  return new Date(now.getTime() + KL_OFFSET_MS + offset * 86_400_000).toISOString().slice(0, 10);
}

function line(serviceId: string, memberId: string, startAt: string, minutes: number): AppointmentServiceLine {
  return { serviceId, memberId, startAt, endAt: new Date(Date.parse(startAt) + minutes * 60_000).toISOString() };
}

/** The rest of a fortnight around the seeded week: past and next-week busy mornings, no overlaps. */
function busyMornings(r: Prng, now: Date, staff: readonly Staff[], services: readonly (ServiceSeed & { id: string })[], customerIds: readonly string[]): ExtraRow[] {
  const out: ExtraRow[] = [];
  for (const day of [-7, -6, -5, -4, 4, 5, 6, 7, 8, 9, 10]) {
    for (const member of staff) {
      const branchId = member.branchIds[day % member.branchIds.length === 0 ? 0 : member.branchIds.length - 1] ?? member.branchIds[0] ?? '';
      let minute = 10 * 60;
      const close = r.chance(0.5) ? 13 * 60 : 17 * 60;
      while (minute < close) {
        const service = r.pick(services);
        if (minute + service.durationMinutes > close) break;
        if (r.chance(minute < 13 * 60 ? 0.9 : 0.4)) {
          const startAt = new Date(Date.parse(`${klDate(now, day)}T00:00:00+08:00`) + minute * 60_000).toISOString();
          const l = line(service.id, member.id, startAt, service.durationMinutes);
          const past = day < 0;
          out.push({
            id: r.uuid(), branchId, kind: 'Appointment', status: r.chance(0.05) ? 'CANCELLED' : 'CONFIRMED',
            source: r.chance(0.3) ? 'CustomerBooking' : 'AdminBooking', customerId: r.pick(customerIds), memberId: member.id,
            serviceId: service.id, startAt, endAt: l.endAt, notes: '', services: [l], seriesId: null,
            attendance: past ? (r.chance(0.06) ? 'NO_SHOW' : 'ATTENDED') : null, capacity: null,
          });
        }
        minute += service.durationMinutes + extraOf(service) + r.pick([0, 0, 15, 30]);
      }
    }
  }
  return out;
}

/**
 * What makes the demo calendar lived-in beyond the seeded week: a fortnight of busy mornings,
 * regulars on weekly series, a weekly staff meeting (branch-wide, after closing), an evening yoga
 * class with attendees and a waitlist, no-shows in the past, and booking settings per branch.
 * Its own PRNG, so the rest of the demo data stays as it was. Nothing overlaps (the clash rule).
 */
export async function seedBookingExtras(
  q: Queryable,
  bid: string,
  now: Date,
  args: { staff: readonly Staff[]; services: readonly (ServiceSeed & { id: string })[]; customerIds: readonly string[]; week: readonly AppointmentSeed[]; branches: readonly string[] },
): Promise<void> {
  const r = new Prng(20_240_613);
  const rows: ExtraRow[] = busyMornings(r, now, args.staff, args.services, args.customerIds);
  const extra = extraMinutesOf(args.services.map((s) => ({ id: s.id, processingMinutes: s.processingMinutes ?? 0, bufferMinutes: s.bufferMinutes ?? 0 })));
  const series: { id: string; branchId: string; rrule: string; startLocal: string; durationMinutes: number }[] = [];
  const taken: ConflictRow[] = [
    ...args.week.map((a) => ({ ...a, startAt: a.startAt.toISOString(), endAt: a.endAt.toISOString(), services: a.serviceId ? [line(a.serviceId, a.memberId, a.startAt.toISOString(), (a.endAt.getTime() - a.startAt.getTime()) / 60_000)] : [] })),
    ...rows,
  ];
  const addSeries = (template: Omit<ExtraRow, 'id' | 'startAt' | 'endAt' | 'services' | 'seriesId' | 'attendance'>, startLocal: string, rrule: string, minutes: number) => {
    const id = r.uuid();
    const occurrences = expandSeries({ rrule, timeZone: KL, startLocal, durationMinutes: minutes, exceptions: [] });
    const made = occurrences.map((o): ExtraRow => ({
      ...template, id: r.uuid(), startAt: o.startAt, endAt: o.endAt, seriesId: id,
      services: template.serviceId && template.memberId ? [line(template.serviceId, template.memberId, o.startAt, minutes)] : [],
      attendance: Date.parse(o.endAt) < now.getTime() && template.kind === 'Appointment' ? 'ATTENDED' : null,
    }));
    const clear = made.every((m) => findConflicts(m, taken, extra).length === 0);
    if (!clear) return;
    series.push({ id, branchId: template.branchId, rrule, startLocal, durationMinutes: minutes });
    rows.push(...made);
    taken.push(...made);
  };

  // Regulars: the same customer, member and time every fortnight, late afternoon (the seeded
  // week is full; their visits fall either side of it).
  for (const [i, member] of args.staff.slice(0, 4).entries()) {
    const service = args.services[i % args.services.length];
    const branchId = member.branchIds[0];
    if (!service || !branchId) continue;
    const start = `${klDate(now, -7 + i)}T${i % 2 === 0 ? '18' : '17'}:00`;
    addSeries(
      { branchId, kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking', customerId: args.customerIds[i] ?? null, memberId: member.id, serviceId: service.id, notes: 'Regular', capacity: null },
      start, 'FREQ=WEEKLY;INTERVAL=2;COUNT=2', service.durationMinutes,
    );
  }
  // The weekly staff meeting of each branch, Wednesday after closing.
  const wednesday = [0, 1, 2, 3, 4, 5, 6].map((d) => klDate(now, -7 + d)).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 3) ?? klDate(now, -7);
  for (const branchId of args.branches) {
    addSeries(
      { branchId, kind: 'Blocker', status: 'CONFIRMED', source: 'BranchBlocker', customerId: null, memberId: null, serviceId: null, notes: 'Weekly staff meeting', capacity: null },
      `${wednesday}T20:00`, 'FREQ=WEEKLY;COUNT=3', 45,
    );
  }
  // Evening yoga at the first branch, Thursdays, eight places.
  const yogaId = r.uuid();
  const instructor = args.staff[args.staff.length - 1];
  const firstBranch = args.branches[0];
  const thursday = [0, 1, 2, 3, 4, 5, 6].map((d) => klDate(now, -7 + d)).find((d) => new Date(`${d}T00:00:00Z`).getUTCDay() === 4) ?? klDate(now, -7);
  if (instructor && firstBranch) {
    addSeries(
      { branchId: firstBranch, kind: 'Class', status: 'CONFIRMED', source: 'AdminBooking', customerId: null, memberId: instructor.id, serviceId: yogaId, notes: 'Bring your own mat', capacity: 8 },
      `${thursday}T20:15`, 'FREQ=WEEKLY;COUNT=3', 60,
    );
  }
  const classes = rows.filter((row) => row.kind === 'Class');
  const attendees: unknown[][] = [];
  for (const klass of classes) {
    const joined = r.int(5, 10);
    for (let i = 0; i < joined; i++) {
      attendees.push([bid, r.uuid(), klass.id, klass.branchId, args.customerIds[20 + ((i * 7 + attendees.length) % 150)] ?? args.customerIds[0], i < 8 ? 'BOOKED' : 'WAITLIST', new Date(Date.parse(klass.startAt) - (10 - i) * 86_400_000).toISOString()]);
    }
  }
  // The seeded week's past days: attended, a few no-shows.
  const pastWeek = args.week.filter((a) => a.kind === 'Appointment' && a.status === 'CONFIRMED' && toLocal(a.startAt, KL).slice(0, 10) < klDate(now, 0));

  let seq = await nextSeq(q, bid, 1 + rows.length + series.length + attendees.length + args.branches.length + pastWeek.length);
  const take = () => seq++;
  await insertMany(q, 'services', ['business_id', 'id', 'seq', 'name', 'category', 'duration_minutes', 'price', 'currency'], [[bid, yogaId, take(), 'Yoga Flow (class)', 'Body', 60, 4000, 'myr']]);
  await insertMany(
    q,
    'appointment_series',
    ['business_id', 'id', 'seq', 'branch_id', 'rrule', 'time_zone', 'start_local', 'duration_minutes'],
    series.map((s) => [bid, s.id, take(), s.branchId, s.rrule, KL, s.startLocal, s.durationMinutes]),
  );
  await insertMany(
    q,
    'appointments',
    ['business_id', 'id', 'seq', 'branch_id', 'kind', 'status', 'source', 'customer_id', 'member_id', 'service_id', 'start_at', 'end_at', 'notes', 'services:jsonb', 'series_id', 'attendance', 'capacity'],
    rows.map((a) => [bid, a.id, take(), a.branchId, a.kind, a.status, a.source, a.customerId, a.memberId, a.serviceId, a.startAt, a.endAt, a.notes, JSON.stringify(a.services), a.seriesId, a.attendance, a.capacity]),
  );
  await insertMany(q, 'class_attendees', ['business_id', 'id', 'appointment_id', 'branch_id', 'customer_id', 'status', 'created_at', 'seq'], attendees.map((a) => [...a, take()]));
  // Booking rules (issue 20): the first branch books online at once; the others ask for approval,
  // keep ten minutes after each booking and take changes online until two days before.
  await insertMany(
    q,
    'booking_settings',
    ['business_id', 'id', 'seq', 'branch_id', 'slot_interval_minutes', 'allow_double_booking', 'require_approval', 'buffer_after_minutes', 'cancel_window_hours', 'reschedule_window_hours'],
    args.branches.map((b, i) => [bid, r.uuid(), take(), b, 15, false, i > 0, i > 0 ? 10 : 0, i > 0 ? 48 : 24, i > 0 ? 48 : 24]),
  );
  for (const [i, a] of pastWeek.entries()) {
    await q.query('UPDATE appointments SET attendance = $3, seq = $4 WHERE business_id = $1 AND id = $2', [bid, a.id, i % 17 === 5 ? 'NO_SHOW' : 'ATTENDED', take()]);
  }
}
