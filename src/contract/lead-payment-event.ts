/**
 * How a booking's money reads on its lead's timeline (docs/lead-desk.md "Payments on the
 * timeline"): "Paid ₹2,000 online (pay_N5x...)", "Paid ₹2,000 in cash at the counter",
 * "Refund of ₹2,000 (rfnd_...): pending". Amounts in ₹ with Indian grouping.
 */
import type { PaymentEventData } from './lead-events.ts';
import { formatPaise } from './payments.ts';

/** Who a payment the gateway told us of is by, on the timeline. */
export const gatewayAuthor = 'gateway';
export const gatewayName = 'Payment gateway';

const refundStatusWords: Record<NonNullable<PaymentEventData['refundStatus']>, string> = {
  pending: 'pending at the gateway', processed: 'processed', failed: 'failed at the gateway',
};

const withRef = (reference: string) => (reference ? ` (${reference})` : '');

export function paymentEventText(d: PaymentEventData): string {
  const amount = formatPaise(Math.abs(d.amountPaise));
  switch (d.kind) {
    case 'paid_online':
      return `Paid ${amount} online${withRef(d.reference)}`;
    case 'counter_cash':
      return `Paid ${amount} in cash at the counter${d.reference ? ` (slip ${d.reference})` : ''}`;
    case 'counter_upi':
      return `Paid ${amount} by UPI at the counter${d.reference ? ` (UPI ${d.reference})` : ''}`;
    case 'refund':
      return `Refund of ${amount}${withRef(d.reference)}: ${d.refundStatus ? refundStatusWords[d.refundStatus] : 'given back'}`;
    case 'refund_processed':
      return `Refund of ${amount}${withRef(d.reference)}: processed`;
    case 'adjustment':
      return `Booking amount adjusted by ${formatPaise(d.amountPaise)}${d.note ? `: ${d.note}` : ''}`;
    case 'reversal':
      return `Entry reversed (${formatPaise(d.amountPaise)})${d.note ? `: ${d.note}` : ''}`;
  }
}
