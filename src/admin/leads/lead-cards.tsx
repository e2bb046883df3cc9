import { Link } from '../../ui/link.tsx';
import type { StaffRecord } from '#contract/lead-api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { leadColumns, WaitingMark } from './lead-cells.tsx';
import type { DeskLead } from './lead-view.ts';

interface Props {
  leads: readonly DeskLead[];
  staff: readonly StaffRecord[];
  now: Date;
}

/** Portrait tablets and phones: one card per lead, the whole name a big touch target. */
export function LeadCards({ leads, staff, now }: Props) {
  const { showrooms } = useSiteSettings();
  return (
    <ul className="lead-cards">
      {leads.map((lead) => (
        <li key={lead.id} className="lead-card">
          <Link className="lead-open lead-card-name" to={`/admin/leads/${lead.id}`}>{lead.name || 'No name'}</Link>
          <WaitingMark lead={lead} />
          <dl className="lead-card-facts">
            {leadColumns.map((c) => (
              <div key={c.label}>
                <dt>{c.label}</dt>
                <dd>{c.cell(lead, staff, now, showrooms)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
