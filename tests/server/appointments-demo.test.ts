import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow } from '@/lib/api-types';
import { extraMinutesOf, findConflicts } from '@/lib/appointments/conflict';
import { toAppointment, type DbRow } from '@server/rows/mappers';
import { seedDemo } from '@server/seed/demo';
import { DEMO_IDS } from '@server/seed/team';
import { backends, openTestDb, type TestDb } from './helpers/backends';

// The demo salon's calendar (issue 13, "Demo data"): a lived-in fortnight a newcomer opens, which
// the clash rule, processing and buffer time included, finds nothing wrong with.
describe.each(backends())('the demo calendar on $name', (backend) => {
  let t: TestDb;
  let rows: AppointmentRow[];
  const now = new Date('2026-06-01T08:00:00Z');
  beforeAll(async () => {
    t = await openTestDb(backend);
    await seedDemo(t.db, now);
    rows = (await t.db.query<DbRow>('SELECT * FROM appointments WHERE business_id = $1', [DEMO_IDS.business])).map(toAppointment);
  }, 180_000);
  afterAll(async () => {
    await t.dispose();
  });

  it('has services with processing and buffer time, and no booking clashes with another, their extra time counted', async () => {
    const services = await t.db.query<{ id: string; name: string; processing_minutes: number; buffer_minutes: number }>(
      'SELECT id, name, processing_minutes, buffer_minutes FROM services WHERE business_id = $1',
      [DEMO_IDS.business],
    );
    const colouring = services.find((s) => s.name === 'Full Hair Colouring');
    expect(colouring?.processing_minutes).toBe(30);
    expect(services.filter((s) => s.buffer_minutes >= 10).length).toBeGreaterThanOrEqual(3);
    const extra = extraMinutesOf(services.map((s) => ({ id: s.id, processingMinutes: s.processing_minutes, bufferMinutes: s.buffer_minutes })));
    // Bookings with extra time are on the calendar, so the check below is not vacuous.
    const withExtra = rows.filter((r) => r.status !== 'CANCELLED' && r.services.some((l) => extra.has(l.serviceId)));
    expect(withExtra.length).toBeGreaterThan(50);
    const clashes = rows.flatMap((r) => findConflicts(r, rows, extra).map((c) => `${r.id} × ${c.row.id}`));
    expect(clashes).toEqual([]);
  });

  it('spans a fortnight with regulars on series, a weekly branch-wide staff meeting, a yoga class and a few no-shows', async () => {
    const days = new Set(rows.map((r) => new Date(Date.parse(r.startAt) + 8 * 3_600_000).toISOString().slice(0, 10)));
    expect(days.size).toBeGreaterThanOrEqual(14);
    const meetings = rows.filter((r) => r.kind === 'Blocker' && r.source === 'BranchBlocker' && r.notes === 'Weekly staff meeting');
    // Both branches, every week of the fortnight, each one occurrence of its branch's series.
    expect(new Set(meetings.map((m) => m.branchId))).toEqual(new Set([DEMO_IDS.bangsar, DEMO_IDS.pj]));
    expect(meetings.length).toBe(6);
    expect(meetings.every((m) => m.seriesId !== null)).toBe(true);
    const regulars = rows.filter((r) => r.kind === 'Appointment' && r.seriesId !== null);
    expect(new Set(regulars.map((r) => r.seriesId)).size).toBeGreaterThanOrEqual(2);
    const yoga = rows.filter((r) => r.kind === 'Class');
    expect(yoga.length).toBeGreaterThanOrEqual(3);
    const attendees = await t.db.query<{ status: string }>('SELECT status FROM class_attendees WHERE business_id = $1', [DEMO_IDS.business]);
    expect(attendees.some((a) => a.status === 'WAITLIST')).toBe(true);
    const noShows = rows.filter((r) => r.attendance === 'NO_SHOW');
    expect(noShows.length).toBeGreaterThan(0);
    expect(noShows.length).toBeLessThan(rows.filter((r) => r.attendance === 'ATTENDED').length / 5);
  });
});
