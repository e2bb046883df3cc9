import { useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import { Listing } from './listing.tsx';

/** requirements 2.1: /scooters. */
export function ScootersPage() {
  const { t } = useLingui();
  return (
    <Listing
      path={apiPaths.scooters}
      title={t`Scooters`}
      description={t`Our scooters: engine, power, prices, finance, 360° views and e-brochures.`}
      errorText={t`Failed to load scooters.`}
      emi="finance"
      honourDetailLess={false}
    />
  );
}
