/**
 * The list of enquiries waiting on this device (ARCHITECTURE "Offline": the outbox is
 * visible). Refused ones can be retried or discarded; discarding asks first, since the
 * enquiry exists nowhere else.
 */
import { useState } from 'react';
import { Modal } from '../ui/modal.tsx';
import { referenceOf, type OutboxEntry } from '../lib/outbox/outbox-entry.ts';
import { discardEntry, retryEntry } from '../lib/page-outbox.ts';

const statusText: Record<OutboxEntry['status'], string> = {
  pending: 'Waiting for the network',
  sending: 'Sending…',
  failed: 'Not accepted',
};

const timeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const [confirming, setConfirming] = useState(false);
  const reference = referenceOf(entry.id);
  return (
    <li className="outbox-item" data-status={entry.status}>
      <div className="outbox-item-head">
        <span>{entry.label}</span>
        <span>Ref {reference}</span>
      </div>
      <p className="outbox-item-meta">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{timeFormat.format(entry.createdAt)}</time>
        {' · '}
        {statusText[entry.status]}
      </p>
      {entry.status === 'failed' && entry.lastError ? <p className="outbox-item-error">{entry.lastError}</p> : null}
      {entry.status === 'failed' ? (
        <div className="outbox-item-actions">
          {confirming ? (
            <>
              <span>Discard this enquiry? It cannot be recovered.</span>
              <button type="button" className="primary" onClick={() => void discardEntry(entry.id)}>
                Yes, discard
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Keep it
              </button>
            </>
          ) : (
            <>
              <button type="button" className="primary" onClick={() => void retryEntry(entry.id)}>
                Retry
              </button>
              <button type="button" onClick={() => setConfirming(true)}>
                Discard
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function OutboxPanel({ open, onClose, entries }: { open: boolean; onClose: () => void; entries: OutboxEntry[] }) {
  return (
    <Modal open={open} onClose={onClose} title="Enquiries waiting to be sent">
      <p className="outbox-note">Saved on this device. They are sent automatically when you are back online.</p>
      {entries.length === 0 ? (
        <p>Nothing is waiting.</p>
      ) : (
        <ul className="outbox-list">
          {entries.map((entry) => (
            <OutboxItem key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
    </Modal>
  );
}
