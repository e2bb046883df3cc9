import { openShowrooms } from '#contract/site-settings.ts';
import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { inLanguage } from '../lib/i18n/text-table.ts';
import { telHref } from '../lib/tel-href.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { navLabels } from './nav-labels.ts';
import { PhoneIcon } from './phone-icon.tsx';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/**
 * requirements 2.2: the header's contact list, a name and two phone numbers per showroom. On a
 * wide screen with a mouse it is shown as it is; on phones, tablets and any touch screen
 * the eight numbers sit behind one **Call a showroom** button (a disclosure), so the first
 * screen shows the logo, the menu and the page, and every number is a 44 px tap.
 */
export function ShowroomCalls() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const dealer = useSiteSettings();

  useEffect(() => setOpen(false), [pathname]);
  useDismiss(open, root, () => {
    // Escape with focus inside hands focus back to the button, not to the page.
    if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    setOpen(false);
  });

  return (
    <div ref={root} className={`showroom-calls${open ? ' is-open' : ''}`}>
      <button
        ref={toggle}
        type="button"
        className="showroom-calls-toggle"
        aria-expanded={open}
        aria-controls="showroom-phones"
        onClick={() => setOpen((o) => !o)}
      >
        <PhoneIcon size={18} />
        <Trans>Call a showroom</Trans>
      </button>
      <ul id="showroom-phones" className="header-contacts" aria-label={t`Showroom phone numbers`}>
        {openShowrooms(dealer.showrooms).map((s) => (
          <li key={s.id} className="header-contact">
            <span className="header-contact-name">{inLanguage(i18n, navLabels, s.label)}</span>
            <a href={telHref(s.salesNo)}>
              <span className="header-contact-kind">{t`Sales`} </span>
              {s.salesNo}
            </a>
            <a href={telHref(s.serviceNo)}>
              <span className="header-contact-kind">{t`Service`} </span>
              {s.serviceNo}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
