import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import type { Colour } from '#contract/catalogue-types.ts';
import { pictureSizes, sourceFor } from '#contract/media.ts';
import { mediaUrl } from '../lib/api.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import type { ModelTabProps } from './model-tab-props.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Magnifier } from '../ui/magnifier.tsx';

/** The magnifier draws the picture up to 800 px wide and zooms it: the screen's pixels, at least that. */
const magnifiedPixels = () => Math.min(800, window.innerWidth) * Math.max(1, window.devicePixelRatio || 1);

/**
 * requirements 2.3 (Colours): 'AVAILABLE COLORS' thumbnails, the first selected; the selected
 * one large with a magnifier. Colour names are the dealer's: a Hindi page shows the Hindi name
 * the dealer wrote, else the English marked as English.
 */
export function ColoursTab({ bikeName, modelName }: ModelTabProps) {
  const { data, error, loading } = usePublicRead<Colour[]>(apiPaths.colours(bikeName));
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { t, i18n } = useLingui();
  const nameOf = (c: Colour) => dealerText(i18n.locale, c.name, c.nameHi);
  const state = tabReadState({ loading, error }, <Trans>Failed to load colours.</Trans>);
  if (state) return state;
  const colours = data ?? [];
  const selected = colours.find((c) => c.id === selectedId) ?? colours[0];
  const selectedName = selected ? nameOf(selected) : null;
  const colourName = selectedName?.text ?? '';

  return (
    <div className="colours">
      <div className="colours-picker">
        {/* The spec's heading in English (requirements 2.3); Hindi has its own words. */}
        <h2 className="tab-heading">
          <Trans>AVAILABLE COLORS</Trans>
        </h2>
        <ul className="colour-thumbs">
          {colours.map((c) => {
            const name = nameOf(c);
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className={`colour-thumb${c === selected ? ' is-selected' : ''}`}
                  aria-pressed={c === selected}
                  aria-label={name.text}
                  lang={name.lang}
                  title={name.text}
                  onClick={() => setSelectedId(c.id)}
                >
                  <ResponsiveImage src={c.image} sizes={pictureSizes.thumb} alt="" width={120} height={75} loading="lazy" />
                </button>
              </li>
            );
          })}
        </ul>
        {selectedName && <p className="colour-name" lang={selectedName.lang}>{selectedName.text}</p>}
      </div>
      {selected && (
        <div className="colours-large">
          <Magnifier key={selected.id} src={sourceFor(mediaUrl(selected.image), magnifiedPixels())} alt={t`${modelName} in ${colourName}`} width={800} height={500} />
        </div>
      )}
    </div>
  );
}
