/** spec 2.3 /career: CAREER FORM with the resume upload, and the side panel of contacts. */
import { telHref } from '../../lib/tel-href.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { site } from '../../contract/site.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { careerForm } from '../forms/career-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function CareerPage() {
  usePageMeta('Careers', `Work with ${site.groupName}: send us your application and resume.`);
  return (
    <EnquiryPageLayout
      title="CAREER FORM"
      aside={
        <section className="enquiry-card" aria-labelledby="career-contacts">
          <h2 id="career-contacts">{site.groupName}</h2>
          <ul className="enquiry-contact-list">
            <li>
              <strong>Address</strong>
              <address>{site.mainAddress}</address>
            </li>
            <li>
              <strong>Mobile</strong>
              <a href={telHref(site.careerMobile)}>{site.careerMobile}</a>
            </li>
            <li>
              <strong>E-mail</strong>
              <a href={`mailto:${site.emails.careers}`}>{site.emails.careers}</a>
            </li>
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={careerForm} heading="Apply now" />
      </section>
    </EnquiryPageLayout>
  );
}
