/**
 * A booking's refunds on /track (docs/payments.md "Refund status"): each with its amount
 * and where it stands at the gateway, so the buyer can see that the money is on its way
 * and when it was sent back; beside them, money given back at the showroom with its day
 * (docs/payments.md "What is due"), which lowers nothing due and would otherwise go unseen.
 */
import { useLingui } from '@lingui/react/macro';
import { istDateOf } from '#contract/ist-date.ts';
import { formatPaise, type TrackCounterRefund, type TrackRefund } from '#contract/payments.ts';
import { useIndianDate } from '../i18n/use-indian-date.ts';

export function RefundLines({ refunds, counterRefunds }: { refunds: TrackRefund[]; counterRefunds: TrackCounterRefund[] }) {
  const { t } = useLingui();
  const indianDate = useIndianDate();
  if (refunds.length === 0 && counterRefunds.length === 0) return null;
  const line = (r: TrackRefund) => {
    const amount = formatPaise(r.amountPaise);
    const made = indianDate(istDateOf(new Date(r.madeAt)));
    if (r.status === 'pending') return t`Refund of ${amount}, started on ${made}: on its way back to your account`;
    if (r.status === 'processed') return t`Refund of ${amount}: sent back to your account on ${indianDate(istDateOf(new Date(r.settledAt ?? r.madeAt)))}`;
    if (r.status === 'failed') return t`Refund of ${amount}, started on ${made}: the bank did not take it; the showroom will contact you`;
    return t`Refund of ${amount} on ${made}`;
  };
  return (
    <ul className="track-payment__refunds">
      {/* Refunds are only ever added, oldest first: the position names one. */}
      {refunds.map((r, i) => <li key={`${i}-${r.madeAt}`}>{line(r)}</li>)}
      {counterRefunds.map((r, i) => {
        const amount = formatPaise(r.amountPaise);
        const on = indianDate(r.on);
        return <li key={`counter-${i}-${r.on}`}>{t`Given back at the showroom: ${amount} on ${on}`}</li>;
      })}
    </ul>
  );
}
