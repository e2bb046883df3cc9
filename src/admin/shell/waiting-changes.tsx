import { useState } from 'react';
import { changesText, useAdminChanges } from './admin-changes.ts';
import { UnsentChangesDialog } from './unsent-changes-dialog.tsx';

function changesWaitingLabel(count: number): string {
  return `${changesText(count)} waiting`;
}

/**
 * The top bar's word on the signed-in account's queued changes (a price, a model switched
 * off, a lead's note or status): "N changes waiting" while they are on their way, and
 * "N changes not sent" for those the server refused or keeps failing on, which opens the
 * list to retry or discard them (docs/offline.md "Outbox states").
 */
export function WaitingChanges() {
  const { sending, unsent } = useAdminChanges();
  const [open, setOpen] = useState(false);
  if (sending.length === 0 && unsent.length === 0 && !open) return null;
  return (
    <>
      {sending.length > 0 && (
        <p className="admin-waiting" role="status">
          {changesWaitingLabel(sending.length)}
        </p>
      )}
      {unsent.length > 0 && (
        <button type="button" className="admin-waiting admin-unsent" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {changesText(unsent.length)} not sent
        </button>
      )}
      <UnsentChangesDialog open={open} onClose={() => setOpen(false)} entries={unsent} />
    </>
  );
}
