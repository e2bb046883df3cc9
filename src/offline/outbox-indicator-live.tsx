/** Header button showing how many enquiries wait on this device; opens the outbox panel. */
import { useState } from 'react';
import { OutboxPanel } from './outbox-panel.tsx';
import { useOutboxEntries, waitingLabel } from '../lib/use-outbox-entries.ts';
import './offline.css';

export default function OutboxIndicatorLive() {
  const entries = useOutboxEntries('none');
  const [open, setOpen] = useState(false);
  const count = entries.length;
  if (count === 0 && !open) return null;
  return (
    <>
      {count > 0 ? (
        <button type="button" className="outbox-indicator" aria-label={waitingLabel(count)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <span aria-hidden="true">Outbox</span>
          <span className="outbox-count" aria-hidden="true">
            {count}
          </span>
        </button>
      ) : null}
      <OutboxPanel open={open} onClose={() => setOpen(false)} entries={entries} />
    </>
  );
}
