import { Trans } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Accessory } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { accessoryPrice } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';

/** requirements 2.3 (Accessories): the features carousel plus 'Part No- {part_no}' and 'Price- ₹{price} /-'. */
export function AccessoriesTab({ bikeName }: { bikeName: string }) {
  const { data, error, loading } = usePublicRead<Accessory[]>(apiPaths.accessories(bikeName));
  const state = tabReadState({ loading, error }, <Trans>Failed to load accessories.</Trans>);
  if (state) return state;
  const items = data ?? [];
  if (items.length === 0) return (
      <p className="status-text">
        <Trans>No accessories listed for this model.</Trans>
      </p>
    );
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={`${bikeName} accessories`}
      itemKey={(a) => a.id}
      renderItem={(a) => (
        <article className="slide-card">
          <ResponsiveImage src={a.image} sizes={pictureSizes.half} alt={a.heading} width={600} height={400} loading="lazy" />
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
