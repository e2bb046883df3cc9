import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** requirements 2.3: data use, link and product disclaimers, consent to be contacted even if on a do-not-call register. */
export function TermsPage() {
  const dealer = useSiteSettings();
  usePageMeta('Terms & Conditions', `Terms and conditions of using the ${dealer.dealerName} website.`);
  return (
    <section className="page prose">
      <h1 className="page-title">Terms &amp; Conditions</h1>
      <p>
        By using this website you agree to the following terms. If you do not agree with them, please do not use the site.
      </p>
      <h2>Use of information</h2>
      <p>
        Information you give us through the forms on this website (such as your name, phone number, e-mail address and the
        model you are interested in) is used to answer your enquiry, arrange test rides, services and finance, and to keep you
        informed about products and offers. It is handled as described in our Privacy Policy.
      </p>
      <h2>Links to other websites</h2>
      <p>
        This website may link to websites run by others, such as the manufacturer, financiers, maps and social networks. We do
        not control those websites and are not responsible for their content, their availability or the way they treat your
        information.
      </p>
      <h2>Product information and prices</h2>
      <p>
        Pictures, colours, specifications, features and accessories shown are for illustration and may differ from the vehicle
        delivered. Prices are ex-showroom and may change without notice; the price on the date of invoice applies.
        Specifications and availability are subject to change by the manufacturer. Please confirm details with the showroom
        before you buy.
      </p>
      <h2>Consent to be contacted</h2>
      <p>
        By submitting a form on this website you authorise {dealer.dealerName} and its representatives to call, send SMS,
        WhatsApp messages or e-mails to you about your enquiry and our products and services. This consent applies even if
        your number is registered on the National Do Not Call (DND / NCPR) register.
      </p>
      <h2>Limitation of liability</h2>
      <p>
        The content of this website is provided in good faith and as is. {dealer.dealerName} is not liable for any loss arising
        from the use of, or inability to use, this website or the information on it.
      </p>
      <h2>Changes</h2>
      <p>We may update these terms at any time; the version published on this page applies.</p>
    </section>
  );
}
