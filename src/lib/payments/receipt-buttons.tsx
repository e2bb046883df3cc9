/**
 * "Download receipt" beside a paid booking amount on /track (docs/payments.md "Receipts"):
 * one for each payment received, made in the browser from the track answer's receipts and
 * the dealer's settings the page already holds, on the letterhead of the booking's showroom,
 * in the page's language (English or Hindi).
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatPaise } from '#contract/payments.ts';
import type { PaymentReceipt } from '#contract/payment-receipt.ts';
import { downloadReceipt } from '../pdf/download-receipt.ts';
import { useSiteSettings } from '../site-settings/use-site-settings.tsx';

export function ReceiptButtons({ receipts, showroom }: { receipts: PaymentReceipt[]; showroom: string | null }) {
  const { t, i18n } = useLingui();
  const site = useSiteSettings();
  const [making, setMaking] = useState<string>();
  const [failed, setFailed] = useState(false);
  if (receipts.length === 0) return null;
  const showroomId = site.showrooms.find((s) => s.name === showroom)?.id;
  const make = async (receipt: PaymentReceipt) => {
    setMaking(receipt.receiptNumber);
    setFailed(false);
    try {
      // In the language the buyer reads /track in.
      await downloadReceipt(receipt, site, showroomId, i18n.locale === 'hi' ? 'hi' : 'en');
    } catch (error) {
      console.error('receipt failed', error);
      setFailed(true);
    } finally {
      setMaking(undefined);
    }
  };
  return (
    <div className="track-payment__receipts">
      {receipts.map((receipt) => {
        const amount = formatPaise(receipt.amountPaise);
        const number = receipt.receiptNumber;
        return (
          <button key={number} type="button" className="track-booking__button track-booking__button--quiet" disabled={making !== undefined}
            aria-label={receipts.length > 1 ? t`Download receipt ${number} for ${amount}` : undefined} onClick={() => void make(receipt)}>
            {making === number ? t`Making the receipt...` : receipts.length > 1 ? t`Download receipt (${amount})` : t`Download receipt`}
          </button>
        );
      })}
      {failed && <p className="track-payment__problem" role="alert">{t`The receipt could not be made just now. Please try again when you are online.`}</p>}
    </div>
  );
}
