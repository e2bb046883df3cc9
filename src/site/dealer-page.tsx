import { useParams } from 'react-router-dom';
import { apiPaths } from '../contract/api-paths.ts';
import type { Dealer } from '../contract/catalogue-types.ts';
import { mapEmbedUrl, site } from '../contract/site.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { useRememberShowroom } from '../lib/use-remember-showroom.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { ThirdPartyEmbed } from '../ui/third-party-embed.tsx';
import { MapFallback } from './map-fallback.tsx';
import './dealer-page.css';
import { telHref } from '../lib/tel-href.ts';

/**
 * spec 2.3 (Dealer page): name, address, sales and service numbers, opening time, a mailto
 * link and a map at the dealer's coordinates (zoom 14); 'Loading...' until data arrives.
 * spec 8: a failed read is only logged and the screen stays on loading.
 */
export function DealerPage() {
  const { id = '' } = useParams();
  const known = site.showrooms.find((s) => String(s.id) === id);
  const { data, error } = usePublicRead<Dealer[]>(known ? apiPaths.dealer(id) : null);
  const dealer = data?.[0];
  usePageMeta(dealer?.name ?? known?.name ?? 'Dealer', dealer ? `${dealer.name}: ${dealer.address}` : 'Showroom address, phone numbers and map.');
  useRememberShowroom(known?.id);

  if (error) console.error('Dealer read failed', error);
  if (!known) {
    return (
      <section className="page">
        <h1 className="page-title">Showroom not found</h1>
        <p>We have four showrooms, numbered 1 to 4.</p>
      </section>
    );
  }
  if (!dealer) return <p className="page status-text">Loading...</p>;

  return (
    <section className="page dealer-page">
      <h1 className="page-title">{dealer.name}</h1>
      <div className="dealer-grid">
        <dl className="card dealer-facts">
          <dt>Address</dt>
          <dd>{dealer.address}</dd>
          <dt>Sales</dt>
          <dd>
            <a href={telHref(dealer.sales_no)}>{dealer.sales_no}</a>
          </dd>
          <dt>Service</dt>
          <dd>
            <a href={telHref(dealer.service_no)}>{dealer.service_no}</a>
          </dd>
          <dt>Opening time</dt>
          <dd>{dealer.open_time}</dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
          </dd>
        </dl>
        <ThirdPartyEmbed
          src={mapEmbedUrl(dealer.latitude, dealer.longitude, 14)}
          title={`Map of ${dealer.name}`}
          fallback={<MapFallback address={dealer.address} latitude={dealer.latitude} longitude={dealer.longitude} />}
          aspectRatio="4 / 3"
        />
      </div>
    </section>
  );
}
