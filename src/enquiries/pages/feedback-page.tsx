/** spec 2.3 /feedback: the feedback form and the contacts of the central CRM and the four outlets. */
import { telHref } from '../../lib/tel-href.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { site } from '../../contract/site.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { feedbackForm } from '../forms/feedback-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function FeedbackPage() {
  usePageMeta('Feedback', 'Tell us how we did: feedback for our sales, service, spare parts, insurance and accessories teams.');
  return (
    <EnquiryPageLayout
      title="FEEDBACK"
      aside={
        <section className="enquiry-card" aria-labelledby="feedback-contacts">
          <h2 id="feedback-contacts">Contact us</h2>
          <ul className="enquiry-contact-list">
            <li>
              <strong>Central CRM</strong>
              <a href={telHref(site.phones.crm)}>{site.phones.crm}</a>
              <br />
              <a href={`mailto:${site.emails.crm}`}>{site.emails.crm}</a>
            </li>
            {site.showrooms.map((showroom) => (
              <li key={showroom.id}>
                <strong>{showroom.label}</strong>
                Sales: <a href={telHref(showroom.salesNo)}>{showroom.salesNo}</a>
                <br />
                <a href={`mailto:${showroom.email}`}>{showroom.email}</a>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={feedbackForm} heading="Your feedback" />
      </section>
    </EnquiryPageLayout>
  );
}
