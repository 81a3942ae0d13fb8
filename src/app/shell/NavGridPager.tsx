import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clampPage, paginate, swipeStep, tilesPerPage } from '@/lib/nav-pages';

interface NavGridPagerProps<T extends { id: string }> {
  items: readonly T[];
  renderTile: (item: T) => ReactNode;
  /** The tile to show first (its page opens), e.g. the current area; -1 for the first page. */
  initialIndex: number;
}

type Direction = 'next' | 'prev' | null;

const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * The expanded bottom-navigation grid in pages, with page dots (at most four, spec §2.3): swipe
 * sideways, press the arrow keys, or click a dot to change page.
 */
export function NavGridPager<T extends { id: string }>({ items, renderTile, initialIndex }: NavGridPagerProps<T>) {
  const { t } = useTranslation();
  const pages = useMemo(() => paginate(items), [items]);
  const [page, setPage] = useState(() => (initialIndex < 0 ? 0 : Math.floor(initialIndex / tilesPerPage(items.length))));
  const [direction, setDirection] = useState<Direction>(null);
  const current = clampPage(page, pages.length);
  const gridRef = useRef<HTMLUListElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const focusAfter = useRef<'tile' | 'dot' | null>(null);

  const go = (next: number, focus: 'tile' | 'dot' | null = null) => {
    const target = clampPage(next, pages.length);
    if (target === current) return;
    focusAfter.current = focus;
    setDirection(target > current ? 'next' : 'prev');
    setPage(target);
  };

  useEffect(() => {
    const focus = focusAfter.current;
    focusAfter.current = null;
    if (focus === 'tile') gridRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    if (focus === 'dot') dotsRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [current]);

  const onPointerDown = (event: PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointer.current;
    pointer.current = null;
    if (!start) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step === 0) return;
    swiped.current = true;
    go(current + step);
  };
  // A swipe that ends on a tile is not a press of that tile.
  const onClickCapture = (event: MouseEvent) => {
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const onDot = dotsRef.current?.contains(event.target as Node) ?? false;
    go(current + (event.key === 'ArrowRight' ? 1 : -1), onDot ? 'dot' : 'tile');
  };

  const many = pages.length > 1;
  return (
    <div
      className="nav-pager"
      // Capture phase: the tiles' press handling stops these events from bubbling.
      onPointerDownCapture={onPointerDown}
      onPointerUpCapture={onPointerUp}
      onPointerCancelCapture={() => (pointer.current = null)}
      onDragStartCapture={(event) => event.preventDefault()}
      onClickCapture={onClickCapture}
      onKeyDown={onKeyDown}
    >
      <ul
        key={current}
        ref={gridRef}
        className="bottom-nav__grid"
        data-direction={direction ?? undefined}
        {...(many ? { 'aria-label': t('nav.page', { page: current + 1, total: pages.length }) } : {})}
      >
        {(pages[current] ?? []).map((item) => (
          <li key={item.id}>{renderTile(item)}</li>
        ))}
      </ul>
      {many && (
        <div ref={dotsRef} className="nav-dots" role="group" aria-label={t('nav.pages')}>
          {pages.map((_, index) => (
            <button
              // Pages have no identity beyond their position.
              key={index}
              type="button"
              className="nav-dots__dot"
              aria-label={t('nav.page', { page: index + 1, total: pages.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
