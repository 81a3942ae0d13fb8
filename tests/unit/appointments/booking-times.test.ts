import { describe, expect, it } from 'vitest';
import { isoWeekday, slotLabel, weekdayOrder } from '@/lib/appointments/booking-times';
import { shiftServices, sequentialServices } from '@/lib/appointments/services';

describe('booking times in the user preferences', () => {
  it('labels a start in the branch time zone on a 12- or 24-hour clock', () => {
    const at = '2031-03-03T07:05:00.000Z';
    expect(slotLabel(at, 'Asia/Kuala_Lumpur', '12')).toBe('3:05 PM');
    expect(slotLabel(at, 'Asia/Kuala_Lumpur', '24')).toBe('15:05');
    expect(slotLabel('2031-03-02T16:00:00.000Z', 'Asia/Kuala_Lumpur', '12')).toBe('12:00 AM');
  });

  it('orders weekdays from the user week start', () => {
    expect(weekdayOrder(0)).toEqual([7, 1, 2, 3, 4, 5, 6]);
    expect(weekdayOrder(1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOrder(6)).toEqual([6, 7, 1, 2, 3, 4, 5]);
    expect(isoWeekday('2031-03-02')).toBe(7);
    expect(isoWeekday('2031-03-03')).toBe(1);
  });
});

describe('services of a booking', () => {
  const start = '2031-03-03T02:00:00.000Z';
  const lines = sequentialServices(start, [
    { serviceId: 'cut', memberId: 'm1', durationMinutes: 45 },
    { serviceId: 'colour', memberId: 'm2', durationMinutes: 90 },
  ]);

  it('runs one after another', () => {
    expect(lines.map((l) => [l.startAt, l.endAt])).toEqual([
      ['2031-03-03T02:00:00.000Z', '2031-03-03T02:45:00.000Z'],
      ['2031-03-03T02:45:00.000Z', '2031-03-03T04:15:00.000Z'],
    ]);
  });

  it('shift with a move; the column member changes hands, the last service takes a resize', () => {
    const row = { startAt: start, endAt: '2031-03-03T04:15:00.000Z', memberId: 'm1', services: lines };
    const moved = shiftServices(row, { startAt: '2031-03-03T03:00:00.000Z', endAt: '2031-03-03T05:45:00.000Z', memberId: 'm3' });
    expect(moved.map((l) => [l.memberId, l.startAt, l.endAt])).toEqual([
      ['m3', '2031-03-03T03:00:00.000Z', '2031-03-03T03:45:00.000Z'],
      ['m2', '2031-03-03T03:45:00.000Z', '2031-03-03T05:45:00.000Z'],
    ]);
  });
});
