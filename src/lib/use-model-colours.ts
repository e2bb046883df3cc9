/**
 * The colours a visitor may ask for: the model's own (its Colours tab, from the catalogue
 * the staff publish; docs/catalogue.md), not a fixed list; none while they load. A model with no colours yet,
 * or a page with no model ('Default Bike Name'), offers the spec's five (requirements 5);
 * a model whose colours could not be read (offline, not saved) offers none of those.
 * Read like every public read, so it works offline from the saved catalogue.
 */
import { msg } from '@lingui/core/macro';
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

/**
 * What a booking says when the model's colours cannot be read (no signal, not saved on this
 * phone): never colours that may not be the model's own; the visitor chooses at the showroom.
 */
export const colourAtShowroom = 'To choose at the showroom';
const colourAtShowroomWords = msg`To choose at the showroom`;

export function useModelColours(modelKeyOrName: string | null): readonly ColourChoice[] {
  const key = modelKeyOrName ? bikeKey(modelKeyOrName) : '';
  const { data, error, loading } = usePublicRead<Colour[]>(key ? publicReadPaths.colours(key) : null);
  const { i18n } = useLingui();
  const { locale } = i18n;
  return useMemo(() => {
    if (key && error) return [{ value: colourAtShowroom, label: i18n._(colourAtShowroomWords) }];
    // Still on their way: nothing to pick yet. Stand-ins offered meanwhile would be replaced
    // when the model's own arrive, dropping a quick visitor's choice without a word.
    if (key && loading) return [];
    const seen = new Set<string>();
    const own = (data ?? []).flatMap((c) => {
      if (!c.name || seen.has(c.name)) return [];
      seen.add(c.name);
      return [{ value: c.name, label: dealerText(locale, c.name, c.nameHi).text }];
    });
    return own.length ? own : spec;
  }, [data, error, loading, key, locale, i18n]);
}
