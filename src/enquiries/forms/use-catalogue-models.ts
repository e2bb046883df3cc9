/**
 * The catalogue's models for a form's model choice (src/enquiries/forms/catalogue-model-choices.ts),
 * read through the same public reads as the listings and the test ride's saved-model picker,
 * so offline they come from what the phone saved. `wanted` false reads nothing (a form
 * without a model choice).
 */
import { apiPaths } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';
import type { CatalogueModels } from './catalogue-model-choices.ts';
import { useMemo } from 'react';

export function useCatalogueModels(wanted = true): CatalogueModels {
  const bikes = usePublicRead<Vehicle[]>(wanted ? apiPaths.bikes : null);
  const scooters = usePublicRead<Vehicle[]>(wanted ? apiPaths.scooters : null);
  const evs = usePublicRead<Vehicle[]>(wanted ? apiPaths.ev : null);
  const loading = bikes.loading || scooters.loading || evs.loading;
  return useMemo(() => {
    const names = [...new Set([bikes.data, scooters.data, evs.data].flatMap((list) => (list ?? []).map((v) => v.name)))];
    return { names, loading, none: wanted && !loading && names.length === 0 };
  }, [bikes.data, scooters.data, evs.data, loading, wanted]);
}
