import { useState } from 'react';
import { site } from '../contract/site.ts';
import './social-sidebar.css';

/** Simple glyphs for the four networks and WhatsApp, drawn inline (no icon font request). */
const icons: Record<string, string> = {
  Facebook: 'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21z',
  Instagram:
    'M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 4.6c2.4 0 2.7 0 3.6.1 2.4.1 3.6 1.3 3.7 3.7.1.9.1 1.2.1 3.6s0 2.7-.1 3.6c-.1 2.4-1.3 3.6-3.7 3.7-.9.1-1.2.1-3.6.1s-2.7 0-3.6-.1c-2.4-.1-3.6-1.3-3.7-3.7-.1-.9-.1-1.2-.1-3.6s0-2.7.1-3.6C4.8 6 6 4.8 8.4 4.7c.9-.1 1.2-.1 3.6-.1zM12 3c-2.4 0-2.7 0-3.7.1-3.3.1-5.1 2-5.2 5.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.3 2 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.3-.1 5.1-2 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.3-2-5.1-5.2-5.2C14.7 3 14.4 3 12 3z',
  YouTube: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  X: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.9 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.3 4.7H5.5z',
  WhatsApp:
    'M12 2.2A9.8 9.8 0 0 0 3.6 17l-1.4 4.8 5-1.3A9.8 9.8 0 1 0 12 2.2zm0 17.9a8.1 8.1 0 0 1-4.1-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.1 8.1 0 1 1 12 20.1zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.6 6.6 0 0 1-3.3-2.9c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.8 12 12 0 0 0 4.6 4c1.7.7 2.4.8 3.2.7.5-.1 1.5-.6 1.8-1.2s.2-1.1.1-1.2z',
};

function Glyph({ name }: { name: string }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path d={icons[name] ?? ''} fill="currentColor" />
    </svg>
  );
}

/** spec 2.2: a floating, collapsible social sidebar with four social links and a WhatsApp chat link. */
export function SocialSidebar() {
  // Open on wide screens; on phones it starts folded so it does not cover the content.
  const [open, setOpen] = useState(() => window.matchMedia('(min-width: 640px)').matches);
  return (
    <aside className={`social-sidebar${open ? '' : ' is-collapsed'}`} aria-label="Follow us">
      <ul id="social-links" className="social-links" hidden={!open}>
        {site.social.map((s) => (
          <li key={s.name}>
            <a className={`social-link social-${s.name.toLowerCase()}`} href={s.url} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
              <Glyph name={s.name} />
            </a>
          </li>
        ))}
        <li>
          <a className="social-link social-whatsapp" href={site.whatsapp} target="_blank" rel="noopener noreferrer" aria-label="Chat on WhatsApp">
            <Glyph name="WhatsApp" />
          </a>
        </li>
      </ul>
      <button
        type="button"
        className="social-toggle"
        aria-expanded={open}
        aria-controls="social-links"
        aria-label={open ? 'Hide social links' : 'Show social links'}
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="14" height="14" viewBox="0 0 10 10" aria-hidden="true">
          <path d={open ? 'M7 1 3 5l4 4' : 'M3 1l4 4-4 4'} fill="none" stroke="currentColor" strokeWidth="1.8" />
        </svg>
      </button>
    </aside>
  );
}
