import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, currencySymbol, formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { formatPercent } from '@/lib/percent';

describe('formatMoney', () => {
  it.each([
    ['myr', 123450, 'RM 1,234.50'],
    ['sgd', 999, '$ 9.99'],
    ['aud', 100, '$ 1.00'],
    ['thb', 5, '฿ 0.05'],
    ['idr', 1500000, 'Rp 15,000.00'],
    ['php', 2599, '₱ 25.99'],
    ['vnd', 45000, '₫ 45,000.00'],
  ])('formats %s as symbol, space, value with 2 decimals', (currency, minor, expected) => {
    expect(formatMoney(minor, currency)).toBe(expected);
  });

  it('covers every currency of spec §9', () => {
    expect(CURRENCY_CODES.map(currencySymbol)).toEqual(['RM', '$', '$', '฿', 'Rp', '₱', '₫']);
  });

  it('defaults to myr and accepts upper-case codes', () => {
    expect(formatMoney(1000)).toBe('RM 10.00');
    expect(formatMoney(1000, 'MYR')).toBe('RM 10.00');
  });

  it('puts the sign before the symbol and never shows -0.00', () => {
    expect(formatMoney(-1250, 'myr')).toBe('-RM 12.50');
    expect(formatMoney(-0, 'myr')).toBe('RM 0.00');
  });

  it('rejects unknown currencies and non-finite amounts', () => {
    expect(() => formatMoney(1, 'eur')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'myr')).toThrow(RangeError);
  });
});

describe('minor units', () => {
  it('rounds half away from zero once', () => {
    expect(toMinorUnits(1.005, 'myr')).toBe(101);
    expect(toMinorUnits(-1.005, 'myr')).toBe(-101);
    expect(toMinorUnits(12.344, 'sgd')).toBe(1234);
    expect(toMinorUnits(1234.5, 'vnd')).toBe(1235);
  });
  it('converts back', () => {
    expect(fromMinorUnits(1234, 'myr')).toBe(12.34);
    expect(fromMinorUnits(1234, 'vnd')).toBe(1234);
  });
});

describe('formatPercent', () => {
  it('shows 2 decimals', () => {
    expect(formatPercent(12.345)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(100)).toBe('100.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });
});
