import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';

export function changesWaitingLabel(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'} waiting`;
}

/**
 * "N changes waiting" in the top bar while any admin change (a price, a model switched
 * off, a lead's note or status) waits in the outbox to be sent; nothing otherwise.
 */
export function WaitingChanges() {
  const count = useOutboxEntries('admin').filter((e) => e.status !== 'failed').length;
  if (count === 0) return null;
  return (
    <p className="admin-waiting" role="status">
      {changesWaitingLabel(count)}
    </p>
  );
}
