import { describe, expect, it } from 'vitest';
import {
  addSlot,
  emptyAvailability,
  isAvailableAllDay,
  normaliseAvailability,
  removeSlot,
  setDayActive,
  slotError,
  updateSlot,
} from '@/lib/availability';

describe('availability editor rules (spec §4)', () => {
  it('turning a day on with no slots creates 00:00-23:59', () => {
    const week = setDayActive(emptyAvailability(), '1', true);
    expect(week['1']).toEqual({ active: true, slots: [{ start: '00:00', end: '23:59' }] });
  });

  it('turning a day on keeps existing slots', () => {
    const week = normaliseAvailability({ '2': { active: false, slots: [{ start: '09:00', end: '17:00' }] } });
    expect(setDayActive(week, '2', true)['2']).toEqual({ active: true, slots: [{ start: '09:00', end: '17:00' }] });
  });

  it('turning a day off clears its slots', () => {
    let week = setDayActive(emptyAvailability(), '3', true);
    week = setDayActive(week, '3', false);
    expect(week['3']).toEqual({ active: false, slots: [] });
  });

  it('adding a slot starts at the previous end (or 00:00), ends 23:59 and marks the day active', () => {
    let week = addSlot(emptyAvailability(), '4');
    expect(week['4']).toEqual({ active: true, slots: [{ start: '00:00', end: '23:59' }] });
    week = updateSlot(week, '4', 0, { start: '09:00', end: '12:00' });
    week = addSlot(week, '4');
    expect(week['4'].slots[1]).toEqual({ start: '12:00', end: '23:59' });
  });

  it('editing a slot marks the day active', () => {
    const week = normaliseAvailability({ '5': { active: false, slots: [{ start: '09:00', end: '17:00' }] } });
    const next = updateSlot(week, '5', 0, { end: '18:00' });
    expect(next['5']).toEqual({ active: true, slots: [{ start: '09:00', end: '18:00' }] });
  });

  it('deleting the last slot marks the day inactive; deleting another keeps it active', () => {
    let week = addSlot(addSlot(emptyAvailability(), '6'), '6');
    week = removeSlot(week, '6', 0);
    expect(week['6'].active).toBe(true);
    expect(week['6'].slots).toHaveLength(1);
    week = removeSlot(week, '6', 0);
    expect(week['6']).toEqual({ active: false, slots: [] });
  });

  it('no slots means available all day (when the day is active)', () => {
    const week = normaliseAvailability({ '0': { active: true, slots: [] } });
    expect(isAvailableAllDay(week['0'])).toBe(true);
    expect(isAvailableAllDay(week['1'])).toBe(false);
  });

  it('never changes its input', () => {
    const week = emptyAvailability();
    const copy = structuredClone(week);
    setDayActive(week, '1', true);
    addSlot(week, '2');
    expect(week).toEqual(copy);
  });

  it('validates slot times: InvalidTime, and end not before start', () => {
    expect(slotError({ start: '09:00', end: '17:00' })).toBeNull();
    expect(slotError({ start: '09:00', end: '09:00' })).toBeNull();
    expect(slotError({ start: '9:00', end: '17:00' })).toBe('InvalidTime');
    expect(slotError({ start: '24:00', end: '17:00' })).toBe('InvalidTime');
    expect(slotError({ start: '10:00', end: '09:59' })).toBe('EndBeforeStart');
  });

  it('ignores out-of-range slot indexes', () => {
    const week = emptyAvailability();
    expect(updateSlot(week, '1', 3, { start: '10:00' })).toBe(week);
    expect(removeSlot(week, '1', 0)).toBe(week);
  });
});
