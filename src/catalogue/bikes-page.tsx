import { apiPaths } from '../contract/api-paths.ts';
import { Listing } from './listing.tsx';

/** spec 2.1: /motorcycle, the Bikes listing. */
export function BikesPage() {
  return (
    <Listing
      path={apiPaths.bikes}
      title="Motorcycles"
      description="Our motorcycles: engine, power, transmission, prices, EMI, 360° views and e-brochures."
      errorText="Failed to fetch data"
      emi="modal"
      honourDetailLess
    />
  );
}
