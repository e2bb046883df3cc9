/**
 * Paging arithmetic of the model carousels (requirements 2.3 and 9: page size 1 under 640 px,
 * 2 from 640 to under 1024, otherwise 6; previous and next disabled at the ends) and of
 * the wrapping carousels (features, accessories: the index wraps both ways).
 */

const pageBreakpoints = { small: 640, large: 1024 } as const;

/** The most items a page shows (from 1024 px); carousel.css draws the first page by width with the same figures. */
export const largestPageSize = 6;

/** The page size at a viewport width; null (width unknown: the server's drawing) stays null. */
export function pageSizeForWidth(width: number | null): number | null {
  if (width === null) return null;
  if (width < pageBreakpoints.small) return 1;
  if (width < pageBreakpoints.large) return 2;
  return largestPageSize;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** The page that shows item `index` (keeps the selected item in view when the size changes). */
export function pageOf(index: number, size: number): number {
  return Math.floor(Math.max(0, index) / Math.max(1, size));
}

export function clampPage(page: number, total: number, size: number): number {
  return Math.min(Math.max(0, page), pageCount(total, size) - 1);
}

export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  const p = clampPage(page, items.length, size);
  return items.slice(p * size, p * size + size);
}

export function canGoPrevious(page: number): boolean {
  return page > 0;
}

export function canGoNext(page: number, total: number, size: number): boolean {
  return page < pageCount(total, size) - 1;
}

/** Index wrapping both ways: -1 -> last, length -> 0. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/**
 * The selected item once another page is shown: kept while it is in view, else the first
 * item of the page, so the details under a model carousel always describe a model in view
 * (at page size 1, Previous, Next and a swipe change the selected model).
 */
export function selectionInView(selected: number, page: number, size: number): number {
  const first = page * size;
  return selected >= first && selected < first + size ? selected : first;
}

/** A horizontal swipe of at least this many px turns the page (shorter moves are taps). */
export const swipeThreshold = 40;

/** -1 (to the previous page: finger moved right), 1 (next: moved left) or 0 (a tap, or a vertical scroll). */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < swipeThreshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx > 0 ? -1 : 1;
}
