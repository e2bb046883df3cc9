import { Link } from 'react-router-dom';
import { site } from '../contract/site.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { telHref } from '../lib/tel-href.ts';

/** The INSURANCE entry (spec 2.2): new-vehicle insurance and renewals are handled at the showrooms. */
export function InsurancePage() {
  usePageMeta('Insurance', 'Two-wheeler insurance and renewals at our showrooms.');
  return (
    <section className="page prose">
      <h1 className="page-title">Insurance</h1>
      <p>
        Every new vehicle from {site.groupName} leaves the showroom insured. When your policy is due, our insurance desk
        renews it for you: bring your registration certificate and the previous policy, or call the showroom nearest to you
        and we will quote the renewal premium and the no-claim bonus you have earned.
      </p>
      <h2>Call a showroom about insurance renewal</h2>
      <ul className="link-cards">
        {site.showrooms.map((s) => (
          <li key={s.id} className="card link-card">
            <strong>{s.label}</strong>
            <span>
              Sales: <a href={telHref(s.salesNo)}>{s.salesNo}</a>
            </span>
            <span>
              Service: <a href={telHref(s.serviceNo)}>{s.serviceNo}</a>
            </span>
            <span>
              <a href={`mailto:${s.email}`}>{s.email}</a>
            </span>
          </li>
        ))}
      </ul>
      <p>
        Prefer to write? Use the <Link to="/contact">contact form</Link> and choose Inquiry; we reply within one working day.
      </p>
    </section>
  );
}
