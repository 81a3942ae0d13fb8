import { describe, expect, it } from 'vitest';
import { formatDate, formatDay, toAppLocale } from '@/lib/format-date';
import { formatTimeOfDay, from12Hour, to12Hour } from '@/lib/time';

// 2026-03-12 07:05 UTC is 15:05 in Kuala Lumpur (UTC+8).
const INSTANT = '2026-03-12T07:05:00Z';

describe('formatDate', () => {
  it('shows the instant in the user time zone, Asia/Kuala_Lumpur by default', () => {
    expect(formatDate(INSTANT, 'dateTime')).toBe('12 Mar 2026, 3:05 PM');
    expect(formatDate(INSTANT, 'time', { timeZone: 'Europe/London' })).toBe('7:05 AM');
  });

  it('honours the 24-hour preference', () => {
    expect(formatDate(INSTANT, 'time', { timeFormat: '24' })).toBe('15:05');
    expect(formatDate(INSTANT, 'weekdayTime', { timeFormat: '24' })).toBe('Thu 15:05');
  });

  it('uses the local day across midnight', () => {
    expect(formatDate('2026-03-12T17:30:00Z', 'isoDate')).toBe('2026-03-13');
  });

  it('has the date styles', () => {
    expect(formatDate(INSTANT, 'date')).toBe('12 Mar 2026');
    expect(formatDate(INSTANT, 'dateLong')).toBe('Thursday, 12 March 2026');
    expect(formatDate(INSTANT, 'shortDate')).toBe('12/03/2026');
    expect(formatDate(INSTANT, 'monthYear')).toBe('March 2026');
    expect(formatDate(INSTANT, 'date', { locale: 'zh-CN' })).toBe('2026年3月12日');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });

  it('formats a calendar day without shifting it', () => {
    expect(formatDay('2026-03-12', 'weekdayDate')).toBe('Thu, 12 Mar 2026');
    expect(formatDay('bad')).toBe('');
  });

  it('maps i18next languages to app locales', () => {
    expect(toAppLocale('zh')).toBe('zh-CN');
    expect(toAppLocale('ms-MY')).toBe('ms-MY');
    expect(toAppLocale('en-GB')).toBe('en');
    expect(toAppLocale(undefined)).toBe('en');
  });
});

describe('12-hour time parts (spec §9: AM/PM as 0 and 12)', () => {
  it('converts both ways', () => {
    expect(to12Hour(0)).toEqual({ hour: 12, period: 0 });
    expect(to12Hour(12)).toEqual({ hour: 12, period: 12 });
    expect(to12Hour(15)).toEqual({ hour: 3, period: 12 });
    expect(from12Hour(12, 0)).toBe(0);
    expect(from12Hour(12, 12)).toBe(12);
    expect(from12Hour(3, 12)).toBe(15);
    expect(formatTimeOfDay('00:05', '12')).toBe('12:05 AM');
    expect(formatTimeOfDay('00:05', '24')).toBe('00:05');
  });
});
