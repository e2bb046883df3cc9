import { openShowrooms } from '#contract/site-settings.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { mapEmbedUrl, mapsLink } from '#contract/site.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { embedWhenNear } from '../ui/embed-when-near.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { HomeModels } from './home-models.tsx';
import type { HomeMapProps } from './home-map.tsx';
import './home-page.css';
import { telHref } from '../lib/tel-href.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

// The map's code (frame, offline fallback, online check) is fetched when the visitor scrolls near it.
const HomeMap = embedWhenNear<HomeMapProps>(() => import('./home-map.tsx'), '16 / 10');

/** requirements 2.3 (Home): slider, welcome, about teaser, 3 models, map with address, contact and hours. */
export function HomePage() {
  const { t, i18n } = useLingui();
  const dealer = useSiteSettings();
  const group = dealer.dealerName;
  usePageMeta('', t`${group}: motorcycles, scooters and EVs across our showrooms in Gurgaon. Prices, EMI, test rides, service and finance.`);
  const main = openShowrooms(dealer.showrooms)[0] ?? dealer.showrooms[0]!;
  const mainName = main.name;
  const shownHours = dealerText(i18n.locale, dealer.hours, dealer.hoursHi);
  const hours = <span lang={shownHours.lang}>{shownHours.text}</span>;
  return (
    <>
      <HeroSlider />
      <section className="home-welcome">
        <div className="home-welcome-inner">
          <h1>
            <Trans>Welcome to {group}</Trans>
          </h1>
          <p>
            <Trans>
              Motorcycles, scooters and electric vehicles, test rides, finance, insurance and a workshop you can trust, at our
              showrooms across Gurgaon.
            </Trans>
          </p>
          <div className="home-actions">
            <Link className="btn btn-primary" to="/motorcycle">
              <Trans>Explore Motorcycles</Trans>
            </Link>
            <Link className="btn btn-outline home-btn-light" to="/service-booking">
              <Trans>Book a Service</Trans>
            </Link>
          </div>
        </div>
      </section>
      <div className="home-body">
        <section className="home-section home-about" aria-labelledby="home-about-title">
          <div>
            <h2 id="home-about-title" className="section-title">
              <Trans>About Us</Trans>
            </h2>
            <p>
              <Trans>
                For over two decades {group} has helped Gurgaon ride: from a first scooter to a weekend motorcycle or a silent
                electric commuter. Transparent prices, honest advice and trained technicians with genuine parts, at every one of our
                showrooms.
              </Trans>
            </p>
            <Link className="btn btn-primary" to="/about">
              <Trans>KNOW MORE</Trans>
            </Link>
          </div>
          <ul className="home-facts">
            <li>
              <strong>4</strong>
              <span>
                <Trans>Showrooms</Trans>
              </span>
            </li>
            <li>
              <strong>20+</strong>
              <span>
                <Trans>Years</Trans>
              </span>
            </li>
            <li>
              <strong>7</strong>
              <span>
                <Trans>Days a week</Trans>
              </span>
            </li>
          </ul>
        </section>
        <HomeModels />
        <section className="home-section home-visit" aria-labelledby="home-visit-title">
          <h2 id="home-visit-title" className="section-title">
            <Trans>Visit Us</Trans>
          </h2>
          <div className="home-visit-grid">
            <HomeMap
              title={t`Map of ${mainName}`}
              address={main.address}
              src={mapEmbedUrl(main.latitude, main.longitude, 14)}
              mapsHref={mapsLink(main.latitude, main.longitude)}
            />
            <div className="card home-visit-info">
              <h3>
                <Trans>Address</Trans>
              </h3>
              <address>{dealer.office.address}</address>
              <h3>
                <Trans>Contact</Trans>
              </h3>
              <p>
                <Trans>Sales:</Trans> <a href={telHref(dealer.office.salesPhone)}>{dealer.office.salesPhone}</a>
                <br />
                <Trans>Service:</Trans> <a href={telHref(dealer.office.servicePhone)}>{dealer.office.servicePhone}</a>
                <br />
                <a href={`mailto:${dealer.office.salesEmail}`}>{dealer.office.salesEmail}</a>
              </p>
              <h3>
                <Trans>Hours</Trans>
              </h3>
              <p>
                <Trans>Open: {hours}</Trans>
              </p>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
