import { describe, expect, it } from 'vitest';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { CALLING_CODES } from '@/lib/calling-codes';

describe('calling codes', () => {
  it('are exactly the codes of the countries libphonenumber-js knows', () => {
    const library = new Set(getCountries().map((country) => String(getCountryCallingCode(country))));
    expect(new Set(CALLING_CODES)).toEqual(library);
    expect(CALLING_CODES).toHaveLength(library.size);
  });
});
