// Where a dragged block lands: the pointer's (or keyboard's) travel snapped to whole columns and
// slots. A move keeps the booking's length; a resize moves only its end (at least one slot long).
import { clamp } from '@/lib/appointments/time-axis';

export interface DragSubject {
  mode: 'move' | 'resize';
  columnIndex: number;
  /** Minutes from the column day's start (may be negative for a booking from the day before). */
  start: number;
  end: number;
}

export interface DropGrid {
  columnCount: number;
  columnWidth: number;
  slotHeight: number;
  interval: number;
}

export interface DropTarget {
  columnIndex: number;
  start: number;
  end: number;
}

export function dropTarget(subject: DragSubject, delta: { x: number; y: number }, grid: DropGrid): DropTarget {
  const slots = Math.round(delta.y / grid.slotHeight);
  if (subject.mode === 'resize') {
    const end = Math.max(subject.start + grid.interval, subject.end + slots * grid.interval);
    return { columnIndex: subject.columnIndex, start: subject.start, end };
  }
  const columnIndex = clamp(subject.columnIndex + Math.round(delta.x / grid.columnWidth), 0, grid.columnCount - 1);
  const start = clamp(subject.start + slots * grid.interval, 0, 24 * 60 - grid.interval);
  return { columnIndex, start, end: start + (subject.end - subject.start) };
}

/** True when the target is where the block already is. */
export function isSamePlace(subject: DragSubject, target: DropTarget): boolean {
  return subject.columnIndex === target.columnIndex && subject.start === target.start && subject.end === target.end;
}
