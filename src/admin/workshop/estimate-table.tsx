/**
 * An opened job card's estimate: each line with its quantity, price with GST and the
 * customer's decision; a waiting line takes the decision the customer gives at the counter.
 * Under it, what every line not declined comes to and what the approved lines (the bill) do.
 */
import { fuelLevels, workshopPaths, type Decision, type JobCardAnswer } from '#contract/workshop.ts';
import type { TaxTotals } from '#contract/workshop-tax.ts';
import { formatRupees } from '../../lib/format.ts';
import { useCardChange } from './use-card-change.ts';
import { cardPath } from './workshop-queries.ts';

const rupees = (paise: number) => formatRupees(paise / 100, 2);
const approvalWords = { pending: 'Waiting for the customer', approved: 'Approved', declined: 'Declined' } as const;
export const fuelWords = (quarters: number): string => fuelLevels[quarters] ?? String(quarters);

export function EstimateTable({ answer }: { answer: JobCardAnswer }) {
  const card = answer.jobCard;
  const decide = useCardChange<{ lineId: number; name: string; decision: Decision }>(
    card.id, (v) => cardPath(workshopPaths.lineDecision, card.id, v.lineId),
    (_, v) => `${v.name}: ${v.decision === 'approved' ? 'approved' : 'declined'} at the counter`, 'Failed to record the decision. Please try again.',
  );
  const delivered = card.stage === 'delivered';
  if (answer.lines.length === 0) return <p className="status-text">No lines yet: add the work the customer is to approve.</p>;
  return (
    <>
      <table className="admin-table workshop-lines">
        <caption className="visually-hidden">Estimate lines</caption>
        <thead><tr><th scope="col">Line</th><th scope="col">Quantity</th><th scope="col">With GST</th><th scope="col">Customer</th></tr></thead>
        <tbody>
          {answer.lines.map((l) => (
            <tr key={l.id} className={`workshop-line-${l.approval}`}>
              <th scope="row" className="workshop-line-name">{l.name}<span className="stock-hint"> {l.kind === 'part' ? 'Part' : 'Labour'} {l.code}</span></th>
              <td data-label="Quantity">{l.qty}</td>
              <td data-label="With GST">{rupees(l.totalPaise)}</td>
              <td data-label="Customer">
                {l.approval !== 'pending' || delivered ? `${approvalWords[l.approval]}${l.decidedBy === 'staff' ? ' at the counter' : l.decidedBy === 'customer' ? ' on the phone' : ''}` : (
                  <span className="workshop-decide" role="group" aria-label={`The customer's decision on ${l.name}`}>
                    <button type="button" className="btn btn-outline admin-keep-case" disabled={decide.isPending} onClick={() => decide.mutate({ lineId: l.id, name: l.name, decision: 'approved', body: { decision: 'approved' } })}>Approved</button>
                    <button type="button" className="btn btn-outline admin-keep-case" disabled={decide.isPending} onClick={() => decide.mutate({ lineId: l.id, name: l.name, decision: 'declined', body: { decision: 'declined' } })}>Declined</button>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {decide.problem && <p className="admin-field-error" role="alert">{decide.problem.text}</p>}
      <dl className="workshop-totals">
        <Totals label="Estimate (not declined)" totals={answer.estimate} />
        <Totals label="Approved (the bill)" totals={answer.approved} />
      </dl>
    </>
  );
}

function Totals({ label, totals }: { label: string; totals: TaxTotals }) {
  const gst = totals.igstPaise > 0 ? `IGST ${rupees(totals.igstPaise)}` : `CGST ${rupees(totals.cgstPaise)} + SGST ${rupees(totals.sgstPaise)}`;
  return (
    <div>
      <dt>{label}</dt>
      <dd><strong>{rupees(totals.totalPaise)}</strong> <span className="stock-hint">{rupees(totals.taxablePaise)} + {gst}</span></dd>
    </div>
  );
}
