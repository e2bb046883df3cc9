import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link.tsx';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { DashboardCounts } from '#contract/catalogue-types.ts';
import { leadPaths, type LeadSummary } from '#contract/lead-api.ts';
import { groupIndian } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { adminRead } from '../data/admin-read.ts';
import { leadCards } from './lead-cards.ts';
import { LeadFunnel } from './lead-funnel.tsx';
import './dashboard-screen.css';

/** requirements 2.5: the four cards, in order. */
const cards: { label: string; field: keyof DashboardCounts }[] = [
  { label: 'Today Booking', field: 'bookings' },
  { label: 'Today AMC', field: 'amc' },
  { label: 'Today EW', field: 'warranty' },
  { label: 'Today Enquiry', field: 'enquiry_report' },
];

const dashboardQuery = adminRead<DashboardCounts[]>(adminApiPaths.dashboard);
const summaryQuery = adminRead<LeadSummary>(leadPaths.summary);

/** requirements 3: the counts are the first element of the answer. */
const countsOf = (answer: DashboardCounts[]): DashboardCounts => answer[0] ?? { bookings: 0, amc: 0, warranty: 0, enquiry_report: 0 };

/** What a card shows: the count, a dash after a failure, an ellipsis while loading. */
function countText(value: number | undefined, failed: boolean): string {
  if (value !== undefined) return groupIndian(value);
  return failed ? '–' : '…';
}

/** requirements 2.5 Dashboard, and the lead desk's figures under it. */
export function DashboardScreen() {
  usePageMeta('Dashboard');
  const { data: counts, error: failure } = useQuery({ ...dashboardQuery, select: countsOf });
  const { data: summary, error: summaryFailure } = useQuery(summaryQuery);
  const error = failure?.message;

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Dashboard</h1>
      {/* requirements 8: dashboard failure 'Error: {message}'. */}
      {error && <p className="admin-error" role="alert">Error: {error}</p>}
      <ul className="dashboard-cards">
        {cards.map((card) => (
          <li key={card.field} className="dashboard-card">
            <span className="dashboard-card-label">{card.label}</span>
            <strong className="dashboard-card-value">{counts ? String(counts[card.field] ?? 0) : error ? '–' : '…'}</strong>
          </li>
        ))}
      </ul>
      <h2 className="dashboard-subheading">Leads</h2>
      {summaryFailure && <p className="admin-error" role="alert">The lead figures could not be loaded. Please try again.</p>}
      <ul className="dashboard-cards dashboard-cards-compact">
        {leadCards.map((card) => (
          <li key={card.field}>
            <Link to={card.to} className="dashboard-card dashboard-card-link">
              <span className="dashboard-card-label">{card.label}</span>
              <strong className="dashboard-card-value">{countText(summary?.[card.field], summaryFailure !== null)}</strong>
            </Link>
          </li>
        ))}
      </ul>
      {!summaryFailure && <LeadFunnel rows={summary?.funnel} />}
    </section>
  );
}
