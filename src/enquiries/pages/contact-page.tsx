/** spec 2.3 /contact: GET IN TOUCH, the address, e-mails, phones and the contact form. */
import { telHref } from '../../lib/tel-href.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { site } from '../../contract/site.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { contactForm } from '../forms/contact-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function ContactPage() {
  usePageMeta('Contact us', `Get in touch with ${site.groupName}: address, e-mail, phone and a contact form.`);
  return (
    <EnquiryPageLayout
      title="GET IN TOUCH"
      aside={
        <section className="enquiry-card" aria-labelledby="contact-details">
          <h2 id="contact-details">Reach us</h2>
          <ul className="enquiry-contact-list">
            <li>
              <strong>Address</strong>
              <address>{site.mainAddress}</address>
            </li>
            <li>
              <strong>E-mail</strong>
              <a href={`mailto:${site.emails.sales}`}>{site.emails.sales}</a>
              <br />
              <a href={`mailto:${site.emails.service}`}>{site.emails.service}</a>
              <br />
              <a href={`mailto:${site.emails.crm}`}>{site.emails.crm}</a>
            </li>
            <li>
              <strong>Phone</strong>
              Sales: <a href={telHref(site.phones.sales)}>{site.phones.sales}</a>
              <br />
              Service: <a href={telHref(site.phones.service)}>{site.phones.service}</a>
              <br />
              CRM: <a href={telHref(site.phones.crm)}>{site.phones.crm}</a>
            </li>
            <li>
              <strong>Hours</strong>
              {site.openTime}
            </li>
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={contactForm} heading="Send us a message" />
      </section>
    </EnquiryPageLayout>
  );
}
