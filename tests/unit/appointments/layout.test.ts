import { describe, expect, it } from 'vitest';
import { layoutOverlaps } from '@/lib/appointments/layout';

const span = (id: string, start: number, end: number) => ({ id, start, end });

describe('layoutOverlaps', () => {
  it('gives a lone block the whole width', () => {
    expect(layoutOverlaps([span('a', 60, 120)]).get('a')).toEqual({ column: 0, columns: 1 });
  });

  it('puts overlapping blocks side by side', () => {
    const out = layoutOverlaps([span('a', 60, 120), span('b', 90, 150)]);
    expect(out.get('a')).toEqual({ column: 0, columns: 2 });
    expect(out.get('b')).toEqual({ column: 1, columns: 2 });
  });

  it('keeps blocks that only touch in one column', () => {
    const out = layoutOverlaps([span('a', 60, 120), span('b', 120, 180)]);
    expect(out.get('a')).toEqual({ column: 0, columns: 1 });
    expect(out.get('b')).toEqual({ column: 0, columns: 1 });
  });

  it('reuses a freed column within a cluster and counts columns per cluster', () => {
    const out = layoutOverlaps([span('a', 0, 120), span('b', 0, 30), span('c', 60, 90), span('d', 300, 330)]);
    expect(out.get('a')).toEqual({ column: 0, columns: 2 });
    expect(out.get('b')).toEqual({ column: 1, columns: 2 });
    expect(out.get('c')).toEqual({ column: 1, columns: 2 });
    expect(out.get('d')).toEqual({ column: 0, columns: 1 });
  });

  it('chains overlaps into one cluster', () => {
    const out = layoutOverlaps([span('a', 0, 60), span('b', 30, 90), span('c', 70, 120)]);
    expect([...out.values()].every((p) => p.columns === 2)).toBe(true);
    expect(out.get('c')?.column).toBe(0);
  });

  it('does not depend on input order', () => {
    const spans = [span('a', 0, 60), span('b', 30, 90), span('c', 30, 45), span('d', 100, 110)];
    expect(layoutOverlaps([...spans].reverse())).toEqual(layoutOverlaps(spans));
  });
});
