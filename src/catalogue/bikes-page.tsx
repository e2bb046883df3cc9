import { useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import { Listing } from './listing.tsx';

/** requirements 2.1: /motorcycle, the Bikes listing. */
export function BikesPage() {
  const { t } = useLingui();
  return (
    <Listing
      path={apiPaths.bikes}
      title={t`Motorcycles`}
      description={t`Our motorcycles: engine, power, transmission, prices, EMI, 360° views and e-brochures.`}
      errorText={t`Failed to fetch data`}
      emi="modal"
      honourDetailLess
    />
  );
}
