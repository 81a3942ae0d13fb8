import { describe, expect, it } from 'vitest';
import { daysFrom, localDay } from '@/lib/booking/days';
import { toE164MY } from '@/lib/booking/local-phone';

describe('toE164MY', () => {
  it('reads Malaysian numbers as typed, and keeps other countries given with +', () => {
    expect(toE164MY('012-345 6789')).toBe('+60123456789');
    expect(toE164MY('60123456789')).toBe('+60123456789');
    expect(toE164MY('123456789')).toBe('+60123456789');
    expect(toE164MY('+65 9123 4567')).toBe('+6591234567');
    expect(toE164MY('0065 9123 4567')).toBe('+6591234567');
    expect(toE164MY('  ')).toBe('');
  });
});

describe('booking page days', () => {
  it('takes the day in the branch zone and counts on across a month end', () => {
    expect(localDay(Date.parse('2030-03-04T17:00:00Z'), 'Asia/Kuala_Lumpur')).toBe('2030-03-05');
    expect(localDay(Date.parse('2030-03-04T17:00:00Z'), 'Europe/London')).toBe('2030-03-04');
    expect(daysFrom('2030-02-27', 3)).toEqual(['2030-02-27', '2030-02-28', '2030-03-01']);
  });
});
