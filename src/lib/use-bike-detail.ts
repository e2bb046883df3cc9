import { apiPaths } from '#contract/api-paths.ts';
import type { BikeDetail } from '#contract/catalogue-types.ts';
import { usePublicRead } from './use-public-read.ts';

/**
 * One bike of the catalogue by its key (`Shine100`), for the screens that name or show it:
 * the bike detail, the 360 view, a test ride reached by its address. GET /api/bikeView
 * (requirements 7.1) is read as the bike or a list holding it; read like every public read,
 * so it also works offline from the saved catalogue. `bikeName` null: no read.
 */
export function useBikeDetail(bikeName: string | null) {
  const { data, error, loading } = usePublicRead<BikeDetail | BikeDetail[]>(bikeName === null ? null : apiPaths.bikeView(bikeName));
  return { bike: Array.isArray(data) ? data[0] : data, error, loading };
}
