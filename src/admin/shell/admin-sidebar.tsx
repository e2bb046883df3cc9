import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NavLink } from '../../ui/link.tsx';
import { groupOf, menuFor } from './admin-menu.ts';
import { useStaffRole } from '../session/use-staff-role.ts';

interface SidebarProps {
  /** Expanded (below 1024 px) or shown as an overlay (below 768 px). */
  open: boolean;
  onNavigate: () => void;
  /** A group was opened: a collapsed (icons only) sidebar expands so its items show. */
  onGroupOpen: () => void;
}

/** requirements 2.5, 4: the left menu; its groups behave as an accordion (one open at a time). */
export function AdminSidebar({ open, onNavigate, onGroupOpen }: SidebarProps) {
  const { pathname } = useLocation();
  // Only what the role may open (docs/roles.md); the server refuses the rest anyway.
  const menu = menuFor(useStaffRole().role);
  const [openGroup, setOpenGroup] = useState<string | undefined>(() => groupOf(pathname));
  useEffect(() => {
    const current = groupOf(pathname);
    if (current) setOpenGroup(current);
  }, [pathname]);

  return (
    <nav id="admin-sidebar" className={`admin-sidebar${open ? ' is-open' : ''}`} aria-label="Admin menu">
      <ul className="admin-menu">
        {menu.map((group) => {
          if (group.to) {
            return (
              <li key={group.id}>
                <NavLink to={group.to} className="admin-menu-link admin-menu-top" onClick={onNavigate} title={group.label}>
                  <span className="admin-menu-icon" aria-hidden="true">{group.icon}</span>
                  <span className="admin-menu-label">{group.label}</span>
                </NavLink>
              </li>
            );
          }
          const expanded = openGroup === group.id;
          return (
            <li key={group.id}>
              <button
                type="button"
                className="admin-menu-group"
                aria-expanded={expanded}
                aria-controls={`admin-group-${group.id}`}
                title={group.label}
                onClick={() => {
                  // Collapsed, a tap on an icon means "show me this section", never "close it".
                  if (!open) {
                    setOpenGroup(group.id);
                    onGroupOpen();
                    return;
                  }
                  setOpenGroup(expanded ? undefined : group.id);
                }}
              >
                <span className="admin-menu-icon" aria-hidden="true">{group.icon}</span>
                <span className="admin-menu-label">{group.label}</span>
                <span className="admin-menu-caret" aria-hidden="true">{expanded ? '▾' : '▸'}</span>
              </button>
              <ul id={`admin-group-${group.id}`} className="admin-submenu" hidden={!expanded}>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} className="admin-menu-link" onClick={onNavigate}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
