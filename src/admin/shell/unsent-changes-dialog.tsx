/**
 * The signed-in account's changes that are not going by themselves: refused by the server
 * (with its reason in plain words) or stuck after the server kept failing. Each can be
 * sent again or discarded; discarding asks first, since the change exists nowhere else.
 */
import { useState } from 'react';
import { retryEntry } from '../../lib/page-outbox.ts';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { problemText } from '../../lib/outbox/outbox-words.ts';
import { Modal } from '../../ui/modal.tsx';
import { istDateTime } from '../leads/lead-text.ts';
import { discardAdminChange } from './admin-changes.ts';

function UnsentChange({ entry }: { entry: OutboxEntry }) {
  const [confirming, setConfirming] = useState(false);
  const made = new Date(entry.createdAt).toISOString();
  return (
    <li className="admin-unsent-item">
      <p className="admin-unsent-label">{entry.label}</p>
      <p className="admin-unsent-meta">
        Made <time dateTime={made}>{istDateTime(made)}</time>
      </p>
      <p className="admin-error">{problemText(entry)}</p>
      <div className="admin-unsent-actions">
        {confirming ? (
          <>
            <span>Discard this change? It cannot be recovered.</span>
            <button type="button" className="btn btn-primary" onClick={() => void discardAdminChange(entry)}>
              Yes, discard
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </>
        ) : (
          <>
            <button type="button" className="btn btn-primary" onClick={() => void retryEntry(entry.id)}>
              Retry
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
              Discard
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export function UnsentChangesDialog({ open, onClose, entries }: { open: boolean; onClose: () => void; entries: OutboxEntry[] }) {
  return (
    <Modal open={open} onClose={onClose} title="Changes not sent">
      {entries.length === 0 ? (
        <p>Nothing is waiting for you.</p>
      ) : (
        <ul className="admin-unsent-list">
          {entries.map((entry) => (
            <UnsentChange key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
