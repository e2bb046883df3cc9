/**
 * Makes a payment's receipt (receipt-pdf.ts) and saves it, from what the page holds: the
 * receipt from the ledger or /track, the dealer's settings for the letterhead. jsPDF and
 * the builder load on the tap; the font (Noto Sans Devanagari, whose Latin letters and '₹'
 * the receipt uses) is a hashed build file the service worker keeps once fetched.
 */
import { receiptFileName, type PaymentReceipt } from '#contract/payment-receipt.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { download } from '../download.ts';
import { devanagariFontUrls } from './devanagari-font-urls.ts';
import { letterheadLogo, letterheadText } from './letterhead.ts';

async function bytesOf(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

/** `showroomId`: whose address heads it (the booking's showroom); the head office's without one. */
export async function downloadReceipt(receipt: PaymentReceipt, site: SiteSettings, showroomId: number | undefined): Promise<void> {
  const [{ receiptPdf }, regular, bold, logo] = await Promise.all([
    import('./receipt-pdf.ts'),
    bytesOf(devanagariFontUrls.regular),
    bytesOf(devanagariFontUrls.bold),
    letterheadLogo(site),
  ]);
  const bytes = await receiptPdf(receipt, { ...letterheadText(site, showroomId), logo }, { regular, bold });
  download(new Blob([bytes], { type: 'application/pdf' }), receiptFileName(receipt));
}
