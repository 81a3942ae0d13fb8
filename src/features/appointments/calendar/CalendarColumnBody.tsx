import { memo, type KeyboardEvent, type MouseEvent } from 'react';
import type { AppointmentRow, CustomerRow, ServiceRow } from '@/lib/api-types';
import { blockKeys, type CalendarColumn, type PlacedBlock } from '@/lib/appointments/calendar-columns';
import { minuteToPx, pxToSlotMinute, type TimeAxis } from '@/lib/appointments/time-axis';
import { shadedPeriods, type WorkingHours } from '@/lib/appointments/working-hours';
import type { TimeFormat } from '@/lib/time';
import { extraTimes } from '@/lib/appointments/extra-time';
import { customerName } from '@/lib/appointments/names';
import { CalendarBlock, type BlockDragData } from './CalendarBlock';
import type { BlockLabels } from './block-labels';
import { blockTone, type ColourBy } from './block-tone';
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
  labels: BlockLabels;
}

function sameBlocks(a: readonly PlacedBlock[], b: readonly PlacedBlock[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((x, i) => {
    const y = b[i];
    return y !== undefined && x.row === y.row && x.start === y.start && x.end === y.end && x.column === y.column && x.columns === y.columns;
  });
}

function sameHours(a: readonly WorkingHours[], b: readonly WorkingHours[]): boolean {
  return a === b || (a.length === b.length && a.every((x, i) => x.start === b[i]?.start && x.end === b[i]?.end));
}

/** Props equal but for freshly made arrays with the same content: the column need not draw again. */
function sameProps(prev: ColumnBodyProps, next: ColumnBodyProps): boolean {
  for (const key of Object.keys(next) as (keyof ColumnBodyProps)[]) {
    if (key === 'blocks' ? !sameBlocks(prev.blocks, next.blocks) : key === 'hours' ? !sameHours(prev.hours, next.hours) : !Object.is(prev[key], next[key])) return false;
  }
  return true;
}

/**
 * A column's time grid: shaded off-hours and breaks, the blocks, the current-time line; a click
 * books the slot. Memoised: a drop or a key press redraws the columns it touches, not all forty.
 */
export const CalendarColumnBody = memo(function CalendarColumnBody(props: ColumnBodyProps) {
  const { column, columnIndex, blocks, axis, hours, nowMinute, customers, services, resizing } = props;
  const keys = blockKeys(blocks);
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
      {blocks.flatMap((block) =>
        extraTimes(block.row, column.memberId, services, column.dayStartIso, axis.endMinute).map((extra) => (
          <div
            key={`${block.row.id}|${extra.kind}|${extra.start}`}
            className={`cal-extra cal-extra--${extra.kind}`}
            data-extra={extra.kind}
            aria-hidden="true"
            style={{
              top: minuteToPx(axis, extra.start),
              height: minuteToPx(axis, extra.end) - minuteToPx(axis, extra.start),
              left: `${(block.column / block.columns) * 100}%`,
              width: `${100 / block.columns}%`,
              ...blockTone(block.row, props.colourBy),
            }}
          />
        )),
      )}
      {blocks.map((block, i) => (
        <CalendarBlock
          key={keys[i]}
          block={block}
          columnIndex={columnIndex}
          memberId={column.memberId}
          axis={axis}
          timeFormat={props.timeFormat}
          customerName={customerName(block.row.customerId ? customers.get(block.row.customerId) : undefined, props.labels.erasedCustomer)}
          serviceNames={serviceNames(block.row, column.memberId, services)}
          colourBy={props.colourBy}
          canEdit={props.canEdit && (block.row.kind !== 'Blocker' || block.row.memberId !== null)}
          previewEnd={resizing && resizing.rowId === block.row.id && resizing.memberId === column.memberId ? resizing.end : null}
          keyDrag={props.keyDrag && props.keyDrag.drag.row.id === block.row.id && props.keyDrag.drag.memberId === column.memberId ? props.keyDrag : null}
          onOpen={props.onOpen}
          onArrow={props.onBlockArrow}
          onDragKey={props.onDragKey}
          columnWidth={props.columnWidth}
          labels={props.labels}
        />
      ))}
      {nowMinute !== null && <div className="cal-now" style={{ top: minuteToPx(axis, nowMinute) }} aria-hidden="true" />}
    </div>
  );
}, sameProps);

function serviceNames(row: AppointmentRow, memberId: string, services: ReadonlyMap<string, ServiceRow>): string {
  const ids = row.services.length > 0 ? row.services.filter((s) => s.memberId === memberId).map((s) => s.serviceId) : row.serviceId ? [row.serviceId] : [];
  return ids.map((id) => services.get(id)?.name ?? '').filter(Boolean).join(', ');
}
