/** requirements 2.3 /offers: the offer with the highest id (GET /api/getOffers) and the offer enquiry. */
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicRead } from '../../lib/use-public-read.ts';
import { mediaUrl } from '../../lib/api.ts';
import { apiPaths } from '#contract/api-paths.ts';
import type { Offer } from '#contract/catalogue-types.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { offerForm } from '../forms/offer-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { latestOffer } from './latest-offer.ts';
import { dealerText } from '../../lib/i18n/dealer-text.ts';

export function OffersPage() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Offers`, t`The latest offer on motorcycles, scooters and EVs, and a quick enquiry form.`);
  const { data, error, loading } = usePublicRead<Offer[]>(apiPaths.offers);
  const offer = latestOffer(data);
  // The dealer's Hindi words on a Hindi page, when written; the English ones otherwise.
  const title = offer && dealerText(i18n.locale, offer.title, offer.titleHi);
  const description = offer && dealerText(i18n.locale, offer.description, offer.descriptionHi);

  return (
    <EnquiryPageLayout title={t`OFFERS`}>
      <section className="enquiry-card" aria-live="polite">
        {loading ? (
          <p className="enquiry-status"><Trans>Loading...</Trans></p>
        ) : error ? (
          <p className="enquiry-status"><Trans>The offers could not be loaded. Please try again later.</Trans></p>
        ) : offer && title && description ? (
          <article className="enquiry-offer">
            {offer.image ? <img src={mediaUrl(offer.image)} alt={title.text} loading="lazy" /> : null}
            <div>
              <h2 lang={title.lang}>{title.text}</h2>
              <p lang={description.lang}>{description.text}</p>
            </div>
          </article>
        ) : (
          <p className="enquiry-status"><Trans>There are no offers right now. Leave your details and we will tell you about the next one.</Trans></p>
        )}
      </section>
      <section className="enquiry-card">
        <EnquiryForm definition={offerForm} heading={t`Enquire about this offer`} />
      </section>
    </EnquiryPageLayout>
  );
}
