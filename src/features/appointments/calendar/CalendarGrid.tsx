import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type Modifier,
} from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AppointmentRow, CustomerRow, ServiceRow } from '@/lib/api-types';
import type { BlockPlacement, CalendarColumn, PlacedBlock } from '@/lib/appointments/calendar-columns';
import { dropTarget, isSamePlace, type DropGrid, type DropTarget } from '@/lib/appointments/drop-target';
import { clamp, minuteLabel, minuteToPx, slotStarts, type TimeAxis } from '@/lib/appointments/time-axis';
import type { WorkingHours } from '@/lib/appointments/working-hours';
import type { TimeFormat } from '@/lib/time';
import { CalendarColumnBody } from './CalendarColumnBody';
import { useBlockLabels } from './block-labels';
import type { BlockDragData } from './CalendarBlock';
import type { ColourBy } from './block-tone';

const AXIS_WIDTH = 64;
const NO_BLOCKS: readonly PlacedBlock[] = [];
const HEADER_HEIGHT = 56;
// The sensors' options are constants: new objects would make new sensors, activators and drag
// context on every grid render, and every block (a context reader) would draw again.
const MOUSE_OPTIONS = { activationConstraint: { distance: 5 } };
const TOUCH_OPTIONS = { activationConstraint: { delay: 400, tolerance: 8 } };

export interface CalendarGridProps {
  columns: readonly CalendarColumn[];
  header: (column: CalendarColumn) => ReactNode;
  /** Spoken name of a column ("Mei Ling", or "Thursday 26 November"). */
  columnName: (column: CalendarColumn) => string;
  placed: BlockPlacement;
  axis: TimeAxis;
  columnWidth: number;
  timeFormat: TimeFormat;
  hoursOf: (column: CalendarColumn) => readonly WorkingHours[];
  /** Minute of the current time in the column, or null when it is not today. */
  nowMinuteOf: (column: CalendarColumn) => number | null;
  /** Minute to scroll to first (the start of the working day, or now). */
  initialMinute: number;
  customers: ReadonlyMap<string, CustomerRow>;
  services: ReadonlyMap<string, ServiceRow>;
  colourBy: ColourBy;
  canEdit: (memberId: string) => boolean;
  onSlot: (column: CalendarColumn, minute: number) => void;
  onOpen: (row: AppointmentRow) => void;
  onDrop: (drag: BlockDragData, target: DropTarget) => void;
}

/** A block picked up with the keyboard, and where it would land. */
export interface KeyDrag {
  drag: BlockDragData;
  target: DropTarget;
}

interface Cursor {
  col: number;
  minute: number;
}

