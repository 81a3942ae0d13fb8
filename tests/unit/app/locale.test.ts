import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, normaliseLocale, parseStoredLocale } from '@/lib/locale';
import en from '../../../public/locales/en/app.json';
import zh from '../../../public/locales/zh-CN/app.json';
import ms from '../../../public/locales/ms-MY/app.json';

function keys(o: unknown, prefix = ''): string[] {
  if (typeof o !== 'object' || o === null) return [prefix];
  return Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales (spec §1)', () => {
  it('maps the short codes cn and my, and defaults to en', () => {
    expect(normaliseLocale('cn')).toBe('zh-CN');
    expect(normaliseLocale('my')).toBe('ms-MY');
    expect(normaliseLocale('CN')).toBe('zh-CN');
    expect(normaliseLocale('ms-MY')).toBe('ms-MY');
    expect(normaliseLocale('de')).toBeNull();
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALES).toEqual(['en', 'zh-CN', 'ms-MY']);
    expect(parseStoredLocale(JSON.stringify({ locale: 'cn' }))).toBe('zh-CN');
    expect(parseStoredLocale(null)).toBe('en');
  });

  it('every shell key exists in the three languages', () => {
    const shellAreas = ['nav', 'routes', 'settingsNav', 'tools', 'notifications', 'scanner', 'override', 'update', 'errors', 'appearance', 'datetime'];
    const pick = (o: Record<string, unknown>) => keys(Object.fromEntries(shellAreas.map((a) => [a, o[a]]))).sort();
    expect(pick(zh)).toEqual(pick(en));
    expect(pick(ms)).toEqual(pick(en));
  });
});
