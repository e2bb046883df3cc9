import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import './social-sidebar.css';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';

/** The networks the sprite draws; another network shows its initial. */
const glyphs = new Set(['facebook', 'instagram', 'youtube', 'x', 'whatsapp']);

/** The networks' glyphs live in one cached sprite file, not in the page's script. */
function Glyph({ name }: { name: string }) {
  if (!glyphs.has(name.toLowerCase())) {
    return (
      <span className="social-initial" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <use href={`/icons/social.svg#${name.toLowerCase()}`} />
    </svg>
  );
}

/**
 * requirements 2.2: a floating, collapsible social sidebar with four social links and a WhatsApp
 * chat link. It floats only in the margin beside the content, so it never covers any:
 * from 1280 px, where the 44 px rail fits beside the 1200 px content and its 16 px inner
 * padding even with a 15 px scrollbar. Narrower, a fixed bar would lie over the page, so
 * the links sit in the page flow above the footer, and the fold button is not shown. The
 * width rule is CSS (social-sidebar.css): the server draws the same sidebar for every
 * screen.
 */
export function SocialSidebar() {
  const [open, setOpen] = useState(true);
  const { t } = useLingui();
  const dealer = useSiteSettings();
  return (
    <aside className={`social-sidebar${open ? '' : ' is-collapsed'}`} aria-label={t`Follow us`}>
      <ul id="social-links" className="social-links">
        {dealer.social.map((s) => (
          <li key={s.name}>
            <a className={`social-link social-${s.name.toLowerCase()}`} href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
              <Glyph name={s.name} />
            </a>
          </li>
        ))}
        {dealer.whatsapp && (
        <li>
          <a className="social-link social-whatsapp" href={dealer.whatsapp} target="_blank" rel="noopener noreferrer" aria-label={t`Chat on WhatsApp`}>
            <Glyph name="WhatsApp" />
          </a>
        </li>
        )}
      </ul>
      <button
        type="button"
        className="social-toggle"
        aria-expanded={open}
        aria-controls="social-links"
        aria-label={open ? t`Hide social links` : t`Show social links`}
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="14" height="14" viewBox="0 0 10 10" aria-hidden="true">
          <path d={open ? 'M7 1 3 5l4 4' : 'M3 1l4 4-4 4'} fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </aside>
  );
}
