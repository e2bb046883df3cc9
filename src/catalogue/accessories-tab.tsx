import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths } from '#contract/api-paths.ts';
import type { Accessory } from '#contract/catalogue-types.ts';
import { rupeeAmount } from '../lib/format.ts';
import { usePublicRead } from '../lib/use-public-read.ts';
import type { ModelTabProps } from './model-tab-props.ts';
import { tabReadState } from './tab-read-state.tsx';
import { Carousel } from '../ui/carousel.tsx';
import { SlideCard } from './slide-card.tsx';

/**
 * requirements 2.3 (Accessories): the features carousel plus 'Part No- {part_no}' and
 * 'Price- ₹{price} /-' (the spec's words in English; Hindi says them its own way). An
 * accessory's name and description are the dealer's: a Hindi page shows the Hindi the
 * dealer wrote, else the English marked as English.
 */
export function AccessoriesTab({ bikeName, modelName }: ModelTabProps) {
  const { t } = useLingui();
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
      label={t`${modelName} accessories`}
      itemKey={(a) => a.id}
      renderItem={(a) => {
        const partNo = a.part_no;
        const amount = rupeeAmount(a.price);
        return (
          <SlideCard image={a.image} heading={a.heading} headingHi={a.headingHi} description={a.description} descriptionHi={a.descriptionHi}>
            <p className="accessory-meta">{t`Part No- ${partNo}`}</p>
            <p className="accessory-meta accessory-price">{t`Price- ₹${amount} /-`}</p>
          </SlideCard>
        );
      }}
    />
  );
}
