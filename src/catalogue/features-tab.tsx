import { Trans } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Feature } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { usePublicRead } from '../lib/use-public-read.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';

/** requirements 2.3 (Features): a wrapping carousel with heading, image, description and dots. */
export function FeaturesTab({ bikeName }: { bikeName: string }) {
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
      label={`${bikeName} features`}
      itemKey={(f, i) => `${i}-${f.heading}`}
      renderItem={(f) => (
        <article className="slide-card">
          <ResponsiveImage src={f.image} sizes={pictureSizes.half} alt={f.heading} width={600} height={400} loading="lazy" />
          <div className="slide-card-text">
            <h2 className="tab-heading">{f.heading}</h2>
            <p>{f.description}</p>
          </div>
        </article>
      )}
    />
  );
}
