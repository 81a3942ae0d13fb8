import { describe, expect, it } from 'vitest';
import { classifyScan } from '@/lib/scan-result';
import { preloadSchedule } from '@/lib/preload-schedule';
import { isDynamicImportFailure, takeReloadAttempt } from '@/lib/stale-code';
import { helpViewForSearch, helpViewForTopic } from '@/lib/help-view';

describe('scanner results (spec §2.3)', () => {
  it('tells bookings, addresses and text apart', () => {
    expect(classifyScan('https://book.example/manage?bookingId=ABC12%7C0195f0a0-1')).toMatchObject({ kind: 'booking', shortcode: 'ABC12', id: '0195f0a0-1' });
    expect(classifyScan('https://example.com/x')).toMatchObject({ kind: 'url' });
    expect(classifyScan('mailto:a@b.c')).toMatchObject({ kind: 'text' });
    expect(classifyScan('hello')).toMatchObject({ kind: 'text', text: 'hello' });
  });
});

describe('module preloading (spec §4)', () => {
  it('waits 300 ms, then starts groups at 200/500/1000 ms, 100 ms apart within a group', () => {
    const items = [
      { group: 'base' as const, load: 'a' },
      { group: 'base' as const, load: 'b' },
      { group: 'appointments' as const, load: 'c' },
      { group: 'checkout' as const, load: 'd' },
    ];
    expect(preloadSchedule(items, false).map((s) => s.at)).toEqual([500, 600, 800, 1300]);
    expect(preloadSchedule(items, true).map((s) => s.at)).toEqual([250, 350, 400, 650]);
  });
});

describe('stale-code recovery (spec §4)', () => {
  it('recognises a failed dynamic import and allows 3 reloads per tab', () => {
    expect(isDynamicImportFailure(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isDynamicImportFailure(new Error('boom'))).toBe(false);
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    expect([1, 2, 3, 4].map(() => takeReloadAttempt(storage))).toEqual([true, true, true, false]);
  });
});

describe('help modal views (spec §2.3)', () => {
  it('goes to results on non-empty text and to quick view for FAQ and articles', () => {
    expect(helpViewForSearch('  ')).toEqual({ view: 'landing' });
    expect(helpViewForSearch(' refund ')).toEqual({ view: 'results', query: 'refund' });
    expect(helpViewForTopic({ title: 'Q', slug: 'q', contentType: 'faq' })).toMatchObject({ view: 'quick' });
    expect(helpViewForTopic({ title: 'Topic', slug: 't', contentType: 'topic' })).toEqual({ view: 'results', query: 'Topic' });
  });
});
