import { Link } from 'react-router-dom';
import { site } from '../contract/site.ts';
import { footerLinks } from '../contract/nav-items.ts';
import { telHref } from '../lib/tel-href.ts';
import './site-footer.css';

/** spec 2.2: footer links, the current year, the main address (Railway Road, 122003), Sales/Service/CRM phones and the builder credit. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section className="footer-col footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className="footer-title">
            {site.groupName}
          </h2>
          <p>{site.tagline}. Sales, service, genuine accessories, finance and insurance under one roof.</p>
          <p className="footer-hours">Open every day: {site.openTime}</p>
        </section>
        <nav className="footer-col" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            Quick Links
          </h2>
          <ul className="footer-links">
            {footerLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.path}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer-col" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-title">
            Contact Us
          </h2>
          <address className="footer-address">{site.mainAddress}</address>
          <ul className="footer-phones">
            <li>
              <span>Sales:</span> <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
            </li>
            <li>
              <span>Service:</span> <a href={telHref(site.phones.service)}>{site.phones.service}</a>
            </li>
            <li>
              <span>CRM:</span> <a href={telHref(site.phones.crm)}>{site.phones.crm}</a>
            </li>
          </ul>
          <p>
            <a href={`mailto:${site.emails.crm}`}>{site.emails.crm}</a>
          </p>
        </section>
      </div>
      <div className="footer-bottom">
        <p>
          © {year} {site.groupName}. All rights reserved.
        </p>
        <p>
          Designed &amp; developed by{' '}
          <a href={site.builder.url} target="_blank" rel="noopener">
            {site.builder.name}
          </a>
        </p>
      </div>
    </footer>
  );
}
