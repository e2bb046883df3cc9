import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Accessory } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { rupeeAmount } from '../lib/format.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import type { ModelTabProps } from './model-tab-props.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';

/**
 * requirements 2.3 (Accessories): the features carousel plus 'Part No- {part_no}' and
 * 'Price- ₹{price} /-' (the spec's words in English; Hindi says them its own way). An
 * accessory's name and description are the dealer's: a Hindi page shows the Hindi the
 * dealer wrote, else the English marked as English.
 */
export function AccessoriesTab({ bikeName, modelName }: ModelTabProps) {
  const { t, i18n } = useLingui();
  const { data, error, loading } = usePublicRead<Accessory[]>(apiPaths.accessories(bikeName));
  const state = tabReadState({ loading, error }, <Trans>Failed to load accessories.</Trans>);
  if (state) return state;
  const items = data ?? [];
  if (items.length === 0) return (
      <p className="status-text">
        <Trans>No accessories listed for this model.</Trans>
      </p>
    );
  const words = (english: string, hindi: string | undefined) => dealerText(i18n.locale, english, hindi);
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={t`${modelName} accessories`}
      itemKey={(a) => a.id}
      renderItem={(a) => {
        const partNo = a.part_no;
        const amount = rupeeAmount(a.price);
        const heading = words(a.heading, a.headingHi);
        const description = words(a.description, a.descriptionHi);
        return (
          <article className="slide-card">
            <ResponsiveImage src={a.image} sizes={pictureSizes.half} alt={heading.text} width={600} height={400} loading="lazy" />
            <div className="slide-card-text">
              <h2 className="tab-heading" lang={heading.lang}>{heading.text}</h2>
              <p lang={description.lang}>{description.text}</p>
              <p className="accessory-meta">{t`Part No- ${partNo}`}</p>
              <p className="accessory-meta accessory-price">{t`Price- ₹${amount} /-`}</p>
            </div>
          </article>
        );
      }}
    />
  );
}
