import { useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import { Listing } from './listing.tsx';

/** requirements 2.1: /ev; requirements 8 gives the EV listing the scooters' error text. */
export function EvPage() {
  const { t } = useLingui();
  return (
    <Listing
      path={apiPaths.ev}
      title={t`Electric Vehicles`}
      description={t`Our electric scooters: motor, power, range, prices, finance and e-brochures.`}
      errorText={t`Failed to load scooters.`}
      emi="finance"
      honourDetailLess={false}
    />
  );
}
