import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '@/lib/api-types';
import { blockKeys, dayStartIso, makeColumns, placeBlocks } from '@/lib/appointments/calendar-columns';

const TZ = 'Asia/Kuala_Lumpur';

function row(id: string, memberId: string | null, startAt: string, endAt: string, extra: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    id, businessId: 'b', branchId: 'br', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking', customerId: null,
    memberId, serviceId: null, startAt, endAt, notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, updatedAt: startAt, version: 1,
    ...extra,
  };
}

describe('calendar columns', () => {
  it('starts a Kuala Lumpur day at 16:00 UTC the day before', () => {
    expect(dayStartIso('2026-11-26', TZ)).toBe('2026-11-25T16:00:00.000Z');
  });

  it('makes one column per member and day', () => {
    const cols = makeColumns(['a', 'b'], ['2026-11-26'], TZ);
    expect(cols.map((c) => c.key)).toEqual(['a|2026-11-26', 'b|2026-11-26']);
  });

  it('places bookings in their member column in minutes, side by side when they overlap', () => {
    const cols = makeColumns(['a', 'b'], ['2026-11-26'], TZ);
    const placed = placeBlocks(
      cols,
      [
        row('1', 'a', '2026-11-26T02:00:00.000Z', '2026-11-26T03:00:00.000Z'),
        row('2', 'a', '2026-11-26T02:30:00.000Z', '2026-11-26T03:30:00.000Z'),
        row('3', 'b', '2026-11-26T02:00:00.000Z', '2026-11-26T03:00:00.000Z', { status: 'CANCELLED' }),
        row('4', null, '2026-11-26T05:00:00.000Z', '2026-11-26T06:00:00.000Z', { kind: 'Blocker', source: 'BranchBlocker' }),
      ],
      TZ,
    );
    const a = placed.get('a|2026-11-26') ?? [];
    expect(a.map((p) => [p.row.id, p.start, p.end, p.column, p.columns])).toEqual([
      ['1', 600, 660, 0, 2],
      ['2', 630, 690, 1, 2],
      ['4', 780, 840, 0, 1],
    ]);
    expect((placed.get('b|2026-11-26') ?? []).map((p) => p.row.id)).toEqual(['4']);
  });

  it('shows each member their own services of a booking', () => {
    const cols = makeColumns(['a', 'b'], ['2026-11-26'], TZ);
    const services = [
      { serviceId: 's1', memberId: 'a', startAt: '2026-11-26T02:00:00.000Z', endAt: '2026-11-26T02:30:00.000Z' },
      { serviceId: 's2', memberId: 'b', startAt: '2026-11-26T02:30:00.000Z', endAt: '2026-11-26T03:30:00.000Z' },
    ];
    const placed = placeBlocks(cols, [row('1', 'a', '2026-11-26T02:00:00.000Z', '2026-11-26T03:30:00.000Z', { services })], TZ);
    expect(placed.get('a|2026-11-26')?.[0]).toMatchObject({ start: 600, end: 630 });
    expect(placed.get('b|2026-11-26')?.[0]).toMatchObject({ start: 630, end: 690 });
  });
});

describe('block placement, lazily and with keys by place', () => {
  const cols = makeColumns(['a', 'b'], ['2026-11-26', '2026-11-27'], TZ);
  const rows = [
    row('1', 'a', '2026-11-26T02:00:00.000Z', '2026-11-26T03:00:00.000Z'),
    row('2', 'a', '2026-11-27T02:00:00.000Z', '2026-11-27T03:00:00.000Z'),
  ];

  it('places a column once, when asked, and knows no other columns', () => {
    const placed = placeBlocks(cols, rows, TZ);
    const first = placed.get('a|2026-11-26');
    expect(first?.map((b) => b.row.id)).toEqual(['1']);
    expect(placed.get('a|2026-11-26')).toBe(first);
    expect(placed.get('a|2026-11-27')?.map((b) => b.row.id)).toEqual(['2']);
    expect(placed.get('b|2026-11-26')).toEqual([]);
    expect(placed.get('c|2026-11-26')).toBeUndefined();
  });

  it('keys blocks by their place, so two days\' bookings at one place share a key', () => {
    const placed = placeBlocks(cols, rows, TZ);
    const day1 = blockKeys(placed.get('a|2026-11-26') ?? []);
    const day2 = blockKeys(placed.get('a|2026-11-27') ?? []);
    expect(day1).toEqual(['600|0']);
    expect(day2).toEqual(day1);
  });

  it('falls back to the id for a second block at the same place', () => {
    const block = (id: string, start: number, column: number) => ({ row: row(id, 'a', '', ''), start, end: start + 30, column, columns: 2 });
    expect(blockKeys([block('x', 600, 0), block('y', 600, 1), block('z', 600, 0)])).toEqual(['600|0', '600|1', 'z']);
  });
});
