import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** requirements 2.3: data collected, uses, security, cookies, links, controlling personal information, mobile-store privacy, contact. */
export function PrivacyPage() {
  const dealer = useSiteSettings();
  usePageMeta('Privacy Policy', `How ${dealer.dealerName} collects, uses and protects your personal information.`);
  return (
    <section className="page prose">
      <h1 className="page-title">Privacy Policy</h1>
      <p>
        {dealer.dealerName} is committed to protecting your privacy. This policy explains what we collect when you use this
        website and our mobile app, why we collect it and how we keep it safe.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Your name and job title.</li>
        <li>Contact information, including e-mail address and phone number.</li>
        <li>Demographic information such as postcode, preferences and interests.</li>
        <li>Other information relevant to enquiries, bookings, surveys and offers.</li>
      </ul>
      <h2>What we do with it</h2>
      <ul>
        <li>Internal record keeping.</li>
        <li>Improving our products and services.</li>
        <li>Sending promotional e-mails and messages about new models, special offers or other information we think you may find interesting, using the contact details you gave us.</li>
        <li>Contacting you, from time to time, for market research by e-mail, phone or mail, and customising the website to your interests.</li>
      </ul>
      <h2>Security</h2>
      <p>
        We are committed to keeping your information secure. To prevent unauthorised access or disclosure we have put suitable
        physical, electronic and managerial procedures in place to safeguard the information we collect online.
      </p>
      <h2>How we use cookies</h2>
      <p>
        We use traffic log cookies to identify which pages are being used. This helps us analyse data about web page traffic and
        improve the website to the needs of customers. We use this information only for statistical analysis, after which the
        data is removed. A cookie in no way gives us access to your computer or any information about you other than the data
        you choose to share. You can set your browser to decline cookies, though this may prevent you from using parts of the
        website.
      </p>
      <h2>Links to other websites</h2>
      <p>
        Our website may contain links to other websites. Once you leave our site we have no control over those websites and are
        not responsible for the protection and privacy of information you provide there. Please read the privacy statement of
        the website in question.
      </p>
      <h2>Controlling your personal information</h2>
      <ul>
        <li>Whenever you fill in a form, you may tell us that you do not want your information used for direct marketing.</li>
        <li>If you agreed earlier, you may change your mind at any time by writing to or e-mailing us, or through the communication opt-in page.</li>
        <li>We will not sell, distribute or lease your personal information to third parties unless we have your permission or are required by law to do so.</li>
        <li>If you believe any information we hold about you is incorrect or incomplete, write to or e-mail us and we will promptly correct it.</li>
      </ul>
      <h2>Mobile app and app-store privacy</h2>
      <p>
        When you install our app from a mobile app store, the store may collect information under its own privacy policy. Our
        app stores your enquiries on your device until they are sent, and uses no advertising identifiers. Uninstalling the app
        removes everything it stored on the device.
      </p>
      <h2>Contact us</h2>
      <p>
        {dealer.dealerName}, {dealer.office.address}. Phone {dealer.office.crmPhone}, e-mail <a href={`mailto:${dealer.office.crmEmail}`}>{dealer.office.crmEmail}</a>.
      </p>
    </section>
  );
}
