import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Feature } from '#contract/catalogue-types.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import type { ModelTabProps } from './model-tab-props.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { SlideCard } from './slide-card.tsx';

/**
 * requirements 2.3 (Features): a wrapping carousel with heading, image, description and dots.
 * A feature's heading and description are the dealer's: a Hindi page shows the Hindi the
 * dealer wrote, else the English marked as English.
 */
export function FeaturesTab({ bikeName, modelName }: ModelTabProps) {
  const { t } = useLingui();
  const { data, error, loading } = usePublicRead<Feature[]>(apiPaths.features(bikeName));
  const state = tabReadState({ loading, error }, <Trans>Failed to load features.</Trans>);
  if (state) return state;
  const items = data ?? [];
  if (items.length === 0) return (
      <p className="status-text">
        <Trans>No features listed for this model.</Trans>
      </p>
    );
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={t`${modelName} features`}
      itemKey={(f, i) => `${i}-${f.heading}`}
      renderItem={(f) => (
        <SlideCard image={f.image} heading={f.heading} headingHi={f.headingHi} description={f.description} descriptionHi={f.descriptionHi} />
      )}
    />
  );
}
