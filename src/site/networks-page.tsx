import { openShowrooms } from '#contract/site-settings.ts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../ui/link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import './static-page.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** The NETWORKS entry's own page (requirements 2.2): the open showrooms of Manage > Site, each linking to its dealer page. */
export function NetworksPage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  usePageMeta(t`Our Network`, t`Our showrooms across Gurgaon, with their addresses and phone numbers.`);
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Our Network</Trans>
      </h1>
      <ul className="link-cards">
        {openShowrooms(dealer.showrooms).map((s) => (
          <li key={s.id}>
            <Link to={`/dealers/${s.id}`} className="card link-card">
              <strong>{s.label}</strong>
              <span>{s.address}</span>
              <span>
                <Trans>Sales:</Trans> {s.salesNo}
              </span>
              <span className="link-card-go">
                <Trans>View showroom →</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
