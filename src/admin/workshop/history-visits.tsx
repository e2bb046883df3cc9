/**
 * A vehicle's visits as staff read them (docs/workshop.md "Service history"): the next
 * service due and the renewal dates, then each visit, newest first, as a card: the IST day,
 * odometer, service type, the work done (approved lines), the bill's number and total in ₹,
 * and the technician.
 */
import { groupIndian } from '#contract/indian-grouping.ts';
import { formatIndianDate, istDateOf } from '#contract/ist-date.ts';
import { formatPaise } from '#contract/payments.ts';
import type { NextService } from '#contract/service-due.ts';
import type { ServiceHistory } from '#contract/service-history.ts';
import type { ServiceType } from '#contract/workshop.ts';

const serviceTypeLabels: Record<ServiceType, string> = { free: 'Free service', paid: 'Paid service', repair: 'Repair', accident: 'Accident repair' };
const day = (iso: string | null) => (iso ? formatIndianDate(iso) : 'Not entered');

export function nextServiceText(next: NextService | null): string {
  if (!next) return 'Worked out when a visit is delivered';
  const which = next.service === 'paid' ? 'Paid service' : `Free service ${next.service.slice(5)}`;
  return `${which}: by ${formatIndianDate(next.dueOn)} or at ${groupIndian(next.dueKm)} km, whichever comes first`;
}

export function HistoryVisits({ history }: { history: ServiceHistory }) {
  return (
    <div className="workshop-history">
      <dl className="workshop-facts">
        <div><dt>Vehicle</dt><dd>{history.registration}, {history.model}</dd></div>
        <div className="workshop-wide"><dt>Next service due</dt><dd>{nextServiceText(history.nextService)}</dd></div>
        <div><dt>Sold on</dt><dd>{day(history.soldOn)}</dd></div>
        <div><dt>Insurance renews on</dt><dd>{day(history.insuranceRenewsOn)}</dd></div>
        <div><dt>PUC renews on</dt><dd>{day(history.pucRenewsOn)}</dd></div>
      </dl>
      <ol className="workshop-visits" aria-label="Visits, newest first">
        {history.visits.map((v) => (
          <li key={v.reference} className="workshop-visit">
            <h3 className="workshop-visit-heading">{formatIndianDate(istDateOf(v.at))}: {serviceTypeLabels[v.serviceType]}</h3>
            <dl className="workshop-facts">
              <div><dt>Job card</dt><dd>{v.reference}{v.delivered ? '' : ' (in the workshop)'}</dd></div>
              <div><dt>Odometer</dt><dd>{groupIndian(v.odometerKm)} km</dd></div>
              <div><dt>Bill</dt><dd>{v.invoiceNumber ? `${v.invoiceNumber}, ${formatPaise(v.totalPaise ?? 0)}` : 'No bill'}</dd></div>
              <div><dt>Technician</dt><dd>{v.technician ?? 'Not recorded'}</dd></div>
              <div className="workshop-wide">
                <dt>Work done</dt>
                <dd>{v.work.length === 0 ? 'Nothing charged' : v.work.map((w) => (w.qty === 1 ? w.name : `${w.name} × ${w.qty}`)).join(', ')}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </div>
  );
}
