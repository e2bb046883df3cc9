import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiPaths } from '../contract/api-paths.ts';
import type { BikeDetail, Variant } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { formatRupees, startFromPrice } from '../lib/format.ts';
import { useApi } from '../lib/use-api.ts';
import { Dropdown } from '../ui/dropdown.tsx';
import defaultBikeImage from './default-bike.svg';

/** The state /text-ride-booking reads (spec 2.3: bike name, price, image and variant name). */
export interface TestRideState {
  bikeName: string;
  price: number;
  image: string;
  variant: string;
}

/**
 * spec 2.3 (Overview): image (default image on load error), name, description,
 * 'Start from ₹ {price}/-', the variant dropdown when variants exist (first selected on
 * load) and BOOK TEST RIDE carrying the selected variant's price, else the base price.
 */
export function OverviewTab({ bike }: { bike: BikeDetail }) {
  const navigate = useNavigate();
  const { data: variants } = useApi<Variant[]>(apiPaths.variants(bike.bikeName));
  const [variantName, setVariantName] = useState<string | null>(null);
  const [imageFailed, setImageFailed] = useState(false);

  useEffect(() => {
    if (variants && variants.length > 0) setVariantName((v) => v ?? variants[0]!.name);
  }, [variants]);

  const variant = variants?.find((v) => v.name === variantName);

  function bookTestRide() {
    const state: TestRideState = {
      bikeName: bike.name,
      price: variant ? variant.price : bike.bikePrice,
      image: mediaUrl(bike.image),
      variant: variant?.name ?? '',
    };
    navigate('/text-ride-booking', { state });
  }

  return (
    <div className="overview">
      <div className="overview-media">
        <img
          src={imageFailed ? defaultBikeImage : mediaUrl(bike.image)}
          alt={bike.name}
          width={800}
          height={500}
          fetchPriority="high"
          onError={() => setImageFailed(true)}
        />
      </div>
      <div className="overview-info">
        <h2 className="overview-name">{bike.name}</h2>
        <p className="overview-description">{bike.bikeDetails}</p>
        <p className="overview-price">{startFromPrice(bike.bikePrice)}</p>
        {variants && variants.length > 0 && (
          <Dropdown
            label="Variant"
            placeholder="Select a variant"
            options={variants.map((v) => ({ value: v.name, label: `${v.name} - ${formatRupees(v.price)}` }))}
            value={variantName}
            onChange={setVariantName}
          />
        )}
        {variant && (
          <p className="overview-variant-price">
            {variant.name}: <strong>{formatRupees(variant.price)}</strong> <span>(ex-showroom)</span>
          </p>
        )}
        <button type="button" className="btn btn-primary overview-book" onClick={bookTestRide}>
          BOOK TEST RIDE
        </button>
      </div>
    </div>
  );
}
