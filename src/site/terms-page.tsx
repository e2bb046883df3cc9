import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** requirements 2.3: data use, link and product disclaimers, consent to be contacted even if on a do-not-call register. */
export function TermsPage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  const dealerName = dealer.dealerName;
  usePageMeta(t`Terms & Conditions`, t`Terms and conditions of using the ${dealerName} website.`);
  return (
    <section className="page prose">
      <h1 className="page-title"><Trans>Terms &amp; Conditions</Trans></h1>
      <p><Trans>By using this website you agree to the following terms. If you do not agree with them, please do not use the site.</Trans></p>
      <h2><Trans>Use of information</Trans></h2>
      <p><Trans>Information you give us through the forms on this website (such as your name, phone number, e-mail address and the
        model you are interested in) is used to answer your enquiry, arrange test rides, services and finance, and to keep you
        informed about products and offers. It is handled as described in our Privacy Policy.</Trans></p>
      <h2><Trans>Links to other websites</Trans></h2>
      <p><Trans>This website may link to websites run by others, such as the manufacturer, financiers, maps and social networks. We do
        not control those websites and are not responsible for their content, their availability or the way they treat your
        information.</Trans></p>
      <h2><Trans>Product information and prices</Trans></h2>
      <p><Trans>Pictures, colours, specifications, features and accessories shown are for illustration and may differ from the vehicle
        delivered. Prices are ex-showroom and may change without notice; the price on the date of invoice applies.
        Specifications and availability are subject to change by the manufacturer. Please confirm details with the showroom
        before you buy.</Trans></p>
      <h2><Trans>Consent to be contacted</Trans></h2>
      <p><Trans>By submitting a form on this website you authorise {dealerName} and its representatives to call, send SMS,
        WhatsApp messages or e-mails to you about your enquiry and our products and services. This consent applies even if
        your number is registered on the National Do Not Call (DND / NCPR) register.</Trans></p>
      <h2><Trans>Limitation of liability</Trans></h2>
      <p><Trans>The content of this website is provided in good faith and as is. {dealerName} is not liable for any loss arising
        from the use of, or inability to use, this website or the information on it.</Trans></p>
      <h2><Trans>Changes</Trans></h2>
      <p><Trans>We may update these terms at any time; the version published on this page applies.</Trans></p>
    </section>
  );
}
