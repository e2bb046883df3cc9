import { Link } from 'react-router-dom';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { navEntries } from '../contract/nav-items.ts';
import './static-page.css';

const blurbs: Record<string, string> = {
  '/service-booking': 'Book a paid or free service at the showroom of your choice.',
  '/amc': 'An annual maintenance contract: three services, extra washes and savings of up to 30%.',
  '/extendedWarranty': 'Extend the standard warranty by up to 7 years for peace of mind.',
};

/** The SERVICES entry's own page (spec 2.2): its dropdown items as cards. */
export function ServicesPage() {
  usePageMeta('Services', 'Book a service, take an annual maintenance contract or extend your warranty.');
  const entry = navEntries.find((e) => e.kind === 'menu' && e.id === 'services');
  const items = entry?.kind === 'menu' ? entry.items : [];
  return (
    <section className="page">
      <h1 className="page-title">Services</h1>
      <ul className="link-cards">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="card link-card">
              <strong>{item.label}</strong>
              <span>{blurbs[item.path]}</span>
              <span className="link-card-go">Open →</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
