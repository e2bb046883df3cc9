/** requirements 2.3 /career: CAREER FORM with the resume upload, and the side panel of contacts. */
import { Trans, useLingui } from '@lingui/react/macro';
import { telHref } from '../../lib/tel-href.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { careerForm } from '../forms/career-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

export function CareerPage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  const dealerName = dealer.dealerName;
  usePageMeta(t`Careers`, t`Work with ${dealerName}: send us your application and resume.`);
  return (
    <EnquiryPageLayout
      title={t`CAREER FORM`}
      aside={
        <section className="enquiry-card" aria-labelledby="career-contacts">
          <h2 id="career-contacts">{dealer.dealerName}</h2>
          <ul className="enquiry-contact-list">
            <li>
              <strong><Trans>Address</Trans></strong>
              <address>{dealer.office.address}</address>
            </li>
            <li>
              <strong><Trans>Mobile</Trans></strong>
              <a href={telHref(dealer.office.careersPhone)}>{dealer.office.careersPhone}</a>
            </li>
            <li>
              <strong><Trans>E-mail</Trans></strong>
              <a href={`mailto:${dealer.office.careersEmail}`}>{dealer.office.careersEmail}</a>
            </li>
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={careerForm} heading={t`Apply now`} />
      </section>
    </EnquiryPageLayout>
  );
}
