import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { site } from '../contract/site.ts';
import { telHref } from '../lib/tel-href.ts';
import { useDismiss } from '../ui/use-dismiss.ts';
import { PhoneIcon } from './phone-icon.tsx';

/**
 * spec 2.2: the header's contact list, a name and two phone numbers per showroom. On a
 * wide screen with a mouse it is shown as it is; on phones, tablets and any touch screen
 * the eight numbers sit behind one **Call a showroom** button (a disclosure), so the first
 * screen shows the logo, the menu and the page, and every number is a 44 px tap.
 */
export function ShowroomCalls() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

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
        Call a showroom
      </button>
      <ul id="showroom-phones" className="header-contacts" aria-label="Showroom phone numbers">
        {site.showrooms.map((s) => (
          <li key={s.id} className="header-contact">
            <span className="header-contact-name">{s.label}</span>
            <a href={telHref(s.salesNo)}>
              <span className="header-contact-kind">Sales </span>
              {s.salesNo}
            </a>
            <a href={telHref(s.serviceNo)}>
              <span className="header-contact-kind">Service </span>
              {s.serviceNo}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
