import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { useDismiss } from '../../ui/use-dismiss.ts';
import { logout } from '../session/logout.ts';
import { meQuery } from '../session/me-query.ts';
import { discardAdminChange, useAdminChanges } from './admin-changes.ts';
import { LogoutDialog, type LogoutChoice } from './logout-dialog.tsx';

/** requirements 2.5: the top bar's user menu: Profile, Change Password, Logout. */
export function UserMenu() {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The name in the user menu; failures are shown by the screens that need the account.
  const { data: me } = useQuery(meQuery);
  const name = me?.user_name || me?.user_id;
  useDismiss(open, root, () => setOpen(false));
  // Only this account's own changes: another's wait for it whatever happens here.
  const { mine } = useAdminChanges();
  const [asking, setAsking] = useState(false);

  const leave = () => {
    setLeaving(true);
    // logout never fails: offline, the device is cleared all the same (queued changes stay).
    void logout(queryClient).then(() => navigate('/admin/login', { replace: true }));
  };
  const choose = (choice: LogoutChoice) => {
    setAsking(false);
    if (choice === 'stay') return;
    if (choice === 'discard') {
      const discarding = [...mine];
      setLeaving(true);
      void (async () => {
        for (const entry of discarding) await discardAdminChange(entry);
        leave();
      })();
      return;
    }
    leave();
  };

  return (
    <div className="admin-user" ref={root}>
      {/* The accessible name starts with the visible one (WCAG 2.5.3): "Asha Rani, user menu". */}
      <button type="button" className="admin-user-button" aria-haspopup="menu" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
        <span className="admin-user-avatar" aria-hidden="true">{(name ?? 'A').slice(0, 1).toUpperCase()}</span>
        <span className="admin-user-name">{name ?? 'Admin'}</span>
        <span className="visually-hidden">, user menu</span>
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
              onClick={() => {
                setOpen(false);
                if (mine.length > 0) setAsking(true);
                else leave();
              }}
            >
              Logout
            </button>
          </li>
        </ul>
      )}
      <LogoutDialog count={asking ? mine.length : null} onChoose={choose} />
    </div>
  );
}
