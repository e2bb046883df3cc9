/**
 * The test ride's model when the page has none and no signal to find one (docs/offline.md
 * "Test ride with no signal"): the visitor picks one of the models this phone has saved
 * (the whole catalogue, or the listings they opened), never a placeholder bike at ₹0. With
 * none saved, it says the page needs the internet once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';
import type { ProductState } from './product-state.ts';
import '../kit/enquiry-form.css';

export function SavedModelPicker({ onPick }: { onPick: (product: ProductState) => void }) {
  const { t } = useLingui();
  const id = useId();
  const lists = [usePublicRead<Vehicle[]>(apiPaths.bikes), usePublicRead<Vehicle[]>(apiPaths.scooters), usePublicRead<Vehicle[]>(apiPaths.ev)];
  const models = lists.flatMap((l) => l.data ?? []);
  if (lists.some((l) => l.loading)) {
    return <p role="status"><Trans>Looking for the models saved on this phone...</Trans></p>;
  }
  if (models.length === 0) {
    return (
      <p role="alert" className="enquiry-product__note">
        <Trans>No internet, and this phone has not saved the models yet. Connect to the internet once and open this page again: after that you can book a test ride offline too.</Trans>
      </p>
    );
  }
  return (
    <div className="enquiry-pick-model">
      <p><Trans>No internet: choose the model you want to ride, from those saved on this phone.</Trans></p>
      {/* Drawn as the form's own fields (src/enquiries/kit/enquiry-form.css): a full-width 44 px control. */}
      <div className="enquiry-field">
      <label htmlFor={id}><Trans>Model</Trans></label>
      <select
        id={id}
        defaultValue=""
        onChange={(event) => {
          const model = models.find((m) => m.bikeName === event.target.value);
          if (model) onPick({ bikeName: model.name, price: String(model.price), image: model.image });
        }}
      >
        <option value="" disabled>{t`Choose a model`}</option>
        {models.map((m) => <option key={m.bikeName} value={m.bikeName}>{m.name}</option>)}
      </select>
      </div>
    </div>
  );
}
