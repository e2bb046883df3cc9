import { apiPaths } from '../contract/api-paths.ts';
import type { Accessory } from '../contract/catalogue-types.ts';
import { mediaUrl } from '../lib/api.ts';
import { accessoryPrice } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { Carousel } from '../ui/carousel.tsx';

/** spec 2.3 (Accessories): the features carousel plus 'Part No- {part_no}' and 'Price- ₹{price} /-'. */
export function AccessoriesTab({ bikeName }: { bikeName: string }) {
  const { data, error, loading } = usePublicRead<Accessory[]>(apiPaths.accessories(bikeName));
  if (loading) return <p className="status-text">Loading tab content...</p>;
  if (error) return <p className="error-text">Failed to load accessories.</p>;
  const items = data ?? [];
  if (items.length === 0) return <p className="status-text">No accessories listed for this model.</p>;
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={`${bikeName} accessories`}
      itemKey={(a) => a.id}
      renderItem={(a) => (
        <article className="slide-card">
          <img src={mediaUrl(a.image)} alt={a.heading} width={600} height={400} loading="lazy" />
          <div className="slide-card-text">
            <h2 className="tab-heading">{a.heading}</h2>
            <p>{a.description}</p>
            <p className="accessory-meta">Part No- {a.part_no}</p>
            <p className="accessory-meta accessory-price">{accessoryPrice(a.price)}</p>
          </div>
        </article>
      )}
    />
  );
}