/**
 * The calendar's grid: a time axis and one column per member (or day), rendering only the
 * columns in view. Blocks move with the mouse, a long press on touch, or the keyboard (Space to
 * pick up, arrows, Space to drop); each step is announced.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { t } = useTranslation();
  const { columns, axis, columnWidth, placed, timeFormat } = props;
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const cursorRef = useRef<HTMLButtonElement | null>(null);
  const [cursor, setCursor] = useState<Cursor>({ col: 0, minute: props.initialMinute });
  const [resizing, setResizing] = useState<{ rowId: string; memberId: string; end: number } | null>(null);
  const [keyDrag, setKeyDrag] = useState<KeyDrag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const lastSpoken = useRef('');
  const grid: DropGrid = useMemo(
    () => ({ columnCount: columns.length, columnWidth, slotHeight: axis.slotHeight, interval: axis.interval }),
    [columns.length, columnWidth, axis.slotHeight, axis.interval],
  );

  const virtualizer = useVirtualizer({
    horizontal: true,
    count: columns.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => columnWidth,
    overscan: 2,
    paddingStart: AXIS_WIDTH,
  });

  // Scrolled to the working day once, when the grid first appears; later days keep the position.
  const firstMinute = useRef(props.initialMinute);
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: Math.max(0, minuteToPx(axis, firstMinute.current) - axis.slotHeight * 2) });
  }, [axis]);

  const cursorCol = Math.min(cursor.col, Math.max(0, columns.length - 1));
  const blockAt = useCallback(
    (col: number, minute: number) => {
      const column = columns[col];
      return column ? placed.get(column.key)?.find((b) => b.start <= minute && minute < b.end) : undefined;
    },
    [columns, placed],
  );

  /** Moves keyboard focus to a slot, or to the block that covers it. */
  const focusSlot = (col: number, minute: number) => {
    const c = clamp(col, 0, columns.length - 1);
    const m = clamp(minute, axis.startMinute, axis.endMinute - axis.interval);
    setCursor({ col: c, minute: m });
    virtualizer.scrollToIndex(c, { align: 'auto' });
    const block = blockAt(c, m);
    requestAnimationFrame(() => {
      const column = columns[c];
      const el = block && column ? scrollRef.current?.querySelector<HTMLElement>(`[data-column="${column.key}"] [data-block-id="${block.row.id}"]`) : null;
      const target = el ?? cursorRef.current;
      target?.focus({ preventScroll: true });
      target?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    });
  };

  const onCursorKey = (event: KeyboardEvent) => {
    const steps: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      focusSlot(cursorCol + step[0], cursor.minute + step[1] * axis.interval);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const column = columns[cursorCol];
      if (column) props.onSlot(column, cursor.minute);
    }
  };

  const onBlockArrow = (event: KeyboardEvent, col: number, block: PlacedBlock) => {
    event.preventDefault();
    if (event.key === 'ArrowUp') focusSlot(col, block.start - axis.interval);
    else if (event.key === 'ArrowDown') focusSlot(col, block.end);
    else if (event.key === 'ArrowLeft') focusSlot(col - 1, block.start);
    else if (event.key === 'ArrowRight') focusSlot(col + 1, block.start);
  };

  /**
   * Keyboard moves (the pointer sensors are dnd-kit's): Space picks a block (or its lower edge)
   * up, arrows move it by a slot or a column, Space or Enter drops, Escape or Tab cancels.
   * Returns whether the key was taken.
   */
  const onDragKey = (event: KeyboardEvent, drag: BlockDragData): boolean => {
    const same = keyDrag && keyDrag.drag.row.id === drag.row.id && keyDrag.drag.memberId === drag.memberId && keyDrag.drag.subject.mode === drag.subject.mode;
    if (!keyDrag || !same) {
      if (event.key !== ' ') return false;
      event.preventDefault();
      setKeyDrag({ drag, target: { columnIndex: drag.subject.columnIndex, start: drag.subject.start, end: drag.subject.end } });
      speak(t('appointments.calendar.announce.pickUp', { time: minuteLabel(drag.subject.start, timeFormat) }));
      return true;
    }
    const { subject } = drag;
    const target = keyDrag.target;
    const dy = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    const dx = subject.mode === 'move' ? (event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0) : 0;
    if (event.key.startsWith('Arrow')) {
      event.preventDefault();
      const cols = (target.columnIndex - subject.columnIndex + dx) * columnWidth;
      const slots = (subject.mode === 'move' ? target.start - subject.start : target.end - subject.end) / axis.interval + dy;
      const next = dropTarget(subject, { x: cols, y: slots * axis.slotHeight }, grid);
      setKeyDrag({ drag, target: next });
      speak(describe(drag, next));
      if (dx !== 0) virtualizer.scrollToIndex(next.columnIndex, { align: 'auto' });
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      setKeyDrag(null);
      if (isSamePlace(subject, target)) {
        speak(t('appointments.calendar.announce.unchanged'));
      } else {
        speak(t('appointments.calendar.announce.dropped', { where: describe(drag, target) }));
        props.onDrop(drag, target);
      }
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setKeyDrag(null);
      speak(t('appointments.calendar.announce.cancelled'));
    }
    return true;
  };

  const sensors = useSensors(useSensor(MouseSensor, MOUSE_OPTIONS), useSensor(TouchSensor, TOUCH_OPTIONS));
  const snap: Modifier = useCallback(
    ({ transform, active }) => {
      const resize = String(active?.id ?? '').startsWith('resize|');
      return {
        ...transform,
        x: resize ? 0 : Math.round(transform.x / columnWidth) * columnWidth,
        y: Math.round(transform.y / axis.slotHeight) * axis.slotHeight,
      };
    },
    [columnWidth, axis.slotHeight],
  );

  const describe = (drag: BlockDragData, target: DropTarget) => {
    const column = columns[target.columnIndex];
    const where = column ? props.columnName(column) : '';
    return drag.subject.mode === 'resize'
      ? t('appointments.calendar.announce.resize', { end: minuteLabel(target.end, timeFormat) })
      : t('appointments.calendar.announce.move', { column: where, start: minuteLabel(target.start, timeFormat) });
  };
  const speak = (text: string) => {
    if (text === lastSpoken.current) return;
    lastSpoken.current = text;
    setAnnouncement(text);
  };
  const onDragStart = (event: DragStartEvent) => {
    const drag = event.active.data.current as BlockDragData | undefined;
    if (drag) speak(t('appointments.calendar.announce.pickUp', { time: minuteLabel(drag.subject.start, timeFormat) }));
  };
  const onDragMove = (event: DragMoveEvent) => {
    const drag = event.active.data.current as BlockDragData | undefined;
    if (!drag) return;
    const target = dropTarget(drag.subject, event.delta, grid);
    if (drag.subject.mode === 'resize') setResizing({ rowId: drag.row.id, memberId: drag.memberId, end: target.end });
    speak(describe(drag, target));
  };
  const onDragEnd = (event: DragEndEvent) => {
    setResizing(null);
    const drag = event.active.data.current as BlockDragData | undefined;
    if (!drag) return;
    const target = dropTarget(drag.subject, event.delta, grid);
    if (isSamePlace(drag.subject, target)) {
      speak(t('appointments.calendar.announce.unchanged'));
      return;
    }
    speak(t('appointments.calendar.announce.dropped', { where: describe(drag, target) }));
    props.onDrop(drag, target);
  };
  const onDragCancel = () => {
    setResizing(null);
    speak(t('appointments.calendar.announce.cancelled'));
  };

  // The columns get handlers that never change (each calls the latest one), so a memoised column
  // skips drawing when nothing of its own changed.
  const labels = useBlockLabels();
  const latest = useRef({ columns, onSlot: props.onSlot, onOpen: props.onOpen, onBlockArrow, onDragKey });
  useLayoutEffect(() => {
    latest.current = { columns, onSlot: props.onSlot, onOpen: props.onOpen, onBlockArrow, onDragKey };
  });
  const handlers = useMemo(
    () => ({
      onSlot: (col: number, minute: number) => {
        const target = latest.current.columns[col];
        if (target) latest.current.onSlot(target, minute);
      },
      onOpen: (row: AppointmentRow) => latest.current.onOpen(row),
      onBlockArrow: (event: KeyboardEvent, col: number, block: PlacedBlock) => latest.current.onBlockArrow(event, col, block),
      onDragKey: (event: KeyboardEvent, drag: BlockDragData) => latest.current.onDragKey(event, drag),
    }),
    [],
  );

  const height = minuteToPx(axis, axis.endMinute);
  const cursorColumn = columns[cursorCol];
  return (
    <DndContext
      sensors={sensors}
      modifiers={[snap]}
      autoScroll={{ threshold: { x: 0.1, y: 0.1 } }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{
        screenReaderInstructions: { draggable: t('appointments.calendar.dragInstructions') },
        announcements: { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined },
      }}
    >
      <div ref={scrollRef} className="cal-scroll" role="region" aria-label={t('appointments.calendar.gridLabel')}>
        <div className="cal-canvas" style={{ width: virtualizer.getTotalSize(), height: height + HEADER_HEIGHT }}>
          <div className="cal-corner" style={{ width: AXIS_WIDTH, height: HEADER_HEIGHT }} />
          <div className="cal-axis" style={{ width: AXIS_WIDTH, top: HEADER_HEIGHT, height }} aria-hidden="true">
            {slotStarts({ ...axis, interval: 60 }).map((m) => (
              <span key={m} className="cal-axis__label" style={{ top: minuteToPx(axis, m) }}>
                {minuteLabel(m, timeFormat)}
              </span>
            ))}
          </div>
          {virtualizer.getVirtualItems().map((item) => {
            const column = columns[item.index];
            if (!column) return null;
            const blocks = placed.get(column.key) ?? NO_BLOCKS;
            return (
              // Keyed by place, so another day reuses the columns' elements.
              <div key={item.index} className="cal-column" role="group" aria-label={props.columnName(column)} style={{ left: item.start, width: columnWidth }}>
                <div className="cal-column__header" style={{ height: HEADER_HEIGHT }}>
                  {props.header(column)}
                </div>
                <CalendarColumnBody
                  column={column}
                  columnIndex={item.index}
                  blocks={blocks}
                  axis={axis}
                  timeFormat={timeFormat}
                  hours={props.hoursOf(column)}
                  nowMinute={props.nowMinuteOf(column)}
                  customers={props.customers}
                  services={props.services}
                  colourBy={props.colourBy}
                  canEdit={props.canEdit(column.memberId)}
                  resizing={resizing && blocks.some((b) => b.row.id === resizing.rowId) ? resizing : null}
                  onSlot={handlers.onSlot}
                  onOpen={handlers.onOpen}
                  onBlockArrow={handlers.onBlockArrow}
                  onDragKey={handlers.onDragKey}
                  keyDrag={keyDrag && keyDrag.drag.subject.columnIndex === item.index ? keyDrag : null}
                  columnWidth={columnWidth}
                  labels={labels}
                />
              </div>
            );
          })}
          {cursorColumn && (
            <button
              ref={cursorRef}
              type="button"
              className="cal-cursor"
              style={{
                left: AXIS_WIDTH + cursorCol * columnWidth,
                top: HEADER_HEIGHT + minuteToPx(axis, cursor.minute),
                width: columnWidth,
                height: axis.slotHeight,
              }}
              aria-label={t('appointments.calendar.slotLabel', { column: props.columnName(cursorColumn), time: minuteLabel(cursor.minute, timeFormat) })}
              onKeyDown={onCursorKey}
              onClick={() => props.onSlot(cursorColumn, cursor.minute)}
            />
          )}
        </div>
      </div>
      <div className="ui-visually-hidden" aria-live="assertive" role="status">
        {announcement}
      </div>
    </DndContext>
  );
}
