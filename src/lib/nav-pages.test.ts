import { describe, expect, it } from 'vitest';
import { MAX_NAV_PAGES, clampPage, paginate, swipeStep, tilesPerPage } from './nav-pages';

const tiles = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('bottom-navigation pages', () => {
  it('puts two rows of three tiles on a page', () => {
    expect(paginate(tiles(6))).toEqual([tiles(6)]);
    expect(paginate(tiles(7))).toEqual([tiles(6), [6]]);
    expect(paginate(tiles(9)).map((p) => p.length)).toEqual([6, 3]);
  });

  it('never makes more than four pages: pages take more whole rows instead', () => {
    expect(paginate(tiles(24))).toHaveLength(4);
    for (const n of [25, 30, 40, 61, 100]) {
      const pages = paginate(tiles(n));
      expect(pages.length).toBeLessThanOrEqual(MAX_NAV_PAGES);
      expect(pages.flat()).toEqual(tiles(n));
      expect(tilesPerPage(n) % 3).toBe(0);
    }
    expect(tilesPerPage(25)).toBe(9);
  });

  it('keeps one empty page for no tiles', () => {
    expect(paginate([])).toEqual([[]]);
  });

  it('clamps a page index to the pages there are', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(5, 3)).toBe(2);
    expect(clampPage(1, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(0);
  });

  it('turns a sideways swipe into a page step and ignores taps and vertical drags', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});
