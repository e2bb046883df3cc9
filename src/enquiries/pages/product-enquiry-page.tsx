/**
 * requirements 2.3 /text-ride-booking: the test ride for the bike passed in navigation
 * state (or named in `?bike=`: use-test-ride-product.ts), its ex-showroom price, a way to
 * finance it, and the booking form (Showroom, Date, an open Time). Titled "Book a test
 * ride" wherever a visitor reads it; the route stays.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { rupeeAmount } from '../../lib/format.ts';
import { mediaUrl } from '../../lib/api.ts';
import { useModelColours } from '../../lib/use-model-colours.ts';
import { BookingForm } from '../booking/booking-form.tsx';
import { defaultBikeName, productForm, productModelName } from '../forms/product-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { useTestRideProduct } from './use-test-ride-product.ts';
import { useOnline } from '../../ui/use-online.ts';
import { SavedModelPicker } from './saved-model-picker.tsx';
import type { ProductState } from './product-state.ts';

export function ProductEnquiryPage() {
  const navigate = useNavigate();
  const found = useTestRideProduct();
  const { pending } = found;
  const online = useOnline();
  // Offline with no bike found (the catalogue not saved yet): the visitor picks one.
  const [picked, setPicked] = useState<ProductState | null>(null);
  const product = picked ?? found.product;
  const { t, i18n } = useLingui();
  // Reached with no bike (an address typed or shared): the spec's 'Default Bike Name' and
  // price 0 in English; in Hindi the same in words, without a price of nothing. Never
  // offline: a booking with no bike would reach the showroom as 'Default Bike Name'.
  const chosen = product.bikeName !== defaultBikeName;
  const mustPick = !chosen && !online;
  // The price, and the note about what it is, only where one is shown.
  const priced = chosen || i18n.locale === 'en';
  const bikeName = chosen ? product.bikeName : t`Default Bike Name`;
  usePageMeta(t`Book a test ride`, mustPick ? t`Book a test ride: choose a model, a showroom, a day and a time.`
    : t`Book a test ride of the ${bikeName}: choose a showroom, a day and a time.`);
  const model = productModelName(product.bikeName, product.variant);
  const colours = useModelColours(chosen ? product.bikeName : null);
  const definition = useMemo(() => productForm(model, colours), [model, colours]);

  if (pending) {
    return (
      <EnquiryPageLayout title={t`Book a test ride`}>
        <section className="enquiry-card" aria-busy="true">
          <p role="status"><Trans>Loading bike details...</Trans></p>
        </section>
      </EnquiryPageLayout>
    );
  }

  if (mustPick) {
    return (
      <EnquiryPageLayout title={t`Book a test ride`}>
        <section className="enquiry-card">
          <SavedModelPicker onPick={setPicked} />
        </section>
      </EnquiryPageLayout>
    );
  }

  return (
    <EnquiryPageLayout title={t`Book a test ride`}>
      <section className={`enquiry-card enquiry-product${product.image ? ' enquiry-product--with-image' : ''}`}>
        {product.image ? <img src={mediaUrl(product.image)} alt={product.bikeName} /> : null}
        <div>
          <h2 className="enquiry-product__name">{bikeName}</h2>
          {product.variant ? <p><Trans>Variant:</Trans> {product.variant}</p> : null}
          {priced ? (
            <>
              <p className="enquiry-product__price">₹ {rupeeAmount(product.price)}</p>
              <p className="enquiry-product__note"><Trans>All prices are Ex-Showroom Price</Trans></p>
            </>
          ) : null}
          <button
            type="button"
            className="enquiry-button"
            // Without a bike (requirements 9's 'Default Bike Name') finance opens with its own list.
            onClick={() => void navigate('/finance', !chosen ? {} : { state: { bikeName: product.bikeName } })}
          >
            {/* The spec's words in English (requirements 2.3); Hindi asks it plainly. */}
            <Trans>INTERESTED FOR FINANCE ?</Trans>
          </button>
        </div>
      </section>
      <section className="enquiry-card">
        <BookingForm
          // A new model is a new form; its colours arriving later (a slow phone) only
          // fill the Colour list, and never clear what the visitor has typed.
          key={model}
          definition={definition}
          heading={t`Your details`}
          purpose="test-ride"
          model={chosen ? product.bikeName : ''}
          names={{ date: 'preferredDate', time: 'preferredTime' }}
        />
      </section>
    </EnquiryPageLayout>
  );
}
