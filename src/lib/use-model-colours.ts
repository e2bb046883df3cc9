/**
 * The colours a visitor may ask for: the model's own (its Colours tab, from the catalogue
 * the staff publish; docs/catalogue.md), not a fixed list. A model with no colours yet,
 * or a page with no model ('Default Bike Name'), offers the spec's five (requirements 5).
 * Read like every public read, so it works offline from the saved catalogue.
 */
import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { bikeKey, publicReadPaths } from '#contract/api-paths.ts';
import type { Colour } from '#contract/catalogue-types.ts';
import { productColours } from '#contract/options.ts';
import { dealerText } from './i18n/dealer-text.ts';
import { usePublicRead } from './use-public-read.ts';

/**
 * A colour to choose: its name as the catalogue keeps it (what the enquiry sends and the
 * showroom reads) and as the visitor reads it (the dealer's Hindi name on a Hindi page).
 */
export interface ColourChoice {
  value: string;
  label: string;
}

const spec = productColours.map((c) => ({ value: c, label: c }));

export function useModelColours(modelKeyOrName: string | null): readonly ColourChoice[] {
  const key = modelKeyOrName ? bikeKey(modelKeyOrName) : '';
  const { data } = usePublicRead<Colour[]>(key ? publicReadPaths.colours(key) : null);
  const { locale } = useLingui().i18n;
  return useMemo(() => {
    const seen = new Set<string>();
    const own = (data ?? []).flatMap((c) => {
      if (!c.name || seen.has(c.name)) return [];
      seen.add(c.name);
      return [{ value: c.name, label: dealerText(locale, c.name, c.nameHi).text }];
    });
    return own.length ? own : spec;
  }, [data, locale]);
}
