/**
 * The enquiries this phone sent, each with the reference the server gave it (docs/offline.md
 * "After it is sent"): one that waited offline is found here again once it has gone, in the
 * outbox panel and under What this phone has saved.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { istDateOf } from '#contract/ist-date.ts';
import { useClockText, useIndianDate } from '../lib/i18n/use-indian-date.ts';
import { useSentRecords } from '../lib/use-sent-records.ts';

/** 'HH:MM' of an instant on the showroom's clock (IST, UTC+05:30 all year). */
const istClock = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(11, 16);

export function SentList() {
  const { t } = useLingui();
  const sent = useSentRecords();
  const indianDate = useIndianDate();
  const clock = useClockText();
  if (sent.length === 0) return null;
  return (
    <section aria-labelledby="sent-from-phone">
      <h3 id="sent-from-phone" className="saved-heading"><Trans>Sent from this phone</Trans></h3>
      <ul className="outbox-list" aria-label={t`Sent from this phone`}>
        {sent.map((record) => (
          <li key={record.id} className="outbox-item" data-status="sent">
            <div className="outbox-item-head">
              <span>{record.label}</span>
              <span className="outbox-item-reference">
                {record.reference ? t`Reference: ${record.reference}` : t`Sent`}
              </span>
            </div>
            <p className="outbox-item-meta">
              <Trans>Sent</Trans>{' '}
              <time dateTime={new Date(record.sentAt).toISOString()}>{indianDate(istDateOf(new Date(record.sentAt)))}, {clock(istClock(record.sentAt))}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
