/**
 * Logging out while this account's changes still wait on the device (docs/offline.md
 * "Whose change it is"): they are kept for the next time the same account signs in here
 * (never sent by another), discarded, or the person stays signed in to let them go.
 */
import { Modal } from '../../ui/modal.tsx';
import { changesText } from './admin-changes.ts';

export type LogoutChoice = 'keep' | 'discard' | 'stay';

export function waitingAtLogoutText(count: number): string {
  return `${changesText(count)} ${count === 1 ? 'is' : 'are'} still waiting to be sent`;
}

export function LogoutDialog({ count, onChoose }: { count: number | null; onChoose: (choice: LogoutChoice) => void }) {
  return (
    <Modal open={count !== null && count > 0} onClose={() => onChoose('stay')} title={waitingAtLogoutText(count ?? 0)}>
      <p>
        Kept, they are sent the next time you sign in on this device; nobody else's sign-in sends them. Discarded, they are
        lost.
      </p>
      <div className="admin-logout-choices">
        <button type="button" className="btn btn-primary" onClick={() => onChoose('keep')}>
          Keep them for later
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onChoose('discard')}>
          Discard them
        </button>
        <button type="button" className="btn btn-outline" onClick={() => onChoose('stay')}>
          Stay signed in
        </button>
      </div>
    </Modal>
  );
}
