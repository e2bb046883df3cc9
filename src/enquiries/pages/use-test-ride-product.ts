/**
 * The bike of /text-ride-booking: from navigation state (a listing card, or a bike's BOOK
 * TEST RIDE with its variant's price); else from `?bike=`, read from the catalogue as the
 * bike detail reads it (works offline from the saved catalogue), because a card's link
 * tapped on a server-drawn listing before the app ran arrives with its address alone; else
 * 'Default Bike Name' (requirements 9). `pending` while that read is on its way.
 */
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { mediaUrl } from '../../lib/api.ts';
import { bikeParam } from '../../lib/detail-link.ts';
import { useBikeDetail } from '../../lib/use-bike-detail.ts';
import { defaultBikeName } from '../forms/product-form.ts';
import { productFromState, type ProductState } from './product-state.ts';

export function useTestRideProduct(): { product: ProductState; pending: boolean } {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = useMemo(() => productFromState(location.state), [location.state]);
  const key = fromState.bikeName === defaultBikeName ? params.get(bikeParam) : null;
  // An unknown bike or a failed read leaves the default bike: the visitor can still book.
  const { bike, loading } = useBikeDetail(key || null);
  const product = useMemo(
    () => (bike ? productFromState({ bikeName: bike.name, price: bike.bikePrice, image: mediaUrl(bike.image) }) : fromState),
    [bike, fromState],
  );
  return { product, pending: loading };
}
