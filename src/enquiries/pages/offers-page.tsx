/** spec 2.3 /offers: the offer with the highest id (GET /api/getOffers) and the offer enquiry. */
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';
import { mediaUrl } from '../../lib/api.ts';
import { apiPaths } from '../../contract/api-paths.ts';
import type { Offer } from '../../contract/catalogue-types.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { offerForm } from '../forms/offer-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { latestOffer } from './latest-offer.ts';

export function OffersPage() {
  usePageMeta('Offers', 'The latest offer on motorcycles, scooters and EVs, and a quick enquiry form.');
  const { data, error, loading } = usePublicRead<Offer[]>(apiPaths.offers);
  const offer = latestOffer(data);

  return (
    <EnquiryPageLayout title="OFFERS">
      <section className="enquiry-card" aria-live="polite">
        {loading ? (
          <p className="enquiry-status">Loading...</p>
        ) : error ? (
          <p className="enquiry-status">The offers could not be loaded. Please try again later.</p>
        ) : offer ? (
          <article className="enquiry-offer">
            {offer.image ? <img src={mediaUrl(offer.image)} alt={offer.title} loading="lazy" /> : null}
            <div>
              <h2>{offer.title}</h2>
              <p>{offer.description}</p>
            </div>
          </article>
        ) : (
          <p className="enquiry-status">There are no offers right now. Leave your details and we will tell you about the next one.</p>
        )}
      </section>
      <section className="enquiry-card">
        <EnquiryForm definition={offerForm} heading="Enquire about this offer" />
      </section>
    </EnquiryPageLayout>
  );
}
