/** requirements 2.3 /contact: GET IN TOUCH, the address, e-mails, phones (the office's and each showroom's) and the contact form. */
import { openShowrooms } from '#contract/site-settings.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/link.tsx';
import { telHref } from '../../lib/tel-href.ts';
import { dealerText } from '../../lib/i18n/dealer-text.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { contactForm } from '../forms/contact-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

export function ContactPage() {
  const dealer = useSiteSettings();
  const { t, i18n } = useLingui();
  const dealerName = dealer.dealerName;
  const hours = dealerText(i18n.locale, dealer.hours, dealer.hoursHi);
  usePageMeta(t`Contact us`, t`Get in touch with ${dealerName}: address, e-mail, phone and a contact form.`);
  return (
    <EnquiryPageLayout
      title={t`GET IN TOUCH`}
      aside={
        <section className="enquiry-card" aria-labelledby="contact-details">
          <h2 id="contact-details"><Trans>Reach us</Trans></h2>
          <ul className="enquiry-contact-list">
            <li>
              <strong><Trans>Address</Trans></strong>
              <address>{dealer.office.address}</address>
            </li>
            <li>
              <strong><Trans>E-mail</Trans></strong>
              <a href={`mailto:${dealer.office.salesEmail}`}>{dealer.office.salesEmail}</a>
              <br />
              <a href={`mailto:${dealer.office.serviceEmail}`}>{dealer.office.serviceEmail}</a>
              <br />
              <a href={`mailto:${dealer.office.crmEmail}`}>{dealer.office.crmEmail}</a>
            </li>
            <li>
              <strong><Trans>Phone</Trans></strong>
              <Trans>Sales:</Trans> <a href={telHref(dealer.office.salesPhone)}>{dealer.office.salesPhone}</a>
              <br />
              <Trans>Service:</Trans> <a href={telHref(dealer.office.servicePhone)}>{dealer.office.servicePhone}</a>
              <br />
              CRM: <a href={telHref(dealer.office.crmPhone)}>{dealer.office.crmPhone}</a>
            </li>
            <li>
              <strong><Trans>Hours</Trans></strong>
              <span lang={hours.lang}>{hours.text}</span>
            </li>
          </ul>
          <h2 id="contact-showrooms"><Trans>Showrooms</Trans></h2>
          <ul className="enquiry-contact-list" aria-labelledby="contact-showrooms">
            {openShowrooms(dealer.showrooms).map((showroom) => (
              <li key={showroom.id}>
                <strong>
                  <Link to={`/dealers/${showroom.id}`}>{showroom.name}</Link>
                </strong>
                <Trans>Sales:</Trans> <a href={telHref(showroom.salesNo)}>{showroom.salesNo}</a>
                <br />
                <Trans>Service:</Trans> <a href={telHref(showroom.serviceNo)}>{showroom.serviceNo}</a>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={contactForm} heading={t`Send us a message`} />
      </section>
    </EnquiryPageLayout>
  );
}
