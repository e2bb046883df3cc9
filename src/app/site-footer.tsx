import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { site } from '#contract/site.ts';
import { footerLinks } from '#contract/nav-items.ts';
import { inLanguage } from '../lib/i18n/text-table.ts';
import { telHref } from '../lib/tel-href.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { navLabels } from './nav-labels.ts';
import { LogoMark } from '../ui/logo-mark.tsx';
import './site-footer.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** requirements 2.2: footer links, the current year, the main address (Railway Road, 122003), Sales/Service/CRM phones and the builder credit. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  const { i18n } = useLingui();
  const dealer = useSiteSettings();
  const shownHours = dealerText(i18n.locale, dealer.hours, dealer.hoursHi);
  const hours = <span lang={shownHours.lang}>{shownHours.text}</span>;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section className="footer-col footer-about" aria-labelledby="footer-about-title">
          <h2 id="footer-about-title" className="footer-title footer-brand">
            <LogoMark logoPath={dealer.logoPath} />
            {dealer.dealerName}
          </h2>
          <p>
            <Trans>Motorcycles, scooters and EVs across our showrooms in Gurgaon. Sales, service, genuine accessories, finance and insurance under one roof.</Trans>
          </p>
          <p className="footer-hours">
            <Trans>Open every day: {hours}</Trans>
          </p>
        </section>
        <nav className="footer-col" aria-labelledby="footer-links-title">
          <h2 id="footer-links-title" className="footer-title">
            <Trans>Quick Links</Trans>
          </h2>
          <ul className="footer-links">
            {footerLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.path}>{inLanguage(i18n, navLabels, l.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="footer-col" aria-labelledby="footer-contact-title">
          <h2 id="footer-contact-title" className="footer-title">
            <Trans>Contact Us</Trans>
          </h2>
          <address className="footer-address">{dealer.office.address}</address>
          <ul className="footer-phones">
            <li>
              <span>
                <Trans>Sales:</Trans>
              </span> <a href={telHref(dealer.office.salesPhone)}>{dealer.office.salesPhone}</a>
            </li>
            <li>
              <span>
                <Trans>Service:</Trans>
              </span> <a href={telHref(dealer.office.servicePhone)}>{dealer.office.servicePhone}</a>
            </li>
            <li>
              <span>
                <Trans>CRM:</Trans>
              </span> <a href={telHref(dealer.office.crmPhone)}>{dealer.office.crmPhone}</a>
            </li>
          </ul>
          <p>
            <a href={`mailto:${dealer.office.crmEmail}`}>{dealer.office.crmEmail}</a>
          </p>
        </section>
      </div>
      <div className="footer-bottom">
        <p>
          <Trans>
            © {year} {dealer.dealerName}. All rights reserved.
          </Trans>
        </p>
        <p>
          <Trans>Designed &amp; developed by</Trans>{' '}
          <a href={site.builder.url} target="_blank" rel="noopener">
            {site.builder.name}
          </a>
        </p>
      </div>
    </footer>
  );
}
