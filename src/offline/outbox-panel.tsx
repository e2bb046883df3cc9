/**
 * The list of enquiries waiting on this device (docs/offline.md: the outbox is
 * visible). Refused ones say why in plain words, stuck ones that the server keeps failing;
 * both can be retried or discarded; discarding asks first, since the enquiry exists
 * nowhere else (docs/offline.md "Outbox states"). Below them, what this phone sent, with
 * the references the server gave (src/offline/sent-list.tsx).
 */
import { formatIstDateTime } from '#contract/ist-date.ts';
import { useState } from 'react';
import { Modal } from '../ui/modal.tsx';
import { referenceWhenSent } from '#contract/lead-reference.ts';
import type { OutboxEntry } from '../lib/outbox/outbox-entry.ts';
import { problemText } from '../lib/outbox/outbox-words.ts';
import { discardEntry, retryEntry } from '../lib/page-outbox.ts';
import { SentList } from './sent-list.tsx';

const statusText: Record<OutboxEntry['status'], string> = {
  pending: 'Waiting for the network',
  sending: 'Sending…',
  failed: 'Not accepted',
  stuck: 'Not sent yet',
};

// '23 Nov 2026, 10:30 am': the showroom's clock, as every time on the site reads.

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const [confirming, setConfirming] = useState(false);
  const problem = problemText(entry);
  return (
    <li className="outbox-item" data-status={entry.status}>
      <div className="outbox-item-head">
        <span>{entry.label}</span>
        {/* The server gives the reference when the enquiry arrives (docs/security.md). */}
        <span className="outbox-item-reference">{referenceWhenSent}</span>
      </div>
      <p className="outbox-item-meta">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{formatIstDateTime(new Date(entry.createdAt))}</time>
        {' · '}
        {statusText[entry.status]}
      </p>
      {problem ? <p className="outbox-item-error">{problem}</p> : null}
      {problem ? (
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
      {/* What went while the panel was open stays in view, with its reference. */}
      <SentList />
    </Modal>
  );
}
