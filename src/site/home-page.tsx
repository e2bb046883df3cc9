import { Link } from 'react-router-dom';
import { mapEmbedUrl, site } from '../contract/site.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { ThirdPartyEmbed } from '../ui/third-party-embed.tsx';
import { HeroSlider } from './hero-slider.tsx';
import { HomeModels } from './home-models.tsx';
import { MapFallback } from './map-fallback.tsx';
import './home-page.css';
import { telHref } from '../lib/tel-href.ts';

/** spec 2.3 (Home): slider, welcome, about teaser, 3 models, map with address, contact and hours. */
export function HomePage() {
  usePageMeta('', `${site.groupName}: ${site.tagline}. Prices, EMI, test rides, service and finance.`);
  const main = site.showrooms[0]!;
  return (
    <>
      <HeroSlider />
      <section className="home-welcome">
        <div className="home-welcome-inner">
          <h1>Welcome to {site.groupName}</h1>
          <p>
            Motorcycles, scooters and electric vehicles, test rides, finance, insurance and a workshop you can trust, at four
            showrooms across Gurgaon.
          </p>
          <div className="home-actions">
            <Link className="btn btn-primary" to="/motorcycle">
              Explore Motorcycles
            </Link>
            <Link className="btn btn-outline home-btn-light" to="/service-booking">
              Book a Service
            </Link>
          </div>
        </div>
      </section>
      <div className="home-body">
        <section className="home-section home-about" aria-labelledby="home-about-title">
          <div>
            <h2 id="home-about-title" className="section-title">
              About Us
            </h2>
            <p>
              For over two decades {site.groupName} has helped Gurgaon ride: from a first scooter to a weekend motorcycle or a
              silent electric commuter. Transparent prices, honest advice and trained technicians with genuine parts, at every
              one of our showrooms.
            </p>
            <Link className="btn btn-primary" to="/about">
              KNOW MORE
            </Link>
          </div>
          <ul className="home-facts">
            <li>
              <strong>4</strong>
              <span>Showrooms</span>
            </li>
            <li>
              <strong>20+</strong>
              <span>Years</span>
            </li>
            <li>
              <strong>7</strong>
              <span>Days a week</span>
            </li>
          </ul>
        </section>
        <HomeModels />
        <section className="home-section home-visit" aria-labelledby="home-visit-title">
          <h2 id="home-visit-title" className="section-title">
            Visit Us
          </h2>
          <div className="home-visit-grid">
            <ThirdPartyEmbed
              src={mapEmbedUrl(main.latitude, main.longitude, 14)}
              title={`Map of ${main.name}`}
              fallback={<MapFallback address={main.address} latitude={main.latitude} longitude={main.longitude} />}
              aspectRatio="16 / 10"
            />
            <div className="card home-visit-info">
              <h3>Address</h3>
              <address>{site.mainAddress}</address>
              <h3>Contact</h3>
              <p>
                Sales: <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
                <br />
                Service: <a href={telHref(site.phones.service)}>{site.phones.service}</a>
                <br />
                <a href={`mailto:${site.emails.sales}`}>{site.emails.sales}</a>
              </p>
              <h3>Hours</h3>
              <p>Open: {site.openTime}</p>
            </div>
          </div>
        </section>
      </div>
    </>
  );
}
