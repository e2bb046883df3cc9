/** requirements 2.3 /feedback: the feedback form and the contacts of the central CRM and the open showrooms. */
import { openShowrooms } from '#contract/site-settings.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '../../lib/tel-href.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { feedbackForm } from '../forms/feedback-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

export function FeedbackPage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  usePageMeta(t`Feedback`, t`Tell us how we did: feedback for our sales, service, spare parts, insurance and accessories teams.`);
  return (
    <EnquiryPageLayout
      title={t`FEEDBACK`}
      aside={
        <section className="enquiry-card" aria-labelledby="feedback-contacts">
          <h2 id="feedback-contacts"><Trans>Contact us</Trans></h2>
          <ul className="enquiry-contact-list">
            <li>
              <strong><Trans>Central CRM</Trans></strong>
              <a href={telHref(dealer.office.crmPhone)}>{dealer.office.crmPhone}</a>
              <br />
              <a href={`mailto:${dealer.office.crmEmail}`}>{dealer.office.crmEmail}</a>
            </li>
            {openShowrooms(dealer.showrooms).map((showroom) => (
              <li key={showroom.id}>
                <strong>{showroom.label}</strong>
                <Trans>Sales:</Trans> <a href={telHref(showroom.salesNo)}>{showroom.salesNo}</a>
                <br />
                <a href={`mailto:${showroom.email}`}>{showroom.email}</a>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={feedbackForm} heading={t`Your feedback`} />
      </section>
    </EnquiryPageLayout>
  );
}
