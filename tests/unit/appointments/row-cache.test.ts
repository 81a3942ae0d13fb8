import { describe, expect, it } from 'vitest';
import { reconcileRows, sameValue, WindowCache } from '@/lib/appointments/row-cache';

interface Row {
  id: string;
  startAt: string;
  tags: string[];
  services: { memberId: string; startAt: string }[];
}

const row = (id: string, startAt = '2031-03-03T02:00:00.000Z', tags: string[] = []): Row => ({
  id,
  startAt,
  tags,
  services: [{ memberId: 'm1', startAt }],
});

describe('sameValue', () => {
  it('compares rows deeply', () => {
    expect(sameValue(row('a'), row('a'))).toBe(true);
    expect(sameValue(row('a'), row('a', '2031-03-03T03:00:00.000Z'))).toBe(false);
    expect(sameValue(row('a', undefined, ['NEW']), row('a'))).toBe(false);
    expect(sameValue({ a: null }, { a: undefined })).toBe(false);
    expect(sameValue({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue([], [])).toBe(true);
  });
});

describe('reconcileRows', () => {
  it('answers the previous array when a re-read found the same rows', () => {
    const prev = [row('a'), row('b')];
    expect(reconcileRows(prev, [row('a'), row('b')])).toBe(prev);
  });

  it('keeps the objects of unchanged rows and takes the changed ones', () => {
    const prev = [row('a'), row('b'), row('c')];
    const moved = row('b', '2031-03-03T05:00:00.000Z');
    const next = reconcileRows(prev, [row('a'), row('c'), moved]);
    expect(next).not.toBe(prev);
    expect(next[0]).toBe(prev[0]);
    expect(next[1]).toBe(prev[2]);
    expect(next[2]).toBe(moved);
  });

  it('notices a row gone, a row added and a new order', () => {
    const prev = [row('a'), row('b')];
    expect(reconcileRows(prev, [row('a')])).toEqual([row('a')]);
    const added = reconcileRows(prev, [row('a'), row('b'), row('c')]);
    expect(added).toHaveLength(3);
    expect(added[1]).toBe(prev[1]);
    const swapped = reconcileRows(prev, [row('b'), row('a')]);
    expect(swapped).not.toBe(prev);
    expect(swapped[0]).toBe(prev[1]);
  });

  it('takes the first read as it is', () => {
    const first = [row('a')];
    expect(reconcileRows(undefined, first)).toBe(first);
  });
});

/** A cache whose windows answer when the test says, recording opens and closes. */
function harness(keepIdle: number) {
  const log: string[] = [];
  const setters = new Map<string, (value: string) => void>();
  const cache = new WindowCache<string>((key, set) => {
    log.push(`open ${key}`);
    setters.set(key, set);
    return () => log.push(`close ${key}`);
  }, keepIdle);
  return { cache, log, answer: (key: string, value: string) => setters.get(key)?.(value) };
}

describe('WindowCache', () => {
  it('subscribes a window once however often it is held, and tells listeners of new answers', () => {
    const { cache, log, answer } = harness(2);
    let told = 0;
    cache.subscribe(() => (told += 1));
    const first = cache.hold('d1');
    const second = cache.hold('d1');
    expect(log).toEqual(['open d1']);
    expect(cache.get('d1')).toBeUndefined();
    answer('d1', 'rows');
    expect(cache.get('d1')).toBe('rows');
    answer('d1', 'rows');
    expect(told).toBe(1);
    first();
    second();
    second();
    expect(log).toEqual(['open d1']);
  });

  it('keeps released windows subscribed up to keepIdle, closing the oldest first', () => {
    const { cache, log, answer } = harness(2);
    for (const d of ['d1', 'd2', 'd3']) {
      const release = cache.hold(d);
      answer(d, `rows ${d}`);
      release();
    }
    expect(log).toEqual(['open d1', 'open d2', 'open d3', 'close d1']);
    expect(cache.get('d1')).toBeUndefined();
    expect(cache.get('d2')).toBe('rows d2');
    expect(cache.get('d3')).toBe('rows d3');
  });

  it('holding an idle window again keeps its answer and takes it off the idle list', () => {
    const { cache, log, answer } = harness(1);
    cache.hold('d1')();
    answer('d1', 'rows d1');
    const again = cache.hold('d1');
    expect(cache.get('d1')).toBe('rows d1');
    cache.hold('d2')();
    cache.hold('d3')();
    expect(log).toEqual(['open d1', 'open d2', 'open d3', 'close d2']);
    again();
    expect(log.slice(4)).toEqual(['close d3']);
  });

  it('ignores a closed window\'s late answers', () => {
    const { cache, answer } = harness(0);
    let told = 0;
    cache.subscribe(() => (told += 1));
    cache.hold('d1')();
    answer('d1', 'late');
    expect(cache.get('d1')).toBeUndefined();
    expect(told).toBe(0);
  });
});
