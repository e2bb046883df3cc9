/**
 * A booking's money on its page (docs/payments.md "Ledger"): the booking amount, what was
 * received, given back and is due (docs/payments.md "What is due": what went back is never
 * due again), a receipt PDF for each payment received (receipt-pdf.ts, made here
 * from the ledger's answer), each refund through the gateway with its status (pending until
 * the gateway processes it), and any refund the gateway made that the ledger refused, which
 * an Owner or Manager marks dealt with, saying what was done.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { receiptDay, type PaymentReceipt } from '#contract/payment-receipt.ts';
import { formatPaise, ledgerKindLabels, paymentPaths, refundStatusLabels, type LedgerAnswer } from '#contract/payments.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { downloadReceipt } from '../../lib/pdf/download-receipt.ts';
import { adminRead } from '../data/admin-read.ts';
import { ListState } from '../ui/list-state.tsx';
import { RefundDealtWithForm } from './refund-dealt-with-form.tsx';

export function BookingMoney({ bookingId, showroomId, mayRefund }: { bookingId: number; showroomId: number; mayRefund: boolean }) {
  const id = useId();
  const site = useSiteSettings();
  const path = paymentPaths.ledger(bookingId);
  const { data, error, refetch } = useQuery(adminRead<LedgerAnswer>(path, { fresh: true }));
  const [making, setMaking] = useState<string>();
  if (!data) {
    return <ListState rows={undefined} failed={!!error} failedText="Failed to load the booking amount. Please try again." emptyText="" retry={() => void refetch()} />;
  }
  const refunds = data.entries.filter((e) => e.kind === 'refund' && e.reversedById === null);
  const receipt = async (r: PaymentReceipt) => {
    setMaking(r.receiptNumber);
    try {
      await downloadReceipt(r, site, showroomId);
    } catch (failure) {
      console.error('receipt failed', failure);
      toast.error('The receipt could not be made. Please try again when online.');
    } finally {
      setMaking(undefined);
    }
  };
  return (
    <section className="booking-money" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="stock-history-heading">Booking amount</h3>
      <p>
        {data.bookingAmountPaise === null ? 'No booking amount is set for this model.' : `Booking amount ${formatPaise(data.bookingAmountPaise)}`}
        {` · Received ${formatPaise(data.receivedPaise)}`}
        {data.receivedPaise !== data.balancePaise && ` · Given back ${formatPaise(data.receivedPaise - data.balancePaise)} · Held ${formatPaise(data.balancePaise)}`}
        {data.duePaise !== null && data.duePaise > 0 && ` · Due ${formatPaise(data.duePaise)}`}
      </p>
      {data.receipts.length > 0 && (
        <ul className="booking-receipts">
          {data.receipts.map((r) => (
            <li key={r.receiptNumber}>
              <span>{r.receiptNumber} · {ledgerKindLabels[r.kind]} · {formatPaise(r.amountPaise)} · {receiptDay(r)}</span>
              <button type="button" className="btn btn-secondary" disabled={making !== undefined} onClick={() => void receipt(r)}
                aria-label={`Download receipt ${r.receiptNumber}`}>
                {making === r.receiptNumber ? 'Making the receipt...' : 'Download receipt'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <ul className="booking-refunds" aria-label="Refunds">
          {refunds.map((e) => (
            <li key={e.id}>
              Refund {formatPaise(-e.amountPaise)} · {e.gatewayRefundId ?? e.reference} · {formatIstDateTime(e.createdAt)}
              {e.refundStatus && <> · <strong>{refundStatusLabels[e.refundStatus]}</strong></>}
            </li>
          ))}
        </ul>
      )}
      {data.shortfalls.map((short) => (
        <div key={short.gatewayPaymentId} className="booking-flagged" role="alert">
          <p>
            <strong>Paid another amount</strong>: the gateway captured {formatPaise(short.capturedPaise)} of the order&apos;s {formatPaise(short.orderAmountPaise)}
            {' '}(payment {short.gatewayPaymentId}, order {short.orderId}) on {formatIstDateTime(short.receivedAt)}.
          </p>
          <p>{short.message}</p>
        </div>
      ))}
      {data.needsAttention.map((flagged) => (
        <div key={flagged.gatewayRefundId} className="booking-flagged" role={flagged.dealtWith ? undefined : 'alert'}>
          {flagged.reason === 'failed' ? (
            <p>
              <strong>{flagged.dealtWith ? 'Failed refund looked into' : 'Refund failed: the customer is still owed it'}</strong>: {formatPaise(flagged.amountPaise)}
              {' '}({flagged.gatewayRefundId}, payment {flagged.gatewayPaymentId}) failed at the gateway on {formatIstDateTime(flagged.receivedAt)}.
            </p>
          ) : (
            <p>
              <strong>{flagged.dealtWith ? 'Refund looked into' : 'Refund to look into'}</strong>: {formatPaise(flagged.amountPaise)} refunded at the gateway
              ({flagged.gatewayRefundId}, payment {flagged.gatewayPaymentId}) on {formatIstDateTime(flagged.receivedAt)}, when the ledger showed {formatPaise(flagged.balancePaise)}.
            </p>
          )}
          {flagged.dealtWith ? (
            <p>Dealt with by {flagged.dealtWith.byName} on {formatIstDateTime(flagged.dealtWith.at)}: {flagged.dealtWith.note}</p>
          ) : (
            <>
              <p>{flagged.message}</p>
              {mayRefund && <RefundDealtWithForm bookingId={bookingId} gatewayRefundId={flagged.gatewayRefundId} />}
            </>
          )}
        </div>
      ))}
    </section>
  );
}
