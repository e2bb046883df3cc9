/** Header button showing how many enquiries wait on this device; opens the outbox panel. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { OutboxPanel } from './outbox-panel.tsx';
import { outboxWaitingLabel } from './outbox-panel-words.ts';
import { useOutboxEntries } from '../lib/use-outbox-entries.ts';
import './offline.css';

export default function OutboxIndicatorLive() {
  const { i18n } = useLingui();
  const entries = useOutboxEntries('none');
  const [open, setOpen] = useState(false);
  const count = entries.length;
  if (count === 0 && !open) return null;
  return (
    <>
      {count > 0 ? (
        <button type="button" className="outbox-indicator" aria-label={outboxWaitingLabel(i18n, count)} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <span aria-hidden="true"><Trans>Outbox</Trans></span>
          <span className="outbox-count" aria-hidden="true">
            {count}
          </span>
        </button>
      ) : null}
      <OutboxPanel open={open} onClose={() => setOpen(false)} entries={entries} />
    </>
  );
}
