import { describe, expect, it } from 'vitest';
import { normaliseLocale, parseStoredLocale } from './locale';

describe('locale aliases (spec §1)', () => {
  it('maps cn and my to zh-CN and ms-MY', () => {
    expect(normaliseLocale('cn')).toBe('zh-CN');
    expect(normaliseLocale('my')).toBe('ms-MY');
    expect(normaliseLocale('zh-CN')).toBe('zh-CN');
    expect(normaliseLocale('fr')).toBeNull();
  });
  it('defaults to en for a missing or unreadable preference', () => {
    expect(parseStoredLocale(null)).toBe('en');
    expect(parseStoredLocale('{oops')).toBe('en');
    expect(parseStoredLocale(JSON.stringify({ locale: 'my' }))).toBe('ms-MY');
  });
});
