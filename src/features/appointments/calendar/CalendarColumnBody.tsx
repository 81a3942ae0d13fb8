import type { KeyboardEvent, MouseEvent } from 'react';
import type { AppointmentRow, CustomerRow, ServiceRow } from '@/lib/api-types';
import type { CalendarColumn, PlacedBlock } from '@/lib/appointments/calendar-columns';
import { minuteToPx, pxToSlotMinute, type TimeAxis } from '@/lib/appointments/time-axis';
import { shadedPeriods, type WorkingHours } from '@/lib/appointments/working-hours';
import type { TimeFormat } from '@/lib/time';
import { customerName } from '@/lib/appointments/names';
import { CalendarBlock, type BlockDragData } from './CalendarBlock';
import type { ColourBy } from './block-tone';
import type { KeyDrag } from './CalendarGrid';

export interface ColumnBodyProps {
  column: CalendarColumn;
  columnIndex: number;
  blocks: readonly PlacedBlock[];
  axis: TimeAxis;
  timeFormat: TimeFormat;
  hours: readonly WorkingHours[];
  /** Minute of the current time when this column is today. */
  nowMinute: number | null;
  customers: ReadonlyMap<string, CustomerRow>;
  services: ReadonlyMap<string, ServiceRow>;
  colourBy: ColourBy;
  canEdit: boolean;
  resizing: { rowId: string; memberId: string; end: number } | null;
  onSlot: (columnIndex: number, minute: number) => void;
  onOpen: (row: AppointmentRow) => void;
  onBlockArrow: (event: KeyboardEvent, columnIndex: number, block: PlacedBlock) => void;
  onDragKey: (event: KeyboardEvent, drag: BlockDragData) => boolean;
  keyDrag: KeyDrag | null;
  columnWidth: number;
}

/** A column's time grid: shaded off-hours and breaks, the blocks, the current-time line; a click books the slot. */
export function CalendarColumnBody(props: ColumnBodyProps) {
  const { column, columnIndex, blocks, axis, hours, nowMinute, customers, services, resizing } = props;
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget && !(event.target as HTMLElement).classList.contains('cal-off')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    props.onSlot(columnIndex, pxToSlotMinute(axis, event.clientY - rect.top));
  };
  return (
    <div
      className="cal-column__body"
      style={{ height: minuteToPx(axis, axis.endMinute), backgroundSize: `100% ${axis.slotHeight}px, 100% ${(60 / axis.interval) * axis.slotHeight}px` }}
      onClick={onClick}
      data-column={column.key}
    >
      {shadedPeriods(hours, axis.endMinute).map((off) => (
        <div key={off.start} className={off.kind === 'break' ? 'cal-off cal-off--break' : 'cal-off'} data-shade={off.kind} style={{ top: minuteToPx(axis, off.start), height: minuteToPx(axis, off.end) - minuteToPx(axis, off.start) }} />
      ))}
      {blocks.map((block) => (
        <CalendarBlock
          key={block.row.id}
          block={block}
          columnIndex={columnIndex}
          memberId={column.memberId}
          axis={axis}
          timeFormat={props.timeFormat}
          customerName={customerName(block.row.customerId ? customers.get(block.row.customerId) : undefined)}
          serviceNames={serviceNames(block.row, column.memberId, services)}
          colourBy={props.colourBy}
          canEdit={props.canEdit && (block.row.kind !== 'Blocker' || block.row.memberId !== null)}
          previewEnd={resizing && resizing.rowId === block.row.id && resizing.memberId === column.memberId ? resizing.end : null}
          keyDrag={props.keyDrag && props.keyDrag.drag.row.id === block.row.id && props.keyDrag.drag.memberId === column.memberId ? props.keyDrag : null}
          onOpen={props.onOpen}
          onArrow={(event, b) => props.onBlockArrow(event, columnIndex, b)}
          onDragKey={props.onDragKey}
          columnWidth={props.columnWidth}
        />
      ))}
      {nowMinute !== null && <div className="cal-now" style={{ top: minuteToPx(axis, nowMinute) }} aria-hidden="true" />}
    </div>
  );
}

function serviceNames(row: AppointmentRow, memberId: string, services: ReadonlyMap<string, ServiceRow>): string {
  const ids = row.services.length > 0 ? row.services.filter((s) => s.memberId === memberId).map((s) => s.serviceId) : row.serviceId ? [row.serviceId] : [];
  return ids.map((id) => services.get(id)?.name ?? '').filter(Boolean).join(', ');
}
