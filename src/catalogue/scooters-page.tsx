import { apiPaths } from '../contract/api-paths.ts';
import { Listing } from './listing.tsx';

/** spec 2.1: /scooters. */
export function ScootersPage() {
  return (
    <Listing
      path={apiPaths.scooters}
      title="Scooters"
      description="Our scooters: engine, power, prices, finance, 360° views and e-brochures."
      errorText="Failed to load scooters."
      emi="finance"
      honourDetailLess={false}
    />
  );
}
