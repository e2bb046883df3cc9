import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Feature } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import type { ModelTabProps } from './model-tab-props.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';

/**
 * requirements 2.3 (Features): a wrapping carousel with heading, image, description and dots.
 * A feature's heading and description are the dealer's: a Hindi page shows the Hindi the
 * dealer wrote, else the English marked as English.
 */
export function FeaturesTab({ bikeName, modelName }: ModelTabProps) {
  const { t, i18n } = useLingui();
  const { data, error, loading } = usePublicRead<Feature[]>(apiPaths.features(bikeName));
  const state = tabReadState({ loading, error }, <Trans>Failed to load features.</Trans>);
  if (state) return state;
  const items = data ?? [];
  if (items.length === 0) return (
      <p className="status-text">
        <Trans>No features listed for this model.</Trans>
      </p>
    );
  const words = (english: string, hindi: string | undefined) => dealerText(i18n.locale, english, hindi);
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={t`${modelName} features`}
      itemKey={(f, i) => `${i}-${f.heading}`}
      renderItem={(f) => {
        const heading = words(f.heading, f.headingHi);
        const description = words(f.description, f.descriptionHi);
        return (
          <article className="slide-card">
            <ResponsiveImage src={f.image} sizes={pictureSizes.half} alt={heading.text} width={600} height={400} loading="lazy" />
            <div className="slide-card-text">
              <h2 className="tab-heading" lang={heading.lang}>{heading.text}</h2>
              <p lang={description.lang}>{description.text}</p>
            </div>
          </article>
        );
      }}
    />
  );
}
