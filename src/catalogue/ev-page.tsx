import { apiPaths } from '../contract/api-paths.ts';
import { Listing } from './listing.tsx';

/** spec 2.1: /ev; spec 8 gives the EV listing the scooters' error text. */
export function EvPage() {
  return (
    <Listing
      path={apiPaths.ev}
      title="Electric Vehicles"
      description="Our electric scooters: motor, power, range, prices, finance and e-brochures."
      errorText="Failed to load scooters."
      emi="finance"
      honourDetailLess={false}
    />
  );
}
