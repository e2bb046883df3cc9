import { apiPaths } from '../contract/api-paths.ts';
import type { Feature } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { Carousel } from '../ui/carousel.tsx';

/** spec 2.3 (Features): a wrapping carousel with heading, image, description and dots. */
export function FeaturesTab({ bikeName }: { bikeName: string }) {
  const { data, error, loading } = usePublicRead<Feature[]>(apiPaths.features(bikeName));
  if (loading) return <p className="status-text">Loading tab content...</p>;
  if (error) return <p className="error-text">Failed to load features.</p>;
  const items = data ?? [];
  if (items.length === 0) return <p className="status-text">No features listed for this model.</p>;
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={`${bikeName} features`}
      itemKey={(f, i) => `${i}-${f.heading}`}
      renderItem={(f) => (
        <article className="slide-card">
          <img src={mediaUrl(f.image)} alt={f.heading} width={600} height={400} loading="lazy" />
          <div className="slide-card-text">
            <h2 className="tab-heading">{f.heading}</h2>
            <p>{f.description}</p>
          </div>
        </article>
      )}
    />
  );
}
