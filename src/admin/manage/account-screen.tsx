import { useQuery } from '@tanstack/react-query';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { meQuery } from '../session/me-query.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/** requirements 3: a default display name when user_name is empty. */
const defaultDisplayName = 'Administrator';
/** Passwords are never shown (requirements 10, a fix of requirements 6). */
const maskedPassword = '••••••••';

/** requirements 2.5 Manage > Account: a one-row table of the signed-in account. */
export function AccountScreen() {
  usePageMeta('Account');
  // Read again each time the screen opens (requirements 8: a failure is said on the page).
  const { data: me, error } = useQuery(meQuery);

  return (
    <section className="admin-screen">
      <h1 className="admin-heading">Account</h1>
      {error && !me ? (
        <p className="admin-error" role="alert">Failed to load user data. Please try again.</p>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Accounts table">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">User ID</th>
                <th scope="col">Password</th>
                <th scope="col">User Name</th>
                <th scope="col">Mobile No</th>
                <th scope="col">Email</th>
                <th scope="col">City</th>
                <th scope="col">Created Date</th>
                <th scope="col">Expire Date</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {me ? (
                <tr>
                  <td>{me.user_id}</td>
                  <td aria-label="Password hidden">{maskedPassword}</td>
                  <td>{me.user_name || defaultDisplayName}</td>
                  <td>{me.mobile_no}</td>
                  <td>{me.email}</td>
                  <td>{me.city || 'N/A'}</td>
                  <td>{me.created_date}</td>
                  <td>{me.expire_date}</td>
                  {/* requirements 3: 'active' shows Active, anything else Inactive. */}
                  <td>{String(me.Status).toLowerCase() === 'active' ? 'Active' : 'Inactive'}</td>
                </tr>
              ) : (
                <tr>
                  <td colSpan={9} className="admin-table-note">Loading...</td>
                </tr>
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
