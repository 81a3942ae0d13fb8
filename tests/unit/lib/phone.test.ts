import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, PINNED_COUNTRIES, phoneCountries, splitE164, toE164 } from '@/lib/phone';

describe('phone parsing (spec §5)', () => {
  it('parses a national number with the default country MY into E.164', () => {
    expect(toE164('012-345 6789')).toBe('+60123456789');
    expect(toE164('0123456789', 'MY')).toBe('+60123456789');
  });

  it('uses the selected country', () => {
    expect(toE164('8123 4567', 'SG')).toBe('+6581234567');
    expect(toE164('081 234 5678', 'TH')).toBe('+66812345678');
  });

  it('accepts an international number whatever the country', () => {
    expect(toE164('+65 8123 4567', 'MY')).toBe('+6581234567');
  });

  it('gives null for unparseable input, without throwing', () => {
    expect(toE164('')).toBeNull();
    expect(toE164('   ')).toBeNull();
    expect(toE164('hello')).toBeNull();
    expect(toE164('12')).toBeNull();
  });

  it('splits a stored E.164 number back into country and national number', () => {
    expect(splitE164('+60123456789')).toEqual({ country: 'MY', national: '012-345 6789' });
    expect(splitE164(null)).toBeNull();
    expect(formatPhone('+6581234567')).toBe('+65 8123 4567');
  });

  it('validates dialable numbers', () => {
    expect(isValidPhone('0123456789', 'MY')).toBe(true);
    expect(isValidPhone('0000', 'MY')).toBe(false);
  });

  it('lists about 240 countries with Malaysia and Singapore first', () => {
    const list = phoneCountries('en');
    expect(list.length).toBeGreaterThanOrEqual(230);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(list.slice(0, 2).map((c) => c.code)).toEqual([...PINNED_COUNTRIES]);
    expect(list[0]).toMatchObject({ code: 'MY', callingCode: '60', name: 'Malaysia' });
    expect(list.filter((c) => c.code === 'MY')).toHaveLength(1);
    const rest = list.slice(2).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
