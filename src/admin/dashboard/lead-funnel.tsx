import { showroomPlaceIn } from '#contract/site-settings.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { groupIndian } from '../../lib/format.ts';
import { funnelColumns, percentText, type FunnelRow } from './lead-cards.ts';

/**
 * Sales leads of the last 30 days per showroom, each counted at the furthest step it
 * reached. A table on tablets; on a phone each showroom is a card of label-value pairs
 * (the cells carry their heading), so nothing scrolls sideways.
 */
export function LeadFunnel({ rows }: { rows: FunnelRow[] | undefined }) {
  const { showrooms } = useSiteSettings();
  return (
    <section className="admin-panel dashboard-funnel" aria-labelledby="dashboard-funnel-title">
      <h2 id="dashboard-funnel-title" className="dashboard-subheading">Sales funnel, last 30 days</h2>
      <table className="admin-table funnel-table">
        <thead>
          <tr>
            <th scope="col">Showroom</th>
            {funnelColumns.map((c) => (
              <th key={c.field} scope="col">{c.heading}</th>
            ))}
            <th scope="col">Conversion</th>
          </tr>
        </thead>
        <tbody>
          {rows ? (
            rows.map((row) => (
              <tr key={row.showroomId ?? 'none'}>
                <th scope="row">{showroomPlaceIn(showrooms, row.showroomId) || 'Unassigned'}</th>
                {funnelColumns.map((c) => (
                  <td key={c.field} data-label={c.heading}>{groupIndian(row[c.field])}</td>
                ))}
                <td data-label="Conversion">{percentText(row.conversionPercent)}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={funnelColumns.length + 2} className="admin-table-note">Loading...</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
