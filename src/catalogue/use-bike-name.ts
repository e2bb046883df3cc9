import { useLocation, useSearchParams } from 'react-router-dom';
import { bikeParam } from '../lib/detail-link.ts';

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
