/**
 * The print window (requirements 7.3: 'Print opens a print window'), opened synchronously in the
 * click handler before any await, so popup blockers allow it; the table is filled in
 * once the rows are ready (export-print.ts).
 */
export function openPrintWindow(): Window | null {
  const win = window.open('', '_blank');
  if (win) {
    win.document.title = 'Preparing…';
    win.document.body.textContent = 'Preparing the report for printing…';
  }
  return win;
}
