import { useEffect, useState } from 'react';
import { apiPaths } from '../../contract/api-paths.ts';
import type { DashboardCounts } from '../../contract/catalogue-types.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import './dashboard-screen.css';

/** spec 2.5: the four cards, in order. */
const cards: { label: string; field: keyof DashboardCounts }[] = [
  { label: 'Today Booking', field: 'bookings' },
  { label: 'Today AMC', field: 'amc' },
  { label: 'Today EW', field: 'warranty' },
  { label: 'Today Enquiry', field: 'enquiry_report' },
];

/** spec 2.5 Dashboard; spec 3: the counts are the first element of the answer. */
export function DashboardScreen() {
  usePageMeta('Dashboard');
  const [counts, setCounts] = useState<DashboardCounts>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    api<DashboardCounts[]>(apiPaths.dashboard, { signal: controller.signal })
      .then((answer) => setCounts(answer[0] ?? { bookings: 0, amc: 0, warranty: 0, enquiry_report: 0 }))
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e.message : String(e));
      });
    return () => controller.abort();
  }, []);

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Dashboard</h1>
      {/* spec 8: dashboard failure 'Error: {message}'. */}
      {error && <p className="admin-error" role="alert">Error: {error}</p>}
      <ul className="dashboard-cards">
        {cards.map((card) => (
          <li key={card.field} className="dashboard-card">
            <span className="dashboard-card-label">{card.label}</span>
            <strong className="dashboard-card-value">{counts ? String(counts[card.field] ?? 0) : error ? '–' : '…'}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
