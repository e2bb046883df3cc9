import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { telHref } from '../lib/tel-href.ts';
import { dealerText } from '../lib/i18n/dealer-text.ts';
import { OnDevice } from '../ui/on-device.tsx';
import { PhoneIcon } from './phone-icon.tsx';
import './top-bar.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

// The offline widgets need the outbox database code (Dexie): their own chunk, fetched
// after the first render, so a slow phone paints the page without waiting for it.
const DeviceWidgets = lazy(() => import('./device-widgets.tsx'));

/** requirements 2.1/2.2: the second top bar: hours, e-mail and phone, plus the device's offline state. */
export function TopBar() {
  const dealer = useSiteSettings();
  const { i18n } = useLingui();
  const shownHours = dealerText(i18n.locale, dealer.hours, dealer.hoursHi);
  const hours = <span lang={shownHours.lang}>{shownHours.text}</span>;
  return (
    <div className="top-bar">
      <div className="top-bar-inner">
        <ul className="top-bar-facts">
          <li>
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
              <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M8 4v4l3 2" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <span>
              <Trans>Mon-Sun: {hours}</Trans>
            </span>
          </li>
          <li className="top-bar-wide">
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true">
              <rect x="1.5" y="3.5" width="13" height="9" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
              <path d="M2 4l6 5 6-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            <a href={`mailto:${dealer.office.salesEmail}`}>{dealer.office.salesEmail}</a>
          </li>
          <li className="top-bar-wide">
            <PhoneIcon size={14} />
            <a href={telHref(dealer.office.salesPhone)}>{dealer.office.salesPhone}</a>
          </li>
        </ul>
        <div className="top-bar-device">
          <OnDevice>
            <Suspense fallback={null}>
              <DeviceWidgets />
            </Suspense>
          </OnDevice>
        </div>
      </div>
    </div>
  );
}
