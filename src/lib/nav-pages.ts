// Pages of the expanded bottom-navigation grid (spec §2.3: a grid of 3 tiles per row, nav dots
// at most 4). Tiles fill pages of two rows; when that would need more than four pages, each page
// takes more rows, so there are never more than four dots.

export const NAV_GRID_COLUMNS = 3;
export const NAV_ROWS_PER_PAGE = 2;
export const MAX_NAV_PAGES = 4;

/** Tiles on each page: two rows of three, or more whole rows so the pages stay at most four. */
export function tilesPerPage(count: number): number {
  const base = NAV_GRID_COLUMNS * NAV_ROWS_PER_PAGE;
  if (count <= base * MAX_NAV_PAGES) return base;
  return Math.ceil(count / MAX_NAV_PAGES / NAV_GRID_COLUMNS) * NAV_GRID_COLUMNS;
}

/** The tiles split into pages (one empty page for no tiles). */
export function paginate<T>(items: readonly T[]): T[][] {
  const size = tilesPerPage(items.length);
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length > 0 ? pages : [[]];
}

/** A page index kept inside 0..count-1. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(page, 0), Math.max(count - 1, 0));
}

/** A horizontal swipe shorter than this (px) is a tap, not a page change. */
export const SWIPE_MIN_DISTANCE = 40;

/**
 * The page step a pointer gesture asks for: +1 for a swipe to the left (next page), -1 to the
 * right, 0 for a tap, a short drag or a mostly vertical one (scrolling the panel).
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_DISTANCE || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
