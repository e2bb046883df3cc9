import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { cardPicture } from '#contract/model-pictures.ts';
import { pictureSizes } from '#contract/media.ts';
import { bikeKey } from '#contract/api-paths.ts';
import { mediaUrl } from '../lib/api.ts';
import { bikeLink } from '../lib/detail-link.ts';
import { formatRupees } from '../lib/format.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { OnroadPriceButton } from './quote/onroad-price-button.tsx';
import type { TestRideState } from './overview-tab.tsx';

interface ModelCardProps {
  model: Vehicle;
  /** Its place in the list: the first pictures load at once (a phone's first screen), the rest when near. */
  index: number;
  /** requirements 2.3: on Bikes, View Details and Angle View do nothing for XBLADE and CD110DELUXE. */
  detailLess: boolean;
  onEmi: () => void;
}

/**
 * A model in the listing: its picture, name, engine, starting price, the two things a
 * buyer comes for (its details, a test ride), then on-road price, EMI, the 360° view and
 * the e-brochure. A phone scrolls a list of these: four and more on its first two screens.
 */
export function ModelCard({ model, index, detailLess, onEmi }: ModelCardProps) {
  const { t } = useLingui();
  const details = bikeLink('/view-details', model.bikeName || model.name);
  const angle = bikeLink('/angle-view', model.bikeName || model.name, model.name);
  const price = formatRupees(model.price);
  const testRide: TestRideState = { bikeName: model.name, price: model.price, image: mediaUrl(model.image), variant: '' };
  const testRideTo = bikeLink('/text-ride-booking', model.bikeName || model.name).to;
  const headingId = `model-${model.id}`;
  return (
    <article className="card model-card" aria-labelledby={headingId}>
      <ResponsiveImage
        className="model-card-picture"
        src={cardPicture(model)}
        sizes={pictureSizes.card}
        alt=""
        width={800}
        height={500}
        // The first card is a phone's main picture (LCP); the next ones are on its first screen too.
        loading={index < 2 ? 'eager' : 'lazy'}
        fetchPriority={index === 0 ? 'high' : 'auto'}
      />
      <div className="model-card-body">
        <h2 id={headingId} className="model-card-name">
          {model.name}
        </h2>
        <p className="model-card-spec">{model.specs.engine}</p>
        {model.price > 0 && (
          <p className="model-card-price">
            <Trans>From {price}</Trans>
          </p>
        )}
      </div>
      <div className="model-card-actions">
        {detailLess ? (
          // requirements 2.3: nothing to open for these models; the button stays, as on the original site.
          <button type="button" className="btn btn-outline" aria-disabled="true" title={t`Details are not available for this model`}>
            <Trans>View details</Trans>
          </button>
        ) : (
          <Link className="btn btn-outline" to={details.to} state={details.state}>
            <Trans>View details</Trans>
          </Link>
        )}
        <Link className="btn btn-primary" to={testRideTo} state={testRide}>
          <Trans>Book a test ride</Trans>
        </Link>
      </div>
      <div className="model-card-more">
        <OnroadPriceButton bikeKey={model.bikeName || bikeKey(model.name)} modelName={model.name} picture={mediaUrl(model.image)} className="btn-link" />
        <button type="button" className="btn-link" onClick={onEmi}>
          <Trans>EMI</Trans>
        </button>
        {detailLess ? (
          <button type="button" className="btn-link" aria-disabled="true" title={t`The 360° view is not available for this model`}>
            <Trans>360° view</Trans>
          </button>
        ) : (
          <Link className="btn-link" to={angle.to} state={angle.state}>
            <Trans>360° view</Trans>
          </Link>
        )}
        {/* A model launched without a brochure has none to open. */}
        {model.specs.document && (
          <a className="btn-link" href={mediaUrl(model.specs.document)} target="_blank" rel="noopener noreferrer"
            aria-describedby={model.price > 0 ? `${headingId}-brochure` : undefined}>
            <Trans>E-Brochure</Trans>
          </a>
        )}
        {/* A printed brochure outlives its prices (requirements: catalogue studio 2): the site's price is the one that counts. */}
        {model.specs.document && model.price > 0 && (
          <p id={`${headingId}-brochure`} className="model-card-note">
            <Trans>Prices in the brochure may be out of date: today's ex-showroom price is {price}</Trans>
          </p>
        )}
      </div>
    </article>
  );
}
