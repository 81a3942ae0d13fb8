import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoAtMinute,
  minuteInDay,
  minuteLabel,
  minuteToPx,
  pxToSlotMinute,
  slotStarts,
  snapMinutes,
  weekOf,
  type TimeAxis,
} from '@/lib/appointments/time-axis';

const axis: TimeAxis = { startMinute: 8 * 60, endMinute: 10 * 60, interval: 15, slotHeight: 20 };

describe('time axis', () => {
  it('lists slots at the interval', () => {
    expect(slotStarts(axis)).toEqual([480, 495, 510, 525, 540, 555, 570, 585]);
  });

  it('maps minutes to pixels and back to the slot', () => {
    expect(minuteToPx(axis, 510)).toBe(40);
    expect(pxToSlotMinute(axis, 41)).toBe(510);
    expect(pxToSlotMinute(axis, 59)).toBe(510);
    expect(pxToSlotMinute(axis, -5)).toBe(480);
    expect(pxToSlotMinute(axis, 10_000)).toBe(585);
  });

  it('snaps to the nearest interval', () => {
    expect(snapMinutes(37, 15)).toBe(30);
    expect(snapMinutes(38, 15)).toBe(45);
  });

  it('labels times in 12- and 24-hour clocks', () => {
    expect(minuteLabel(0, '12')).toBe('12:00 AM');
    expect(minuteLabel(13 * 60 + 5, '12')).toBe('1:05 PM');
    expect(minuteLabel(12 * 60, '12')).toBe('12:00 PM');
    expect(minuteLabel(13 * 60 + 5, '24')).toBe('13:05');
    expect(minuteLabel(1440, '24')).toBe('00:00');
  });
});

describe('days and weeks', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts the week on the preferred day', () => {
    // 2026-11-26 is a Thursday.
    expect(weekOf('2026-11-26', 0)[0]).toBe('2026-11-22');
    expect(weekOf('2026-11-26', 1)[0]).toBe('2026-11-23');
    expect(weekOf('2026-11-26', 4)[0]).toBe('2026-11-26');
    expect(weekOf('2026-11-26', 5)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('converts between instants and minutes of a local day', () => {
    const dayStart = '2026-11-25T16:00:00.000Z'; // 26 Nov in Kuala Lumpur
    expect(minuteInDay(dayStart, '2026-11-26T02:30:00.000Z')).toBe(10 * 60 + 30);
    expect(isoAtMinute(dayStart, 9 * 60)).toBe('2026-11-26T01:00:00.000Z');
  });
});
