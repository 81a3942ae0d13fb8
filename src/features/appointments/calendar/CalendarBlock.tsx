import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { useDraggable } from '@dnd-kit/core';
import type { AppointmentRow } from '@/lib/api-types';
import type { PlacedBlock } from '@/lib/appointments/calendar-columns';
import type { DragSubject } from '@/lib/appointments/drop-target';
import { minuteLabel, minuteToPx, type TimeAxis } from '@/lib/appointments/time-axis';
import type { TimeFormat } from '@/lib/time';
import type { BlockLabels } from './block-labels';
import { blockTone, type ColourBy } from './block-tone';
import type { KeyDrag } from './CalendarGrid';

export interface BlockDragData {
  row: AppointmentRow;
  subject: DragSubject;
  memberId: string;
}

export interface CalendarBlockProps {
  block: PlacedBlock;
  columnIndex: number;
  memberId: string;
  axis: TimeAxis;
  timeFormat: TimeFormat;
  customerName: string;
  serviceNames: string;
  colourBy: ColourBy;
  canEdit: boolean;
  /** Live resize preview: the block's end while its lower edge is dragged. */
  previewEnd: number | null;
  onOpen: (row: AppointmentRow) => void;
  onArrow: (event: KeyboardEvent, columnIndex: number, block: PlacedBlock) => void;
  /** Keyboard pick-up, move and drop of the block or its lower edge; true when it took the key. */
  onDragKey: (event: KeyboardEvent, drag: BlockDragData) => boolean;
  /** This block picked up with the keyboard, and where it would land. */
  keyDrag: KeyDrag | null;
  columnWidth: number;
  labels: BlockLabels;
}

/** Props equal but for a freshly placed block at the same place: the block need not draw again. */
function sameBlockProps(prev: CalendarBlockProps, next: CalendarBlockProps): boolean {
  for (const key of Object.keys(next) as (keyof CalendarBlockProps)[]) {
    if (key === 'block') {
      const a = prev.block;
      const b = next.block;
      if (a.row !== b.row || a.start !== b.start || a.end !== b.end || a.column !== b.column || a.columns !== b.columns) return false;
    } else if (!Object.is(prev[key], next[key])) return false;
  }
  return true;
}

/**
 * One booking or blocker in a column: drag it to move, drag its lower edge to change its length.
 * Memoised: a drop or a re-read of the day redraws only the blocks that changed.
 */
export const CalendarBlock = memo(function CalendarBlock({ block, columnIndex, memberId, axis, timeFormat, customerName, serviceNames, colourBy, canEdit, previewEnd, onOpen, onArrow, onDragKey, keyDrag, columnWidth, labels }: CalendarBlockProps) {
  const { row } = block;
  const blocker = row.kind === 'Blocker';
  const subject: DragSubject = { mode: 'move', columnIndex, start: block.start, end: block.end };
  const moveData: BlockDragData = { row, subject, memberId };
  const drag = useDraggable({ id: `move|${row.id}|${memberId}`, data: moveData, disabled: !canEdit });
  const resizeData: BlockDragData = { row, subject: { ...subject, mode: 'resize' }, memberId };
  const resize = useDraggable({ id: `resize|${row.id}|${memberId}`, data: resizeData, disabled: !canEdit });
  const keyMove = keyDrag?.drag.subject.mode === 'move' ? keyDrag.target : null;
  const end = previewEnd ?? (keyDrag?.drag.subject.mode === 'resize' ? keyDrag.target.end : block.end);
  const keyShift = keyMove
    ? { x: (keyMove.columnIndex - columnIndex) * columnWidth, y: ((keyMove.start - block.start) / axis.interval) * axis.slotHeight }
    : null;
  const shift = drag.transform ?? keyShift;
  const top = minuteToPx(axis, block.start);
  const height = Math.max(minuteToPx(axis, end) - top, axis.slotHeight * 0.75);
  const time = `${minuteLabel(block.start, timeFormat)} – ${minuteLabel(end, timeFormat)}`;
  const title = blocker ? row.notes || labels.blocked : customerName || labels.walkIn;
  const status = row.attendance ? labels.attendance[row.attendance] : labels.status[row.status];
  const style: CSSProperties = {
    top,
    height,
    left: `${(block.column / block.columns) * 100}%`,
    width: `${100 / block.columns}%`,
    ...(shift ? { transform: `translate3d(${shift.x}px, ${shift.y}px, 0)`, zIndex: 5 } : {}),
    ...blockTone(row, colourBy),
  };
  const label = [title, serviceNames, time, blocker ? '' : status, ...row.tags.map((tag) => labels.tags[tag])]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      ref={drag.setNodeRef}
      className="cal-block"
      data-kind={row.kind}
      data-dragging={drag.isDragging || resize.isDragging || keyDrag !== null || undefined}
      data-block-id={row.id}
      style={style}
      {...drag.attributes}
      {...drag.listeners}
      aria-roledescription={labels.blockRole}
      aria-label={label}
      onClick={() => onOpen(row)}
      onKeyDown={(event) => {
        if (canEdit && onDragKey(event, moveData)) return;
        if (event.key === 'Enter') {
          event.preventDefault();
          onOpen(row);
        } else if (event.key.startsWith('Arrow')) {
          onArrow(event, columnIndex, block);
        }
      }}
    >
      <span className="cal-block__title">{title}</span>
      {serviceNames && <span className="cal-block__line">{serviceNames}</span>}
      <span className="cal-block__line cal-block__time">{time}</span>
      {!blocker && (row.status !== 'CONFIRMED' || row.attendance || row.tags.length > 0) && (
        <span className="cal-block__tags">
          {(row.status !== 'CONFIRMED' || row.attendance) && <span className="cal-block__tag">{status}</span>}
          {row.tags.map((tag) => (
            <span key={tag} className="cal-block__tag" data-tag={tag}>
              {labels.tags[tag]}
            </span>
          ))}
        </span>
      )}
      {canEdit && (
        <span
          ref={resize.setNodeRef}
          className="cal-block__resize"
          {...resize.attributes}
          {...resize.listeners}
          aria-roledescription={labels.resizeRole}
          aria-label={labels.resizeLabel(title, time)}
          onClick={(event) => event.stopPropagation()}
          onKeyDown={(event) => {
            event.stopPropagation();
            onDragKey(event, resizeData);
          }}
        />
      )}
    </div>
  );
}, sameBlockProps);
