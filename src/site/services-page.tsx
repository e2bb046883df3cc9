import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Link } from '../ui/link.tsx';
import { usePageMeta } from '../lib/use-page-meta.ts';
import { navEntries } from '#contract/nav-items.ts';
import './static-page.css';

/** Each card's title in the visitor's language, by its path (the menu's English label otherwise). */
const titles: Record<string, MessageDescriptor> = {
  '/service-booking': msg`BOOK FOR SERVICE`,
  '/amc': msg`AMC`,
  '/extendedWarranty': msg`EXTENDED WARRANTY`,
};

const blurbs: Record<string, MessageDescriptor> = {
  '/service-booking': msg`Book a paid or free service at the showroom of your choice.`,
  '/amc': msg`An annual maintenance contract: three services, extra washes and savings of up to 30%.`,
  '/extendedWarranty': msg`Extend the standard warranty by up to 7 years for peace of mind.`,
};

/** The SERVICES entry's own page (requirements 2.2): its dropdown items as cards. */
export function ServicesPage() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Services`, t`Book a service, take an annual maintenance contract or extend your warranty.`);
  const entry = navEntries.find((e) => e.kind === 'menu' && e.id === 'services');
  const items = entry?.kind === 'menu' ? entry.items : [];
  return (
    <section className="page">
      <h1 className="page-title">
        <Trans>Services</Trans>
      </h1>
      <ul className="link-cards">
        {items.map((item) => (
          <li key={item.path}>
            <Link to={item.path} className="card link-card">
              <strong>{titles[item.path] ? i18n._(titles[item.path]!) : item.label}</strong>
              <span>{blurbs[item.path] ? i18n._(blurbs[item.path]!) : null}</span>
              <span className="link-card-go">
                <Trans>Open →</Trans>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
