import { describe, expect, it } from 'vitest';
import type { ConflictRow } from '@/lib/appointments/conflict';
import { BOOKING_RULE_DEFAULTS, rulesOf, withinPolicy } from '@/lib/booking/settings';
import { freeSlots, serviceLines, type SlotMember, type SlotQuery } from '@/lib/booking/slots';

const BRANCH = 'b1';
const day = (start: string, end: string) => ({ active: true, slots: [{ start, end }] });
const off = { active: false, slots: [] };
const week = (start: string, end: string) => ({ '0': day(start, end), '1': day(start, end), '2': day(start, end), '3': day(start, end), '4': day(start, end), '5': day(start, end), '6': day(start, end) });

function member(id: string, hours = week('10:00', '12:00')): SlotMember {
  return { id, branches: [{ branchId: BRANCH, serviceTeam: true }], workingHours: { [BRANCH]: hours }, timeOff: [] };
}

const rules = { ...BOOKING_RULE_DEFAULTS, leadTimeMinutes: 0, slotIntervalMinutes: 30 as const };

function query(over: Partial<SlotQuery> = {}): SlotQuery {
  return {
    date: '2030-03-05',
    timeZone: 'Asia/Kuala_Lumpur',
    branchId: BRANCH,
    services: [{ id: 's1', durationMinutes: 60, bufferMinutes: 0 }],
    members: [member('m1')],
    rows: [],
    rules,
    nowMs: Date.parse('2030-03-01T00:00:00Z'),
    ...over,
  };
}

function booking(memberId: string, startAt: string, endAt: string): ConflictRow {
  return { id: `${memberId}-${startAt}`, status: 'CONFIRMED', branchId: BRANCH, kind: 'Appointment', memberId, startAt, endAt, services: [{ serviceId: 'x', memberId, startAt, endAt }] };
}

const starts = (q: SlotQuery) => freeSlots(q).map((s) => s.startAt);

