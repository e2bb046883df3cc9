/**
 * The list of enquiries waiting on this device (docs/offline.md: the outbox is
 * visible). Refused ones say why in plain words, stuck ones that the server keeps failing;
 * both can be retried or discarded; discarding asks first, since the enquiry exists
 * nowhere else (docs/offline.md "Outbox states"). Below them, what this phone sent, with
 * the references the server gave (src/offline/sent-list.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../ui/modal.tsx';
import type { OutboxEntry } from '../lib/outbox/outbox-entry.ts';
import { useMomentText } from '../lib/i18n/use-indian-date.ts';
import { discardEntry, retryEntry } from '../lib/page-outbox.ts';
import { outboxEntryLabel, outboxProblemText, outboxReferencePending, outboxStatusText } from './outbox-panel-words.ts';
import { SentList } from './sent-list.tsx';

function OutboxItem({ entry }: { entry: OutboxEntry }) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  // '23 Nov 2026, 10:30 am': the showroom's clock, as every time on the site reads.
  const moment = useMomentText();
  const problem = outboxProblemText(i18n, entry);
  return (
    <li className="outbox-item" data-status={entry.status}>
      <div className="outbox-item-head">
        <span>{outboxEntryLabel(i18n, entry)}</span>
        {/* The server gives the reference when the enquiry arrives (docs/security.md). */}
        <span className="outbox-item-reference">{outboxReferencePending(i18n)}</span>
      </div>
      <p className="outbox-item-meta">
        <time dateTime={new Date(entry.createdAt).toISOString()}>{moment(entry.createdAt)}</time>
        {' · '}
        {outboxStatusText(i18n, entry.status)}
      </p>
      {problem ? <p className="outbox-item-error">{problem}</p> : null}
      {problem ? (
        <div className="outbox-item-actions">
          {confirming ? (
            <>
              <span><Trans>Discard this enquiry? It cannot be recovered.</Trans></span>
              <button type="button" className="primary" onClick={() => void discardEntry(entry.id)}>
                <Trans>Yes, discard</Trans>
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                <Trans>Keep it</Trans>
              </button>
            </>
          ) : (
            <>
              <button type="button" className="primary" onClick={() => void retryEntry(entry.id)}>
                <Trans>Retry</Trans>
              </button>
              <button type="button" onClick={() => setConfirming(true)}>
                <Trans>Discard</Trans>
              </button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}

export function OutboxPanel({ open, onClose, entries }: { open: boolean; onClose: () => void; entries: OutboxEntry[] }) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Enquiries waiting to be sent`}>
      <p className="outbox-note"><Trans>Saved on this device. They are sent automatically when you are back online.</Trans></p>
      {entries.length === 0 ? (
        <p><Trans>Nothing is waiting.</Trans></p>
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
