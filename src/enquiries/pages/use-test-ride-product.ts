/**
 * The bike of /text-ride-booking: from navigation state (a listing card, or a bike's BOOK
 * TEST RIDE with its variant's price); else from `?bike=`, read from the catalogue as the
 * bike detail reads it (works offline from the saved catalogue), because a card's link
 * tapped on a server-drawn listing before the app ran arrives with its address alone; else
 * 'Default Bike Name' (requirements 9). `pending` while that read is on its way.
 */
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { publicReadPaths } from '#contract/api-paths.ts';
import type { BikeDetail } from '#contract/catalogue-types.ts';
import { mediaUrl } from '../../lib/api.ts';
import { bikeParam } from '../../lib/detail-link.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';
import { defaultBikeName } from '../forms/product-form.ts';
import { productFromState, type ProductState } from './product-state.ts';

export function useTestRideProduct(): { product: ProductState; pending: boolean } {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = useMemo(() => productFromState(location.state), [location.state]);
  const key = fromState.bikeName === defaultBikeName ? params.get(bikeParam) : null;
  // An unknown bike or a failed read leaves the default bike: the visitor can still book.
  const { data, loading } = usePublicRead<BikeDetail | BikeDetail[]>(key ? publicReadPaths.bikeView(key) : null);
  const bike = Array.isArray(data) ? data[0] : data;
  const product = useMemo(
    () => (bike ? productFromState({ bikeName: bike.name, price: bike.bikePrice, image: mediaUrl(bike.image) }) : fromState),
    [bike, fromState],
  );
  return { product, pending: loading };
}
