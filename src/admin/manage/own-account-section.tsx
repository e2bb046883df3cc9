import { useQuery } from '@tanstack/react-query';
import { Link } from '../../ui/link.tsx';
import { meQuery } from '../session/me-query.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';

/** requirements 3: a default display name when user_name is empty. */
const defaultDisplayName = 'Administrator';
/** Passwords are never shown (requirements 10, a fix of requirements 6). */
const maskedPassword = '••••••••';

/**
 * requirements 2.5 Manage > Account, now the first part of Manage > Staff: a one-row table
 * of the signed-in account, and the way to its details, morning summary and password. Every
 * role sees it; it is all a Sales account sees there.
 */
export function OwnAccountSection() {
  // Read again each time the screen opens (requirements 8: a failure is said on the page).
  const { data: me, error } = useQuery(meQuery);

  return (
    <section className="staff-part" aria-labelledby="own-account-heading">
      <h2 id="own-account-heading" className="staff-part-heading">Your account</h2>
      {error && !me ? (
        <p className="admin-error" role="alert">Failed to load user data. Please try again.</p>
      ) : (
        <ScrollRegion className="admin-table-wrap" label="Your account table">
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
      <p className="staff-own-links">
        <Link className="btn btn-outline admin-keep-case" to="/admin/account/profile">Your name, e-mail and morning summary</Link>
        <Link className="btn btn-outline admin-keep-case" to="/admin/account/password">Change your password</Link>
      </p>
    </section>
  );
}
