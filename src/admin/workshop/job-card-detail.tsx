/**
 * One job card, opened from the board: who and what it is, its technician, its stage with
 * the vehicle's intake photos, the move to the next (at Ready, the bill), the estimate with the counter's decisions, a new line while it is not delivered,
 * and what the customer was sent about it.
 */
import { useQuery } from '@tanstack/react-query';
import { useOnline } from '../../ui/use-online.ts';
import { Link } from '../../ui/link.tsx';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { jobStageLabels } from '#contract/workshop.ts';
import { ListState } from '../ui/list-state.tsx';
import { AddLineForm } from './add-line-form.tsx';
import { EstimateTable, fuelWords } from './estimate-table.tsx';
import { StageMove } from './stage-move.tsx';
import { JobCardMessages } from './job-card-messages.tsx';
import { billScreenPath } from './make-bill-button.tsx';
import { TechnicianField } from './technician-field.tsx';
import { IntakePhotos } from './intake-photos.tsx';
import { NeedsConnectionNote } from './needs-connection-note.tsx';
import { boardChanged, jobCardQuery } from './workshop-queries.ts';

const serviceWords = { free: 'Free service', paid: 'Paid service', repair: 'Repair', accident: 'Accident' } as const;

export function JobCardDetail({ jobCardId }: { jobCardId: number }) {
  const online = useOnline();
  const { data, error, refetch } = useQuery(jobCardQuery(jobCardId));
  // A reload after someone else's change reads the board too: the card may sit in another column now.
  const reload = () => {
    void refetch();
    boardChanged();
  };
  if (!data) return <ListState rows={undefined} failed={!!error} failedText="Failed to load the job card. Please try again." emptyText="" retry={() => void refetch()} />;
  const card = data.jobCard;
  return (
    <div className="workshop-detail">
      {!online && <NeedsConnectionNote title="Changing this job card needs a connection" />}
      <dl className="workshop-facts">
        <div><dt>Stage</dt><dd><strong>{jobStageLabels[card.stage]}</strong></dd></div>
        <div><dt>Customer</dt><dd>{card.customerName} <a className="booking-call" href={`tel:+91${card.mobile}`} aria-label={`Call ${card.customerName}, ${card.mobile}`}>{card.mobile}</a></dd></div>
        <div><dt>Vehicle</dt><dd>{card.model} · <span className="workshop-nowrap">{card.registration}</span></dd></div>
        <div><dt>Odometer</dt><dd>{card.odometerKm.toLocaleString('en-IN')} km · fuel {fuelWords(card.fuelQuarters)}</dd></div>
        <div><dt>Service</dt><dd>{serviceWords[card.serviceType]}{card.supply === 'inter-state' ? ' · inter-state (IGST)' : ''}</dd></div>
        <div><dt>Opened</dt><dd>{formatIstDateTime(card.createdAt)}</dd></div>
        <div className="workshop-wide"><dt>Complaints</dt><dd>{card.complaints}</dd></div>
      </dl>
      <IntakePhotos card={card} photos={data.photos ?? []} />
      <TechnicianField card={card} />
      <StageMove card={card} onReload={reload} />
      <h3 className="stock-history-heading">Estimate</h3>
      <EstimateTable answer={data} />
      <p className="workshop-bill-link">
        <Link className="btn btn-outline admin-keep-case" to={billScreenPath(card.id)}>{card.stage === 'delivered' ? 'Open the bill' : 'See the bill so far'}</Link>
      </p>
      {card.stage !== 'delivered' && <AddLineForm jobCardId={card.id} />}
      <JobCardMessages messages={data.messages ?? []} />
    </div>
  );
}
