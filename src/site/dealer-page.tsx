import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { apiPaths } from '#contract/api-paths.ts';
import type { Dealer } from '#contract/catalogue-types.ts';
import { mapEmbedUrl, mapsLink, showroomIdOf } from '#contract/site.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { useRememberShowroom } from '../lib/use-remember-showroom.ts';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { ThirdPartyEmbed } from '../ui/third-party-embed.tsx';
import { MapFallback } from './map-fallback.tsx';
import './dealer-page.css';
import { telHref } from '../lib/tel-href.ts';
import { hindiOpeningHours } from '#contract/opening-hours.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';
import { openShowrooms } from '#contract/site-settings.ts';

/**
 * requirements 2.3 (Dealer page): name, address, sales and service numbers, opening time, a mailto
 * link and a map at the dealer's coordinates (zoom 14); 'Loading...' until data arrives.
 * requirements 8: a failed read is only logged and the screen stays on loading.
 */
export function DealerPage() {
  const { id = '' } = useParams();
  const settings = useSiteSettings();
  // A closed showroom has no page for visitors (the dealer read answers 404 for it too).
  const open = openShowrooms(settings.showrooms);
  const known = open.find((s) => String(s.id) === id);
  // A showroom added since this device last read the settings is read all the same; the
  // dealer read's 404 is what says a number is no showroom.
  const { data, error } = usePublicRead<Dealer[]>(/^\d{1,9}$/.test(id) ? apiPaths.dealer(id) : null);
  const dealer = data?.[0];
  const { t, i18n } = useLingui();
  usePageMeta(dealer?.name ?? known?.name ?? t`Showroom`, dealer ? `${dealer.name}: ${dealer.address}` : t`Showroom address, phone numbers and map.`);
  // Forms start with the showroom whose page was opened last.
  useRememberShowroom(known || dealer ? (showroomIdOf(id) ?? undefined) : undefined);

  if (error) console.error('Dealer read failed', error);
  const showroomCount = open.length;
  if (!known && !dealer && (error || !/^\d{1,9}$/.test(id))) {
    return (
      <section className="page">
        <h1 className="page-title">
          <Trans>Showroom not found</Trans>
        </h1>
        <p>
          <Trans>
            We have {showroomCount} showrooms: <Link to="/networks">see them all</Link>.
          </Trans>
        </p>
      </section>
    );
  }
  if (!dealer)
    return (
      <p className="page status-text">
        <Trans>Loading...</Trans>
      </p>
    );

  const dealerName = dealer.name;
  const hours = dealerText(i18n.locale, dealer.open_time, hindiOpeningHours(dealer.open_time));
  return (
    <section className="page dealer-page">
      <h1 className="page-title">{dealer.name}</h1>
      <div className="dealer-grid">
        <dl className="card dealer-facts">
          <dt>
            <Trans>Address</Trans>
          </dt>
          <dd>{dealer.address}</dd>
          <dt>
            <Trans>Sales</Trans>
          </dt>
          <dd>
            <a href={telHref(dealer.sales_no)}>{dealer.sales_no}</a>
          </dd>
          <dt>
            <Trans>Service</Trans>
          </dt>
          <dd>
            <a href={telHref(dealer.service_no)}>{dealer.service_no}</a>
          </dd>
          <dt>
            <Trans>Opening time</Trans>
          </dt>
          <dd>
            <span lang={hours.lang}>{hours.text}</span>
          </dd>
          <dt>
            <Trans>E-mail</Trans>
          </dt>
          <dd>
            <a href={`mailto:${dealer.email}`}>{dealer.email}</a>
          </dd>
        </dl>
        <ThirdPartyEmbed
          src={mapEmbedUrl(dealer.latitude, dealer.longitude, 14)}
          title={t`Map of ${dealerName}`}
          fallback={<MapFallback address={dealer.address} mapsHref={mapsLink(dealer.latitude, dealer.longitude)} />}
          aspectRatio="4 / 3"
        />
      </div>
    </section>
  );
}
