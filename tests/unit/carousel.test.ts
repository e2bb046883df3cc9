import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  canGoPrevious,
  clampPage,
  pageCount,
  pageItems,
  pageOf,
  pageSizeForWidth,
  selectionInView,
  swipeStep,
  swipeThreshold,
  wrapIndex,
} from '../../src/ui/carousel-paging.ts';

describe('carousel page size (requirements 2.3, 9)', () => {
  it.each([
    [360, 1],
    [639, 1],
    [640, 2],
    [768, 2],
    [1023, 2],
    [1024, 6],
    [1280, 6],
  ])('%i px -> %i per page', (width, size) => {
    expect(pageSizeForWidth(width)).toBe(size);
  });

  it('has no size while the width is unknown (the server draws the first page by CSS)', () => {
    expect(pageSizeForWidth(null)).toBeNull();
  });
});

describe('paging with disabled ends', () => {
  const items = Array.from({ length: 8 }, (_, i) => i);

  it('disables previous on the first page and next on the last', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoNext(0, items.length, 6)).toBe(true);
    expect(canGoPrevious(1)).toBe(true);
    expect(canGoNext(1, items.length, 6)).toBe(false);
    expect(pageItems(items, 1, 6)).toEqual([6, 7]);
  });

  it('counts pages and clamps out-of-range pages', () => {
    expect(pageCount(8, 1)).toBe(8);
    expect(pageCount(8, 2)).toBe(4);
    expect(pageCount(0, 6)).toBe(1);
    expect(clampPage(9, 8, 2)).toBe(3);
    expect(clampPage(-1, 8, 2)).toBe(0);
    expect(canGoNext(0, 6, 6)).toBe(false);
  });

  it('keeps the selected item in view when the size changes', () => {
    expect(pageOf(5, 2)).toBe(2);
    expect(pageOf(5, 6)).toBe(0);
    expect(pageOf(5, 1)).toBe(5);
  });
});

describe('wrapping carousels', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });
});

describe('the selection follows the page (the details always describe a model in view)', () => {
  it('selects the model shown at one per page', () => {
    expect(selectionInView(0, 1, 1)).toBe(1);
    expect(selectionInView(3, 2, 1)).toBe(2);
  });

  it('keeps a selection still in view, else takes the first of the page', () => {
    expect(selectionInView(3, 1, 2)).toBe(3);
    expect(selectionInView(1, 1, 2)).toBe(2);
    expect(selectionInView(2, 1, 6)).toBe(6);
    expect(selectionInView(7, 1, 6)).toBe(7);
  });
});

describe('swipes', () => {
  it('turns to the next page when the finger moves left, the previous when it moves right', () => {
    expect(swipeStep(-120, 10)).toBe(1);
    expect(swipeStep(120, -10)).toBe(-1);
  });

  it('leaves taps and vertical scrolls alone', () => {
    expect(swipeStep(swipeThreshold - 1, 0)).toBe(0);
    expect(swipeStep(-(swipeThreshold - 1), 0)).toBe(0);
    expect(swipeStep(60, 200)).toBe(0);
    expect(swipeStep(-60, -60)).toBe(0);
    expect(swipeStep(swipeThreshold, 0)).toBe(-1);
  });
});
