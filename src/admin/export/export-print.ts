/**
 * Print (requirements 7.3: 'Print opens a print window'): a clean page with only the title, which
 * rows these are (as in the PDF), the fetch time and the table. Built with DOM calls and
 * textContent, never HTML strings, so no cell can inject markup into the print window.
 */
import { fetchedAtLine, viewLine, type ExportTable } from './export-table.ts';

const printCss = `
  body { font-family: 'DejaVu Sans', system-ui, sans-serif; margin: 16px; color: #000; }
  h1 { text-align: center; font-size: 18px; margin: 0 0 4px; }
  p.view { text-align: center; font-size: 11px; margin: 0 0 2px; }
  p.fetched { text-align: center; font-size: 11px; color: #444; margin: 0 0 12px; }
  table { border-collapse: collapse; width: 100%; font-size: 11px; }
  th, td { border: 1px solid #999; padding: 4px 6px; text-align: left; vertical-align: top; word-break: break-word; }
  thead { display: table-header-group; }
  tr { page-break-inside: avoid; }
  @page { size: landscape; margin: 12mm; }
`;

function renderPrintView(win: Window, table: ExportTable): void {
  const d = win.document;
  d.title = table.title;
  d.head.replaceChildren();
  const style = d.createElement('style');
  style.textContent = printCss;
  d.head.append(style);

  const h1 = d.createElement('h1');
  h1.textContent = table.title;
  const rowsLine = d.createElement('p');
  rowsLine.className = 'view';
  rowsLine.textContent = viewLine(table);
  const fetched = d.createElement('p');
  fetched.className = 'fetched';
  fetched.textContent = fetchedAtLine(table.fetchedAt);

  const tableEl = d.createElement('table');
  const head = tableEl.createTHead().insertRow();
  for (const heading of table.headings) {
    const th = d.createElement('th');
    th.scope = 'col';
    th.textContent = heading;
    head.append(th);
  }
  const body = tableEl.createTBody();
  for (const row of table.readableRows) {
    const tr = body.insertRow();
    for (const cell of row) tr.insertCell().textContent = cell;
  }
  d.body.replaceChildren(h1, rowsLine, fetched, tableEl);
}

export function printTable(win: Window, table: ExportTable): void {
  renderPrintView(win, table);
  win.focus();
  win.print();
}
