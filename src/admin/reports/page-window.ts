/** requirements 2.5, 9: at most 5 numbered page buttons, kept around the current page. */
const maxPageButtons = 5;

export function pageWindow(current: number, totalPages: number, max = maxPageButtons): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.max(1, Math.min(page - Math.floor(max / 2), totalPages - max + 1));
  const end = Math.min(totalPages, start + max - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** 'Showing X to Y of Z entries' (requirements 2.5). */
export function showingText(page: number, limit: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 to 0 of ${total} entries`;
  const from = (page - 1) * limit + 1;
  return `Showing ${from} to ${from + shown - 1} of ${total} entries`;
}
