import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiPaths } from '#contract/api-paths.ts';
import type { BikeDetail, Variant } from '#contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { formatRupees, rupeeAmount } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { Dropdown } from '../ui/dropdown.tsx';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { pictureSizes } from '#contract/media.ts';
import defaultBikeImage from './default-bike.svg';
import { EmiModal } from '../ui/emi-modal.tsx';
import { OnroadPriceButton } from './quote/onroad-price-button.tsx';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { bikeLink } from '../lib/detail-link.ts';
import { DeliveryAvailability } from './availability/delivery-availability.tsx';
import { BookNowButton } from './book-now/book-now-button.tsx';

/** The state /text-ride-booking reads (requirements 2.3: bike name, price, image and variant name). */
export interface TestRideState {
  bikeName: string;
  price: number;
  image: string;
  variant: string;
}

/**
 * requirements 2.3 (Overview): image (default image on load error), name, description,
 * 'Start from ₹ {price}/-', the variant dropdown when variants exist (first selected on
 * load) and BOOK TEST RIDE carrying the selected variant's price, else the base price.
 * The name is the page's heading right above the tabs (and the tab's label), not a third
 * time here. The selected price, EMI and BOOK TEST RIDE form one action bar: at the end
 * of the details on a wide screen, held at the bottom of a phone's screen while the
 * overview is in view, so price and test ride are there without scrolling.
 */
export function OverviewTab({ bike }: { bike: BikeDetail }) {
  const navigate = useNavigate();
  const { data: variants } = usePublicRead<Variant[]>(apiPaths.variants(bike.bikeName));
  const [variantName, setVariantName] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState(false);
  const [emiOpen, setEmiOpen] = useState(false);

  useEffect(() => {
    if (variants && variants.length > 0) setVariantName((v) => v ?? variants[0]!.name);
  }, [variants]);

  const variant = variants?.find((v) => v.name === variantName);
  const { t, i18n } = useLingui();
  // The dealer's Hindi description on a Hindi page, when written; the English one otherwise.
  const description = dealerText(i18n.locale, bike.bikeDetails, bike.bikeDetailsHi);
  // The spec's words in English ('Start from ₹ {price}/-', src/lib/format.ts); Hindi says it its own way.
  const fromAmount = rupeeAmount(bike.bikePrice);
  const price = variant ? variant.price : bike.bikePrice;

  function bookTestRide() {
    const state: TestRideState = {
      bikeName: bike.name,
      price,
      image: mediaUrl(bike.image),
      variant: variant?.name ?? '',
    };
    void navigate(bikeLink('/text-ride-booking', bike.bikeName || bike.name).to, { state });
  }

  return (
    <div className="overview">
      <div className="overview-media">
        <ResponsiveImage
          src={imageFailed ? defaultBikeImage : bike.image}
          sizes={pictureSizes.detail}
          alt={bike.name}
          width={800}
          height={500}
          fetchPriority="high"
          onError={() => setImageFailed(true)}
        />
      </div>
      <div className="overview-info">
        <p className="overview-description" lang={description.lang}>{description.text}</p>
        <p className="overview-price">{t`Start from ₹ ${fromAmount}/-`}</p>
        <OnroadPriceButton bikeKey={bike.bikeName} modelName={bike.name} variant={variant?.name} picture={mediaUrl(bike.image)} />
        {variants && variants.length > 0 && (
          <Dropdown
            label={t`Variant`}
            placeholder={t`Select a variant`}
            options={variants.map((v) => ({ value: v.name, label: `${v.name} - ${formatRupees(v.price)}` }))}
            value={variantName}
            onChange={setVariantName}
          />
        )}
      </div>
      <div className="overview-actions">
        <p className="overview-selected-price">
          {variant && <span className="overview-selected-variant">{variant.name}: </span>}
          <strong>{formatRupees(price)}</strong> <span>
            <Trans>(ex-showroom)</Trans>
          </span>
        </p>
        <button type="button" className="btn btn-outline" onClick={() => setEmiOpen(true)}>
          EMI
        </button>
        <button type="button" className="btn btn-primary" onClick={bookTestRide}>
          <Trans>BOOK TEST RIDE</Trans>
        </button>
      </div>
      <BookNowButton bikeName={bike.bikeName} variant={variant?.name} />
      <DeliveryAvailability bikeName={bike.bikeName} variant={variant?.name} />
      <EmiModal open={emiOpen} onClose={() => setEmiOpen(false)} amount={price} />
    </div>
  );
}
