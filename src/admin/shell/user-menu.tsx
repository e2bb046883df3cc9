import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { logout } from '../session/logout.ts';
import { useMeStore } from '../session/me-store.ts';

/** spec 2.5: the top bar's user menu: Profile, Change Password, Logout. */
export function UserMenu() {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const name = useMeStore((s) => s.me?.user_name || s.me?.user_id);
  useDismiss(open, root, () => setOpen(false));

  return (
    <div className="admin-user" ref={root}>
      <button type="button" className="admin-user-button" aria-label="User menu" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span className="admin-user-avatar" aria-hidden="true">{(name ?? 'A').slice(0, 1).toUpperCase()}</span>
        <span className="admin-user-name">{name ?? 'Admin'}</span>
      </button>
      {open && (
        <ul className="admin-user-menu" role="menu">
          <li role="none">
            <Link role="menuitem" to="/admin/account/profile" onClick={() => setOpen(false)}>Profile</Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/admin/account/password" onClick={() => setOpen(false)}>Change Password</Link>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              disabled={leaving}
              onClick={async () => {
                setLeaving(true);
                await logout();
                navigate('/admin/login', { replace: true });
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
