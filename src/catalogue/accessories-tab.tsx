import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Accessory } from '#contract/catalogue-types.ts';
import { pictureSizes } from '#contract/media.ts';
import { ResponsiveImage } from '../ui/responsive-image.tsx';
import { rupeeAmount } from '../lib/format.ts';
import { dealerLang } from '../lib/i18n/dealer-text.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import type { ModelTabProps } from './model-tab-props.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';

/**
 * requirements 2.3 (Accessories): the features carousel plus 'Part No- {part_no}' and
 * 'Price- ₹{price} /-' (the spec's words in English; Hindi says them its own way). An
 * accessory's name and description are the dealer's, in English: a Hindi page marks them so.
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
  const lang = dealerLang(i18n.locale);
  return (
    <Carousel
      mode="wrap"
      items={items}
      label={t`${modelName} accessories`}
      itemKey={(a) => a.id}
      renderItem={(a) => {
        const partNo = a.part_no;
        const amount = rupeeAmount(a.price);
        return (
          <article className="slide-card">
            <ResponsiveImage src={a.image} sizes={pictureSizes.half} alt={a.heading} width={600} height={400} loading="lazy" />
            <div className="slide-card-text">
              <h2 className="tab-heading" lang={lang}>{a.heading}</h2>
              <p lang={lang}>{a.description}</p>
              <p className="accessory-meta">{t`Part No- ${partNo}`}</p>
              <p className="accessory-meta accessory-price">{t`Price- ₹${amount} /-`}</p>
            </div>
          </article>
        );
      }}
    />
  );
}
