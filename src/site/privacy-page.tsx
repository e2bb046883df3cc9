import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** requirements 2.3: data collected, uses, security, cookies, links, controlling personal information, mobile-store privacy, contact. */
export function PrivacyPage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  const dealerName = dealer.dealerName;
  const { address, crmPhone, crmEmail } = dealer.office;
  usePageMeta(t`Privacy Policy`, t`How ${dealerName} collects, uses and protects your personal information.`);
  return (
    <section className="page prose">
      <h1 className="page-title"><Trans>Privacy Policy</Trans></h1>
      <p><Trans>{dealerName} is committed to protecting your privacy. This policy explains what we collect when you use this
        website and our mobile app, why we collect it and how we keep it safe.</Trans></p>
      <h2><Trans>What we collect</Trans></h2>
      <ul>
        <li><Trans>Your name and job title.</Trans></li>
        <li><Trans>Contact information, including e-mail address and phone number.</Trans></li>
        <li><Trans>Demographic information such as postcode, preferences and interests.</Trans></li>
        <li><Trans>Other information relevant to enquiries, bookings, surveys and offers.</Trans></li>
      </ul>
      <h2><Trans>What we do with it</Trans></h2>
      <ul>
        <li><Trans>Internal record keeping.</Trans></li>
        <li><Trans>Improving our products and services.</Trans></li>
        <li><Trans>Sending promotional e-mails and messages about new models, special offers or other information we think you may find interesting, using the contact details you gave us.</Trans></li>
        <li><Trans>Contacting you, from time to time, for market research by e-mail, phone or mail, and customising the website to your interests.</Trans></li>
      </ul>
      <h2><Trans>Security</Trans></h2>
      <p><Trans>We are committed to keeping your information secure. To prevent unauthorised access or disclosure we have put suitable
        physical, electronic and managerial procedures in place to safeguard the information we collect online.</Trans></p>
      <h2><Trans>How we use cookies</Trans></h2>
      <p><Trans>We use traffic log cookies to identify which pages are being used. This helps us analyse data about web page traffic and
        improve the website to the needs of customers. We use this information only for statistical analysis, after which the
        data is removed. A cookie in no way gives us access to your computer or any information about you other than the data
        you choose to share. You can set your browser to decline cookies, though this may prevent you from using parts of the
        website.</Trans></p>
      <h2><Trans>Links to other websites</Trans></h2>
      <p><Trans>Our website may contain links to other websites. Once you leave our site we have no control over those websites and are
        not responsible for the protection and privacy of information you provide there. Please read the privacy statement of
        the website in question.</Trans></p>
      <h2><Trans>Controlling your personal information</Trans></h2>
      <ul>
        <li><Trans>Whenever you fill in a form, you may tell us that you do not want your information used for direct marketing.</Trans></li>
        <li><Trans>If you agreed earlier, you may change your mind at any time by writing to or e-mailing us, or through the communication opt-in page.</Trans></li>
        <li><Trans>We will not sell, distribute or lease your personal information to third parties unless we have your permission or are required by law to do so.</Trans></li>
        <li><Trans>If you believe any information we hold about you is incorrect or incomplete, write to or e-mail us and we will promptly correct it.</Trans></li>
      </ul>
      <h2><Trans>Mobile app and app-store privacy</Trans></h2>
      <p><Trans>When you install our app from a mobile app store, the store may collect information under its own privacy policy. Our
        app stores your enquiries on your device until they are sent, and uses no advertising identifiers. Uninstalling the app
        removes everything it stored on the device.</Trans></p>
      <h2><Trans>Contact us</Trans></h2>
      <p><Trans>{dealerName}, {address}. Phone {crmPhone}, e-mail <a href={`mailto:${crmEmail}`}>{crmEmail}</a>.</Trans></p>
    </section>
  );
}
