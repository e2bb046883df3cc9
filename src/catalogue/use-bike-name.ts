import { useLocation, useSearchParams } from 'react-router-dom';
import { bikeParam } from '../lib/detail-link.ts';
import { useBikeDetail } from '../lib/use-bike-detail.ts';

/** requirements 9: the default when no bike is given. */
const unknownBike = 'Unknown';

/** requirements 2.1: bikeName from navigation state, else from `?bike=`, else 'Unknown' (state wins). */
export function useBikeName(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as { bikeName?: unknown } | null;
  if (state && typeof state.bikeName === 'string' && state.bikeName) return state.bikeName;
  return params.get(bikeParam) || unknownBike;
}

/**
 * The name a visitor reads for the bike of `bikeName` ('Shine 100', not its key 'Shine100'):
 * from the link's state when it carried one, else from the catalogue (saved for offline
 * use like every public read); the key itself until that answers, or for a bike the
 * catalogue does not know.
 */
export function useModelName(bikeName: string): string {
  const location = useLocation();
  const state = location.state as { modelName?: unknown } | null;
  const fromLink = state && typeof state.modelName === 'string' && state.modelName ? state.modelName : null;
  const { bike } = useBikeDetail(fromLink !== null || bikeName === unknownBike ? null : bikeName);
  return fromLink ?? bike?.name ?? bikeName;
}
