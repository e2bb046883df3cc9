import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from '../ui/link.tsx';
import { apiPaths } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { bikeLink } from '../lib/detail-link.ts';
import { formatRupees } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import './home-models.css';

/** requirements 2.3 and 9: the home page previews 3 models (of each type: a visitor sees all three types at once). */
const previewCount = 3;

const types: { path: string; listing: string; title: MessageDescriptor; all: MessageDescriptor; failed: MessageDescriptor }[] = [
  { path: apiPaths.bikes, listing: '/motorcycle', title: msg`Motorcycles`, all: msg`See all motorcycles`, failed: msg`Failed to fetch data` },
  { path: apiPaths.scooters, listing: '/scooters', title: msg`Scooters`, all: msg`See all scooters`, failed: msg`Failed to load scooters.` },
  { path: apiPaths.ev, listing: '/ev', title: msg`Electric`, all: msg`See all electric models`, failed: msg`Failed to load scooters.` },
];

export function HomeModels() {
  return (
    <section className="home-section home-models" aria-labelledby="home-models-title">
      <h2 id="home-models-title" className="section-title">
        <Trans>Our Models</Trans>
      </h2>
      {types.map((type) => (
        <HomeModelType key={type.listing} {...type} />
      ))}
    </section>
  );
}

function HomeModelType({ path, listing, title, all, failed }: (typeof types)[number]) {
  const { i18n } = useLingui();
  const { data, error, loading } = usePublicRead<Vehicle[]>(path);
  const headingId = `home-models-${listing.slice(1)}`;
  return (
    <section className="home-model-type" aria-labelledby={headingId}>
      <div className="home-model-type-head">
        <h3 id={headingId}>{i18n._(title)}</h3>
        <Link className="btn btn-outline" to={listing}>
          {i18n._(all)}
        </Link>
      </div>
      {loading && (
        <p className="status-text">
          <Trans>Loading...</Trans>
        </p>
      )}
      {error && <p className="error-text">{i18n._(failed)}</p>}
      {data && (
        <ul className="home-model-grid">
          {data.slice(0, previewCount).map((v) => {
            const link = bikeLink('/view-details', v.bikeName || v.name);
            const price = formatRupees(v.price);
            return (
              <li key={v.id} className="card home-model">
                <ResponsiveImage src={v.image} sizes={pictureSizes.homeModel} alt="" width={800} height={500} loading="lazy" />
                <h4>{v.name}</h4>
                <p className="home-model-spec">{v.specs.engine}</p>
                {v.price > 0 && (
                  <p className="home-model-price">
                    <Trans>From {price}</Trans>
                  </p>
                )}
                <Link className="btn btn-outline" to={link.to} state={link.state} aria-label={i18n._(msg`View details: ${v.name}`)}>
                  <Trans>View details</Trans>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
