import { describe, expect, it } from 'vitest';
import { makePresetRange, makeRelativeRange, presetRange, relativeRange } from '@/lib/date-range';

// 2026-03-12 is a Thursday.
const TODAY = '2026-03-12';

describe('date range presets (weeks start Monday)', () => {
  it.each([
    ['today', '2026-03-12', '2026-03-12'],
    ['yesterday', '2026-03-11', '2026-03-11'],
    ['this_week', '2026-03-09', '2026-03-15'],
    ['last_week', '2026-03-02', '2026-03-08'],
    ['this_month', '2026-03-01', '2026-03-31'],
    ['last_month', '2026-02-01', '2026-02-28'],
  ] as const)('%s', (preset, start, end) => {
    expect(presetRange(preset, TODAY)).toEqual({ start, end });
  });

  it('starts this week on Monday even on a Sunday', () => {
    expect(presetRange('this_week', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
  });

  it('marks the preset in the value', () => {
    expect(makePresetRange('yesterday', TODAY)).toEqual({ type: 'absolute', start: '2026-03-11', end: '2026-03-11', presetKey: 'yesterday' });
  });
});

describe('relative ranges', () => {
  it('current scope includes the running unit', () => {
    expect(relativeRange(7, 'day', 'current', TODAY)).toEqual({ start: '2026-03-06', end: '2026-03-12' });
    expect(relativeRange(2, 'month', 'current', TODAY)).toEqual({ start: '2026-02-01', end: '2026-03-31' });
  });

  it('past scope ends before the running unit', () => {
    expect(relativeRange(2, 'week', 'past', TODAY)).toEqual({ start: '2026-02-23', end: '2026-03-08' });
    expect(relativeRange(1, 'year', 'past', TODAY)).toEqual({ start: '2025-01-01', end: '2025-12-31' });
  });

  it('builds the value with its key', () => {
    expect(makeRelativeRange(3, 'day', 'past', TODAY)).toMatchObject({ type: 'relative', start: '2026-03-09', end: '2026-03-11', key: 'past_3_day' });
  });
});
