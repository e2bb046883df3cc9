import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { RequirePermission } from '../session/require-permission.tsx';
import { opensOffline, permissionOf } from './admin-menu.ts';
import { OpensOnline } from '../offline/opens-online.tsx';
import { saveAdminScreensForOffline } from '../session/save-admin-screens.ts';
import { site } from '#contract/site.ts';
import { startOutboxTriggers } from '../../lib/outbox-triggers.ts';
import { useMediaQuery } from '../../ui/use-media-query.ts';
import { AdminSidebar } from './admin-sidebar.tsx';
import { MenuToggleIcon } from './menu-toggle-icon.tsx';
import { UserMenu } from './user-menu.tsx';
import { OthersWaiting } from './others-waiting.tsx';
import { WaitingChanges } from './waiting-changes.tsx';
import { DeskAlerts } from '../alerts/desk-alerts.tsx';
import { useNoDeskWithoutLeads } from '../leads/use-no-desk-without-leads.ts';
import './admin-shell.css';
import '../admin-common.css';

/**
 * requirements 2.5 Shell: left menu, top bar 'Admin Panel' with the user menu, the footer credit.
 * requirements 9 breakpoints: full sidebar from 1024 px, collapsed to icons below, a toggleable
 * overlay below 768 px.
 */
export function AdminShell() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const wide = useMediaQuery('(min-width: 1024px)');

  // Price and model changes made offline wait in the outbox; send them when back online.
  useEffect(() => startOutboxTriggers(), []);
  // Signed in: the admin screens' own files go on the device now, not after a second visit.
  useEffect(() => saveAdminScreensForOffline(), []);
  useEffect(() => setOpen(false), [pathname]);
  useNoDeskWithoutLeads();

  return (
    <div className={`admin-layout${open ? ' sidebar-open' : ''}`}>
      <header className="admin-topbar">
        {!wide && (
          <button
            type="button"
            className="admin-menu-toggle"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="admin-sidebar"
            onClick={() => setOpen((v) => !v)}
          >
            <MenuToggleIcon open={open} />
          </button>
        )}
        <p className="admin-topbar-title">Admin Panel</p>
        <WaitingChanges />
        <DeskAlerts />
        <UserMenu />
      </header>
      <AdminSidebar open={open || wide} onNavigate={() => setOpen(false)} onGroupOpen={() => setOpen(true)} />
      {open && !wide && <div className="admin-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />}
      <div className="admin-main">
        <main className="admin-content">
          <OthersWaiting />
          {/* A screen the role may not open says so in words (docs/roles.md). */}
          <RequirePermission permission={permissionOf(pathname)}>
            {/* A screen that needs the server, opened offline, says so and offers the ones that open (docs/offline.md). */}
            {opensOffline(pathname) ? <Outlet /> : <OpensOnline key={pathname}><Outlet /></OpensOnline>}
          </RequirePermission>
        </main>
        <footer className="admin-footer">
          Designed &amp; developed by{' '}
          <a href={site.adminFooterCredit.url} target="_blank" rel="noopener noreferrer">
            {site.adminFooterCredit.name}
          </a>
        </footer>
      </div>
    </div>
  );
}
