import { describe, expect, it } from 'vitest';
import { dropTarget, isSamePlace, type DragSubject } from '@/lib/appointments/drop-target';

const grid = { columnCount: 4, columnWidth: 100, slotHeight: 20, interval: 15 };
const move: DragSubject = { mode: 'move', columnIndex: 1, start: 600, end: 660 };

describe('dropTarget', () => {
  it('snaps a move to whole columns and slots and keeps the length', () => {
    expect(dropTarget(move, { x: 140, y: 49 }, grid)).toEqual({ columnIndex: 2, start: 630, end: 690 });
    expect(dropTarget(move, { x: -60, y: -21 }, grid)).toEqual({ columnIndex: 0, start: 585, end: 645 });
  });

  it('keeps a move inside the grid', () => {
    expect(dropTarget(move, { x: 1_000, y: 0 }, grid).columnIndex).toBe(3);
    expect(dropTarget(move, { x: -1_000, y: -100_000 }, grid)).toEqual({ columnIndex: 0, start: 0, end: 60 });
  });

  it('resizes only the end, never below one slot', () => {
    const resize: DragSubject = { ...move, mode: 'resize' };
    expect(dropTarget(resize, { x: 300, y: 40 }, grid)).toEqual({ columnIndex: 1, start: 600, end: 690 });
    expect(dropTarget(resize, { x: 0, y: -400 }, grid)).toEqual({ columnIndex: 1, start: 600, end: 615 });
  });

  it('knows when nothing moved', () => {
    expect(isSamePlace(move, dropTarget(move, { x: 20, y: 5 }, grid))).toBe(true);
    expect(isSamePlace(move, dropTarget(move, { x: 0, y: 20 }, grid))).toBe(false);
  });
});
