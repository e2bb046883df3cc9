/** A bill's lines with their codes and tax split, and the totals row (the PDF's cells, ./bill-rows.ts); cards on a phone. */
import type { BillAnswer } from '#contract/workshop-bill.ts';
import { billHeadings, billLineCells, billTotalCells } from './bill-rows.ts';

export function BillTable({ bill }: { bill: BillAnswer }) {
  const headings = billHeadings(bill.supply);
  const totals = billTotalCells(bill);
  return (
    <table className="admin-table workshop-bill-lines">
      <caption className="visually-hidden">Bill lines</caption>
      <thead><tr>{headings.map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
      <tbody>
        {bill.lines.map((l) => {
          const [description, ...cells] = billLineCells(l, bill.supply);
          return (
            <tr key={l.id}>
              <th scope="row">{description}</th>
              {cells.map((c, i) => <td key={headings[i + 1]} data-label={headings[i + 1]}>{c}</td>)}
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {totals.slice(1).map((c, i) => <td key={headings[i + 1]} data-label={c ? headings[i + 1] : undefined}>{c}</td>)}
        </tr>
      </tfoot>
    </table>
  );
}
