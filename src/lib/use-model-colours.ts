/**
 * The colours a visitor may ask for: the model's own (its Colours tab, from the catalogue
 * the staff publish; docs/catalogue.md), not a fixed list. A model with no colours yet,
 * or a page with no model ('Default Bike Name'), offers the spec's five (requirements 5).
 * Read like every public read, so it works offline from the saved catalogue.
 */
import { bikeKey, publicReadPaths } from '#contract/api-paths.ts';
import type { Colour } from '#contract/catalogue-types.ts';
import { productColours } from '#contract/options.ts';
import { usePublicRead } from './use-public-read.ts';

export function useModelColours(modelKeyOrName: string | null): readonly string[] {
  const key = modelKeyOrName ? bikeKey(modelKeyOrName) : '';
  const { data } = usePublicRead<Colour[]>(key ? publicReadPaths.colours(key) : null);
  const names = [...new Set((data ?? []).map((c) => c.name).filter(Boolean))];
  return names.length ? names : productColours;
}
