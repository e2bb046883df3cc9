import { Link } from 'react-router-dom';
import { site } from '../contract/site.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';

/** The NETWORKS entry's own page (spec 2.2): the four showrooms, each linking to its dealer page. */
export function NetworksPage() {
  usePageMeta('Our Network', 'Four showrooms across Gurgaon: Railway Road, Sector 18, Sector 52A and Pataudi.');
  return (
    <section className="page">
      <h1 className="page-title">Our Network</h1>
      <ul className="link-cards">
        {site.showrooms.map((s) => (
          <li key={s.id}>
            <Link to={`/dealers/${s.id}`} className="card link-card">
              <strong>{s.label}</strong>
              <span>{s.address}</span>
              <span>Sales: {s.salesNo}</span>
              <span className="link-card-go">View showroom →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
