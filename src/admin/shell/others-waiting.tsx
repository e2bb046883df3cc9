import { changesText, useAdminChanges } from './admin-changes.ts';

/**
 * Another account's changes queued on this device wait for that account to sign in: they
 * are never sent with this session (docs/offline.md "Whose change it is"). Said above the
 * screen, so whoever uses the device knows the work is there and whose it is.
 */
export function OthersWaiting() {
  const { others } = useAdminChanges();
  if (others.length === 0) return null;
  return (
    <div className="admin-others-waiting" role="status">
      {others.map(({ author, count }) => (
        <p key={author.id}>
          {changesText(count)} by {author.name} {count === 1 ? 'is' : 'are'} waiting for them to sign in
        </p>
      ))}
    </div>
  );
}
