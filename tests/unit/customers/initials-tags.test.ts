import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/avatar';
import { customerTag, LAPSED_DAYS } from '@/lib/customers/tags';

describe('initials of Malaysian names', () => {
  it('skips Malay and Indian connectors', () => {
    expect(initials('Aiman bin Hamid')).toBe('AH');
    expect(initials('Nur Aisyah binti Ismail')).toBe('NA');
    expect(initials('Siti bte Rahman')).toBe('SR');
    expect(initials('Kumar a/l Rajan')).toBe('KR');
    expect(initials('Priya A/P Subramaniam')).toBe('PS');
    expect(initials('Muthu s/o Raju')).toBe('MR');
  });
  it('keeps Chinese names whole or by word', () => {
    expect(initials('陈小明')).toBe('陈');
    expect(initials('Tan Mei Ling')).toBe('TM');
    expect(initials('陈 小明')).toBe('陈小');
  });
  it('ignores leading punctuation and empty names', () => {
    expect(initials('(Jenny) Lim')).toBe('JL');
    expect(initials('  ')).toBe('');
  });
});

describe('customer tag rule', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
  it('is NEW with no visit or few recent ones', () => {
    expect(customerTag({ visitsCount: 0, lastVisitAt: null }, now)).toBe('NEW');
    expect(customerTag({ visitsCount: 2, lastVisitAt: daysAgo(3) }, now)).toBe('NEW');
  });
  it('is REGULAR with 3 visits, the last recent', () => {
    expect(customerTag({ visitsCount: 3, lastVisitAt: daysAgo(LAPSED_DAYS - 1) }, now)).toBe('REGULAR');
  });
  it('is PAST once the last visit lapsed, however many visits', () => {
    expect(customerTag({ visitsCount: 12, lastVisitAt: daysAgo(LAPSED_DAYS) }, now)).toBe('PAST');
    expect(customerTag({ visitsCount: 1, lastVisitAt: daysAgo(400) }, now)).toBe('PAST');
  });
});
