/**
 * Where an admin screen cannot open with no network (docs/offline.md "Admin screens"): its
 * code is not on the device yet, or it needs the server. It says so in words and offers
 * the screens that do open offline. It is its own small chunk, precached with the app
 * shell, so it shows even when the admin app's own code is missing; it then links with a
 * full page load (`reload`), which starts the app afresh.
 */
import { useLocation } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { offlineScreensFor } from '../shell/admin-menu.ts';
import { remembered } from '../session/remembered-role.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import './screen-needs-connection.css';

export interface ScreenNeedsConnectionProps {
  /** The admin app's code could not be loaded: links reload the page. */
  reload?: boolean;
}

export function ScreenNeedsConnection({ reload = false }: ScreenNeedsConnectionProps) {
  const { pathname } = useLocation();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const title = offline ? 'This screen needs a connection' : 'This screen could not be loaded';
  usePageMeta(title, 'Admin screens that work with no network');
  const screens = offlineScreensFor(remembered()?.role).filter((s) => s.to !== pathname);
  return (
    <section className="needs-connection" aria-labelledby="needs-connection-title">
      <h1 id="needs-connection-title" className="needs-connection-title">{title}</h1>
      <p className="needs-connection-text">
        {offline
          ? 'This device is offline, and this screen needs the internet to open. Connect and try again, or open one of the screens that work with no signal.'
          : 'Its files did not arrive. Check the connection and try again, or open one of the screens that work with no signal.'}
      </p>
      <button type="button" className="needs-connection-button" onClick={() => window.location.reload()}>
        Try again
      </button>
      <h2 className="needs-connection-subtitle" id="needs-connection-list">Works offline</h2>
      <ul className="needs-connection-links" aria-labelledby="needs-connection-list">
        {screens.map((screen) => (
          <li key={screen.to}>
            <Link to={screen.to} reloadDocument={reload}>{screen.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
