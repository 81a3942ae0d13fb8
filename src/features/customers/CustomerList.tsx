import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { LocalCustomer } from '@/data/local-rows';
import { SkeletonRow } from '@/ui/Skeleton';
import { CustomerListRow } from './CustomerListRow';

/** A row's height before it is measured (64 px minimum, plus the 1 px divider). */
const ESTIMATED_ROW_PX = 65;
/** Rows rendered beyond the viewport on each side, so keyboard focus and fast scrolling find rows. */
const OVERSCAN = 8;

export interface CustomerListProps {
  label: string;
  total: number;
  /** The rows read, at positions [start, start + rows.length). */
  start: number;
  rows: readonly LocalCustomer[];
  /** The positions [first, last] the page shows now (with overscan): the window to read. */
  onVisibleRange: (first: number, last: number) => void;
}

/**
 * The customers list, virtualised over the page's scroll: only the rows in view are in the DOM
 * (and only those are read from the replica), so a write re-renders a screenful, not the list.
 * A position whose row is not read yet shows a placeholder.
 */
export function CustomerList({ label, total, start, rows, onVisibleRange }: CustomerListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offsetTop, setOffsetTop] = useState(0);
  const rowAt = (index: number): LocalCustomer | undefined => (index >= start ? rows[index - start] : undefined);

  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN,
    scrollMargin: offsetTop,
    // Keyed by position (the default): a key per row id made every write re-key all positions.
  });

  // Where the list starts on the page: on mount and when the window resizes (the toolbar wraps).
  useLayoutEffect(() => {
    const measure = () => {
      const list = listRef.current;
      if (list) setOffsetTop(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => onVisibleRange(first, last), [first, last, onVisibleRange]);

  return (
    <ul ref={listRef} className="ui-results__list customer-list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) => {
        const customer = rowAt(item.index);
        return (
          <li
            key={item.index}
            ref={virtualizer.measureElement}
            data-index={item.index}
            className="customer-list__item"
            aria-setsize={total}
            aria-posinset={item.index + 1}
            style={{ transform: `translateY(${item.start - offsetTop}px)` }}
          >
            {customer ? <CustomerListRow customer={customer} /> : <SkeletonRow />}
          </li>
        );
      })}
    </ul>
  );
}
