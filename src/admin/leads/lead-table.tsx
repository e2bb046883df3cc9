import { Link } from '../../ui/link.tsx';
import type { StaffRecord } from '#contract/lead-api.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { leadColumns, WaitingMark } from './lead-cells.tsx';
import { ageText } from './lead-text.ts';
import type { DeskLead } from './lead-view.ts';

interface Props {
  leads: readonly DeskLead[];
  staff: readonly StaffRecord[];
  now: Date;
}

const columns = leadColumns.filter((c) => !c.underName);

/** Landscape tablets and wider: one readable row per lead, the name opening it, its age under it. */
export function LeadTable({ leads, staff, now }: Props) {
  const { showrooms } = useSiteSettings();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table lead-table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            {columns.map((c) => (
              <th key={c.label} scope="col">{c.label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <th scope="row">
                <Link className="lead-open" to={`/admin/leads/${lead.id}`}>{lead.name || 'No name'}</Link>
                <span className="lead-age">{ageText(lead.createdAt, now)} ago</span>
                <WaitingMark lead={lead} />
              </th>
              {columns.map((c) => (
                <td key={c.label}>{c.cell(lead, staff, now, showrooms)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