describe('freeSlots', () => {
  it('offers starts on the slot grid where the service fits in the working hours (Kuala Lumpur is UTC+8)', () => {
    expect(starts(query())).toEqual(['2030-03-05T02:00:00.000Z', '2030-03-05T02:30:00.000Z', '2030-03-05T03:00:00.000Z']);
  });

  it('follows the slot interval', () => {
    expect(starts(query({ rules: { ...rules, slotIntervalMinutes: 60 } }))).toEqual(['2030-03-05T02:00:00.000Z', '2030-03-05T03:00:00.000Z']);
    expect(starts(query({ rules: { ...rules, slotIntervalMinutes: 15 } }))).toHaveLength(5);
  });

  it('leaves out starts that clash with a booking, widened by the branch buffers', () => {
    const rows = [booking('m1', '2030-03-05T03:00:00.000Z', '2030-03-05T03:30:00.000Z')];
    expect(starts(query({ rows }))).toEqual(['2030-03-05T02:00:00.000Z']);
    const morning = query({ members: [member('m1', week('09:00', '13:00'))], rows });
    expect(starts(morning)).toEqual(['2030-03-05T01:00:00.000Z', '2030-03-05T01:30:00.000Z', '2030-03-05T02:00:00.000Z', '2030-03-05T03:30:00.000Z', '2030-03-05T04:00:00.000Z']);
    const buffered = { ...morning, rules: { ...rules, bufferAfterMinutes: 15, bufferBeforeMinutes: 15 } };
    expect(starts(buffered)).toEqual(['2030-03-05T01:00:00.000Z', '2030-03-05T01:30:00.000Z', '2030-03-05T04:00:00.000Z']);
  });

  it('keeps a service buffer free after the last service', () => {
    const rows = [booking('m1', '2030-03-05T03:00:00.000Z', '2030-03-05T04:00:00.000Z')];
    const q = query({ members: [member('m1', week('09:00', '12:00'))], rows, services: [{ id: 's1', durationMinutes: 60, bufferMinutes: 30 }] });
    expect(starts(q)).toEqual(['2030-03-05T01:00:00.000Z', '2030-03-05T01:30:00.000Z']);
  });

  it('honours the lead time and the advance limit', () => {
    const nowMs = Date.parse('2030-03-05T02:10:00Z');
    expect(starts(query({ nowMs, rules: { ...rules, leadTimeMinutes: 30 } }))).toEqual(['2030-03-05T03:00:00.000Z']);
    expect(starts(query({ nowMs: Date.parse('2030-01-01T00:00:00Z'), rules: { ...rules, maxAdvanceDays: 30 } }))).toEqual([]);
  });

  it('offers nothing on a day off, time off, or a branch the member does not work at', () => {
    expect(starts(query({ members: [member('m1', { ...week('10:00', '12:00'), '2': off })] }))).toEqual([]);
    expect(starts(query({ members: [{ ...member('m1'), timeOff: [{ id: 't', startDate: '2030-03-04', endDate: '2030-03-06', note: '' }] }] }))).toEqual([]);
    expect(starts(query({ branchId: 'elsewhere' }))).toEqual([]);
  });

  it('lists every free member for "any", and a branch-wide blocker stops them all', () => {
    const slots = freeSlots(query({ members: [member('m1'), member('m2')], rows: [booking('m1', '2030-03-05T02:00:00.000Z', '2030-03-05T03:00:00.000Z')] }));
    expect(slots[0]).toEqual({ startAt: '2030-03-05T02:00:00.000Z', memberIds: ['m2'] });
    expect(slots[2]).toEqual({ startAt: '2030-03-05T03:00:00.000Z', memberIds: ['m1', 'm2'] });
    const blocker: ConflictRow = { id: 'bb', status: 'CONFIRMED', branchId: BRANCH, kind: 'Blocker', memberId: null, startAt: '2030-03-05T02:00:00.000Z', endAt: '2030-03-05T04:00:00.000Z', services: [] };
    expect(starts(query({ members: [member('m1'), member('m2')], rows: [blocker] }))).toEqual([]);
  });

  it('finds a member busy on another member\'s booking by its service line; another branch\'s branch-wide blocker stops no one', () => {
    // m2 does the second service of a booking held by m1, 10:00–11:00 local.
    const shared: ConflictRow = {
      id: 'shared', status: 'CONFIRMED', branchId: BRANCH, kind: 'Appointment', memberId: 'm1', startAt: '2030-03-05T02:00:00.000Z', endAt: '2030-03-05T03:00:00.000Z',
      services: [{ serviceId: 'x', memberId: 'm1', startAt: '2030-03-05T02:00:00.000Z', endAt: '2030-03-05T02:30:00.000Z' }, { serviceId: 'y', memberId: 'm2', startAt: '2030-03-05T02:30:00.000Z', endAt: '2030-03-05T03:00:00.000Z' }],
    };
    const elsewhere: ConflictRow = { id: 'bb', status: 'CONFIRMED', branchId: 'b2', kind: 'Blocker', memberId: null, startAt: '2030-03-05T02:00:00.000Z', endAt: '2030-03-05T04:00:00.000Z', services: [] };
    const slots = freeSlots(query({ members: [member('m1'), member('m2')], rows: [shared, elsewhere] }));
    expect(slots).toEqual([
      { startAt: '2030-03-05T02:30:00.000Z', memberIds: ['m1'] },
      { startAt: '2030-03-05T03:00:00.000Z', memberIds: ['m1', 'm2'] },
    ]);
  });

  it('keeps the wall-clock grid across a DST change (Europe/London, 2030-03-31 spring forward)', () => {
    const q = query({ nowMs: Date.parse('2030-03-25T00:00:00Z'), date: '2030-03-31', timeZone: 'Europe/London', members: [member('m1', week('00:00', '04:00'))], rules: { ...rules, slotIntervalMinutes: 60 } });
    // 01:00 local does not exist that night; 00:00 is GMT (UTC+0), 02:00 onwards BST (UTC+1).
    expect(starts(q)).toEqual(['2030-03-31T00:00:00.000Z', '2030-03-31T01:00:00.000Z', '2030-03-31T02:00:00.000Z']);
    const nowMs = Date.parse('2030-10-20T00:00:00Z');
    const autumn = query({ nowMs, date: '2030-10-27', timeZone: 'Europe/London', members: [member('m1', week('09:00', '11:00'))], rules: { ...rules, slotIntervalMinutes: 60 } });
    expect(starts(autumn)).toEqual(['2030-10-27T09:00:00.000Z', '2030-10-27T10:00:00.000Z']);
    const summer = query({ nowMs, date: '2030-10-26', timeZone: 'Europe/London', members: [member('m1', week('09:00', '11:00'))], rules: { ...rules, slotIntervalMinutes: 60 } });
    expect(starts(summer)).toEqual(['2030-10-26T08:00:00.000Z', '2030-10-26T09:00:00.000Z']);
  });

  it('places several services one after another with their buffers', () => {
    const lines = serviceLines([{ id: 'a', durationMinutes: 30, bufferMinutes: 10 }, { id: 'b', durationMinutes: 20, bufferMinutes: 0 }], 'm1', Date.parse('2030-03-05T02:00:00Z'));
    expect(lines.map((l) => [l.serviceId, l.startAt, l.endAt])).toEqual([
      ['a', '2030-03-05T02:00:00.000Z', '2030-03-05T02:30:00.000Z'],
      ['b', '2030-03-05T02:40:00.000Z', '2030-03-05T03:00:00.000Z'],
    ]);
  });
});

describe('policy windows', () => {
  const now = Date.parse('2030-03-05T00:00:00Z');
  it('allows a change up to the window before the start, not after', () => {
    expect(withinPolicy('2030-03-06T00:00:00Z', 24, now)).toBe(true);
    expect(withinPolicy('2030-03-05T23:59:00Z', 24, now)).toBe(false);
    expect(withinPolicy('2030-03-05T00:30:00Z', 0, now)).toBe(true);
  });

  it('fills rules a row lacks with the defaults', () => {
    expect(rulesOf({ slotIntervalMinutes: 30 })).toEqual({ ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 30 });
    expect(rulesOf(undefined)).toEqual(BOOKING_RULE_DEFAULTS);
  });
});
