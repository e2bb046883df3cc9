/**
 * spec 2.3 /text-ride-booking: PRODUCT ENQUIRY for the bike passed in navigation state,
 * its ex-showroom price, a way to finance it, and the enquiry form.
 */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { rupeeAmount } from '../../lib/format.ts';
import { mediaUrl } from '../../lib/api.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { defaultBikeName, productForm, productModelName } from '../forms/product-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { productFromState } from './product-state.ts';

export function ProductEnquiryPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const product = useMemo(() => productFromState(location.state), [location.state]);
  usePageMeta('Product enquiry', `Book a test ride or ask about the ${product.bikeName}.`);
  const model = productModelName(product.bikeName, product.variant);
  const definition = useMemo(() => productForm(model), [model]);

  return (
    <EnquiryPageLayout title="PRODUCT ENQUIRY">
      <section className={`enquiry-card enquiry-product${product.image ? ' enquiry-product--with-image' : ''}`}>
        {product.image ? <img src={mediaUrl(product.image)} alt={product.bikeName} /> : null}
        <div>
          <h2 className="enquiry-product__name">{product.bikeName}</h2>
          {product.variant ? <p>Variant: {product.variant}</p> : null}
          <p className="enquiry-product__price">₹ {rupeeAmount(product.price)}</p>
          <p className="enquiry-product__note">All prices are Ex-Showroom Price</p>
          <button
            type="button"
            className="enquiry-button"
            // Without a bike (spec 9's 'Default Bike Name') finance opens with its own list.
            onClick={() => void navigate('/finance', product.bikeName === defaultBikeName ? {} : { state: { bikeName: product.bikeName } })}
          >
            INTERESTED FOR FINANCE ?
          </button>
        </div>
      </section>
      <section className="enquiry-card">
        <EnquiryForm key={model} definition={definition} heading="Your details" />
      </section>
    </EnquiryPageLayout>
  );
}
