import { openShowrooms } from '#contract/site-settings.ts';
import { useEffect, useRef, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../ui/link.tsx';
import { useLingui } from '@lingui/react/macro';
import { inLanguage } from '../lib/i18n/text-table.ts';
import { isEntryActive, navEntries, type NavEntry } from '#contract/nav-items.ts';
import { navLabels } from './nav-labels.ts';
import { useSiteSettings } from '../lib/site-settings/use-site-settings.tsx';
import { useNavState } from './nav-state.ts';
import './nav-bar.css';

/**
 * requirements 2.2 and 4: the red navigation bar. A dropdown entry toggles its menu; only one
 * menu is open at a time; its own button closes it; choosing an item navigates and closes
 * it; navigating closes any menu. Outside click and Escape close too (disclosure pattern:
 * buttons with aria-expanded/aria-controls, arrow keys move through the items).
 */
export function NavBar() {
  const { pathname } = useLocation();
  const { i18n, t } = useLingui();
  const label = (english: string) => inLanguage(i18n, navLabels, english);
  const { showrooms } = useSiteSettings();
  // requirements 2.2: NETWORKS lists the showrooms, now the dealer's own (Manage > Site).
  const entries = navEntries.map((entry): NavEntry =>
    entry.kind === 'menu' && entry.id === 'networks' ? { ...entry, items: openShowrooms(showrooms).map((s) => ({ label: s.label, path: `/dealers/${s.id}` })) } : entry,
  );
  // One selector per value, not the whole state: the bar re-renders when a menu opens or
  // closes, not when syncPath records the path (which on a drawn page is right after the
  // app takes it over, as a synchronous render of every link of the bar).
  const openMenu = useNavState((s) => s.openMenu);
  const mobileOpen = useNavState((s) => s.mobileOpen);
  const { setOpenMenu, setMobileOpen, syncPath } = useNavState.getState();
  const bar = useRef<HTMLElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const menus = useRef(new Map<string, HTMLUListElement>());

  useEffect(() => syncPath(pathname), [pathname, syncPath]);

  useEffect(() => {
    if (openMenu === null && !mobileOpen) return;
    function onPointerDown(event: MouseEvent | TouchEvent) {
      if (bar.current && !bar.current.contains(event.target as Node)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      if (openMenu !== null) {
        buttons.current.get(openMenu)?.focus();
        setOpenMenu(null);
      } else setMobileOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, mobileOpen, setOpenMenu, setMobileOpen]);

  function focusItem(id: string, which: 'first' | 'last') {
    // The menu renders on the next frame after opening.
    requestAnimationFrame(() => {
      const links = menus.current.get(id)?.querySelectorAll<HTMLAnchorElement>('a');
      if (!links || links.length === 0) return;
      (which === 'first' ? links[0] : links[links.length - 1])?.focus();
    });
  }

  function onButtonKeyDown(event: ReactKeyboardEvent, id: string) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenMenu(id);
      focusItem(id, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: ReactKeyboardEvent<HTMLUListElement>) {
    const links = Array.from(event.currentTarget.querySelectorAll<HTMLAnchorElement>('a'));
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    let next = -1;
    if (event.key === 'ArrowDown') next = (index + 1) % links.length;
    else if (event.key === 'ArrowUp') next = (index - 1 + links.length) % links.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = links.length - 1;
    else if (event.key === 'Tab' && !event.shiftKey && index === links.length - 1) setOpenMenu(null);
    if (next >= 0) {
      event.preventDefault();
      links[next]?.focus();
    }
  }

  function renderEntry(entry: NavEntry) {
    const active = isEntryActive(entry, pathname);
    if (entry.kind === 'link') {
      return (
        <li key={entry.label} className="nav-entry">
          <Link to={entry.path} className={`nav-link${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
            {label(entry.label)}
          </Link>
        </li>
      );
    }
    const open = openMenu === entry.id;
    const menuId = `nav-menu-${entry.id}`;
    return (
      <li key={entry.label} className={`nav-entry has-menu${open ? ' is-open' : ''}`}>
        <button
          type="button"
          ref={(el) => {
            if (el) buttons.current.set(entry.id, el);
          }}
          className={`nav-link nav-toggle${active ? ' is-active' : ''}`}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenMenu(open ? null : entry.id)}
          onKeyDown={(e) => onButtonKeyDown(e, entry.id)}
        >
          {label(entry.label)}
          <svg className="nav-caret" width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
            <path d="M1 3l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
        <ul
          id={menuId}
          ref={(el) => {
            if (el) menus.current.set(entry.id, el);
          }}
          className="nav-menu"
          hidden={!open}
          onKeyDown={onMenuKeyDown}
        >
          {entry.items.map((item) => (
            <li key={item.path}>
              <Link
                to={item.path}
                className={`nav-menu-item${pathname === item.path ? ' is-active' : ''}`}
                aria-current={pathname === item.path ? 'page' : undefined}
                onClick={() => setOpenMenu(null)}
              >
                {label(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </li>
    );
  }

  return (
    <nav ref={bar} className="nav-bar" aria-label={t`Main`}>
      <div className="nav-inner">
        <button
          type="button"
          className="nav-hamburger"
          aria-expanded={mobileOpen}
          aria-controls="nav-entries"
          onClick={() => setMobileOpen((o) => !o)}
        >
          <span className="nav-hamburger-icon" aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          {t`MENU`}
        </button>
        <ul id="nav-entries" className={`nav-entries${mobileOpen ? ' is-open' : ''}`}>
          {entries.map(renderEntry)}
        </ul>
      </div>
    </nav>
  );
}
