/**
 * The enquiries this phone sent, each with the reference the server gave it (docs/offline.md
 * "After it is sent"): one that waited offline is found here again once it has gone, in the
 * outbox panel and under What this phone has saved.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMomentText } from '../lib/i18n/use-indian-date.ts';
import { useSentRecords } from '../lib/use-sent-records.ts';
import { outboxEntryLabel } from './outbox-panel-words.ts';

export function SentList() {
  const { t, i18n } = useLingui();
  const sent = useSentRecords();
  const moment = useMomentText();
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby="sent-from-phone">
      <h3 id="sent-from-phone" className="saved-heading"><Trans>Sent from this phone</Trans></h3>
      <ul className="outbox-list" aria-label={t`Sent from this phone`}>
        {sent.map((record) => (
          <li key={record.id} className="outbox-item" data-status="sent">
            <div className="outbox-item-head">
              <span>{outboxEntryLabel(i18n, record)}</span>
              <span className="outbox-item-reference">
                {record.reference ? t`Reference: ${record.reference}` : t`Sent`}
              </span>
            </div>
            <p className="outbox-item-meta">
              <Trans>Sent</Trans>{' '}
              <time dateTime={new Date(record.sentAt).toISOString()}>{moment(record.sentAt)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
