import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import './static-page.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** requirements 2.3: About us, static. */
export function AboutPage() {
  const dealer = useSiteSettings();
  const { t, i18n } = useLingui();
  const dealerName = dealer.dealerName;
  const shownHours = dealerText(i18n.locale, dealer.hours, dealer.hoursHi);
  const hours = <span lang={shownHours.lang}>{shownHours.text}</span>;
  usePageMeta(t`About Us`, t`About ${dealerName}: our showrooms, sales, service and finance in Gurgaon.`);
  return (
    <section className="page prose">
      <h1 className="page-title">
        <Trans>About Us</Trans>
      </h1>
      <p>
        <Trans>
          {dealerName} is an authorised two-wheeler dealer group serving Gurgaon and the villages around it from its
          showrooms across the city. For over two decades families, students, delivery
          riders and enthusiasts have come to us for their first scooter, their daily commuter or the motorcycle they always
          wanted.
        </Trans>
      </p>
      <h2>
        <Trans>What we do</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Sales of motorcycles, scooters and electric vehicles, with test rides at every showroom.</Trans>
        </li>
        <li>
          <Trans>Workshops with trained technicians and genuine parts, for paid and free services.</Trans>
        </li>
        <li>
          <Trans>Annual maintenance contracts and extended warranties.</Trans>
        </li>
        <li>
          <Trans>Finance through partner banks and NBFCs, and insurance with renewals.</Trans>
        </li>
        <li>
          <Trans>Genuine accessories, riding gear and helmets.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>Our promise</Trans>
      </h2>
      <p>
        <Trans>
          Transparent ex-showroom prices, honest advice on the model that suits you, and a service team that keeps you
          riding. Our showrooms are open {hours}, every day.
        </Trans>
      </p>
      <p>
        <Link className="btn btn-primary" to="/contact">
          <Trans>Contact us</Trans>
        </Link>
      </p>
    </section>
  );
}
