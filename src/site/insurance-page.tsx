import { openShowrooms } from '#contract/site-settings.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { telHref } from '../lib/tel-href.ts';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** The INSURANCE entry (requirements 2.2): new-vehicle insurance and renewals are handled at the showrooms. */
export function InsurancePage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  const dealerName = dealer.dealerName;
  usePageMeta(t`Insurance`, t`Two-wheeler insurance and renewals at our showrooms.`);
  return (
    <section className="page prose">
      <h1 className="page-title">
        <Trans>Insurance</Trans>
      </h1>
      <p>
        <Trans>
          Every new vehicle from {dealerName} leaves the showroom insured. When your policy is due, our insurance desk
          renews it for you: bring your registration certificate and the previous policy, or call the showroom nearest to
          you and we will quote the renewal premium and the no-claim bonus you have earned.
        </Trans>
      </p>
      <h2>
        <Trans>Call a showroom about insurance renewal</Trans>
      </h2>
      <ul className="link-cards">
        {openShowrooms(dealer.showrooms).map((s) => (
          <li key={s.id} className="card link-card">
            <strong>{s.label}</strong>
            <span>
              <Trans>Sales:</Trans> <a href={telHref(s.salesNo)}>{s.salesNo}</a>
            </span>
            <span>
              <Trans>Service:</Trans> <a href={telHref(s.serviceNo)}>{s.serviceNo}</a>
            </span>
            <span>
              <a href={`mailto:${s.email}`}>{s.email}</a>
            </span>
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          Prefer to write? Use the <Link to="/contact">contact form</Link> and choose Inquiry; we reply within one working
          day.
        </Trans>
      </p>
    </section>
  );
}
