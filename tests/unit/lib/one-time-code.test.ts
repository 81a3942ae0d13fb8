import { describe, expect, it } from 'vitest';
import { CODE_LENGTH, fillCode, sanitiseCode } from '@/lib/one-time-code';

const empty = () => Array.from({ length: CODE_LENGTH }, () => '');

describe('one-time code', () => {
  it('has 6 boxes (spec §9)', () => {
    expect(CODE_LENGTH).toBe(6);
  });

  it('puts a typed character in its box and moves focus on', () => {
    expect(fillCode(empty(), 0, '4')).toEqual({ values: ['4', '', '', '', '', ''], focusIndex: 1 });
    expect(fillCode(['1', '2', '', '', '', ''], 2, '3').focusIndex).toBe(3);
  });

  it('keeps focus on the last box when it is filled', () => {
    expect(fillCode(['1', '2', '3', '4', '5', ''], 5, '6')).toEqual({ values: ['1', '2', '3', '4', '5', '6'], focusIndex: 5 });
  });

  it('a pasted whole code fills every box, wherever it is pasted', () => {
    expect(fillCode(empty(), 3, '123456').values).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(fillCode(empty(), 0, ' 12 34 56 ').values).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('a shorter paste fills from the box it lands in', () => {
    expect(fillCode(empty(), 2, '78')).toEqual({ values: ['', '', '7', '8', '', ''], focusIndex: 4 });
  });

  it('drops non-digits in numeric mode and keeps letters otherwise', () => {
    expect(sanitiseCode('12a-3', true)).toBe('123');
    expect(fillCode(empty(), 0, 'x').values).toEqual(empty());
    expect(fillCode(empty(), 0, 'AB12CD', false).values).toEqual(['A', 'B', '1', '2', 'C', 'D']);
  });
});
