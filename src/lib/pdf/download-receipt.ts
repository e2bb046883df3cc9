/**
 * Makes a payment's receipt (receipt-pdf.ts) and saves it, from what the page holds: the
 * receipt from the ledger or /track, the dealer's settings for the letterhead. jsPDF and
 * the builder load on the tap; the font (Noto Sans Devanagari, whose Latin letters and '₹'
 * the receipt uses) is a hashed build file the service worker keeps once fetched.
 */
import { receiptFileName, type PaymentReceipt } from '#contract/payment-receipt.ts';
import type { SiteSettings } from '#contract/site-settings.ts';
import { download } from '../download.ts';
import { documentFonts } from './document-fonts.ts';
import { letterheadLogo, letterheadText } from './letterhead.ts';
import type { ReceiptLanguage } from './receipt-words.ts';

/** `showroomId`: whose address heads it (the booking's showroom); the head office's without one. `language`: the buyer's, on /track. */
export async function downloadReceipt(receipt: PaymentReceipt, site: SiteSettings, showroomId: number | undefined, language: ReceiptLanguage = 'en'): Promise<void> {
  const [{ receiptPdf }, fonts, logo] = await Promise.all([import('./receipt-pdf.ts'), documentFonts(), letterheadLogo(site)]);
  const bytes = await receiptPdf(receipt, { ...letterheadText(site, showroomId), logo }, fonts, language);
  download(new Blob([bytes], { type: 'application/pdf' }), receiptFileName(receipt));
}
