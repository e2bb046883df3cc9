/**
 * A job card's bill (Workshop > a card > its bill; docs/workshop.md "The bill screen"): the
 * invoice number and date, the dealer's GSTIN as printed on it, the customer and vehicle,
 * each line with its code, quantity, rate, taxable value, GST rate and CGST + SGST or
 * IGST, the totals and the amount in words; "Download bill (PDF)" makes the PDF in the
 * browser. Before the card is billed it shows the draft (today's approved lines) and, at
 * Ready, "Bill and deliver".
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../ui/link.tsx';
import { toast } from 'sonner';
import { supplyLabels } from '#contract/gst-states.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { download } from '../export/download.ts';
import { exportLetterhead } from '../export/export-letterhead.ts';
import { pdfFont, devanagariPdfFont } from '../export/export-pdf-font.ts';
import { ListState } from '../ui/list-state.tsx';
import { billDate, billFileName, billWords, rupees } from './bill-rows.ts';
import { BillTable } from './bill-table.tsx';
import { MakeBillButton } from './make-bill-button.tsx';
import { billQuery, jobCardQuery } from './workshop-queries.ts';
import '../stock/stock.css';
import './workshop.css';

export function BillScreen() {
  const jobCardId = Number(useParams().jobCardId);
  const site = useSiteSettings();
  const { data: bill, error, refetch } = useQuery({ ...billQuery(jobCardId), enabled: Number.isSafeInteger(jobCardId) && jobCardId > 0 });
  const card = useQuery({ ...jobCardQuery(jobCardId), enabled: bill !== undefined && !bill.final });
  const [making, setMaking] = useState(false);
  usePageMeta(bill?.invoiceNumber ? `Bill ${bill.invoiceNumber}` : 'Bill');

  const downloadPdf = async () => {
    if (!bill) return;
    setMaking(true);
    try {
      const [{ buildBillPdf, billNeedsDevanagari }, font, letterhead] = await Promise.all([import('./bill-pdf.ts'), pdfFont(), exportLetterhead(site, [bill.showroomId])]);
      const devanagari = billNeedsDevanagari(bill, letterhead) ? await devanagariPdfFont() : undefined;
      download(new Blob([await buildBillPdf(bill, letterhead, font, devanagari)], { type: 'application/pdf' }), billFileName(bill));
    } catch {
      toast.error('Failed to make the PDF. Please try again.');
    } finally {
      setMaking(false);
    }
  };

  return (
    <section className="admin-screen stock-screen workshop-bill">
      <p className="workshop-back"><Link to="/admin/workshop">Back to the workshop</Link></p>
      {!bill ? (
        <ListState rows={undefined} failed={!!error} failedText="Failed to load the bill. Please try again." emptyText="" retry={() => void refetch()} />
      ) : (
        <>
          <div className="admin-actions">
            <h1 className="admin-heading stock-heading admin-keep-case">
              {bill.invoiceNumber ? `Tax invoice ${bill.invoiceNumber}` : `Draft bill · job card ${bill.reference}`}
            </h1>
          </div>
          {!bill.final && (
            <p className="workshop-draft" role="note">
              Not billed yet: these are the lines approved so far. The bill is made, numbered and fixed with Bill and deliver at Ready.
            </p>
          )}
          <dl className="workshop-facts">
            <div><dt>{bill.final ? 'Bill date' : 'Today'}</dt><dd>{billDate(bill)}</dd></div>
            <div><dt>Dealer GSTIN</dt><dd className="workshop-nowrap">{bill.gstin}</dd></div>
            <div><dt>Customer</dt><dd>{bill.customerName}, {bill.mobile}</dd></div>
            <div><dt>Vehicle</dt><dd>{bill.model} · <span className="workshop-nowrap">{bill.registration}</span></dd></div>
            <div><dt>Job card</dt><dd>{bill.reference}</dd></div>
            <div><dt>Place of supply</dt><dd>{supplyLabels(bill.gstin)[bill.supply]}</dd></div>
          </dl>
          {bill.lines.length > 0 ? <BillTable bill={bill} /> : <p className="status-text">No approved line: nothing to bill.</p>}
          <dl className="workshop-totals workshop-bill-totals">
            <div><dt>Total</dt><dd><strong>{rupees(bill.totals.totalPaise)}</strong></dd></div>
            <div><dt>Amount in words</dt><dd>{billWords(bill)}</dd></div>
          </dl>
          <div className="admin-actions workshop-bill-actions">
            {!bill.final && card.data?.jobCard.stage === 'ready' && <MakeBillButton jobCardId={jobCardId} />}
            <button type="button" className="btn btn-outline admin-keep-case" disabled={making || bill.lines.length === 0} onClick={() => void downloadPdf()}>
              {making ? 'Making the PDF...' : bill.final ? 'Download bill (PDF)' : 'Download draft (PDF)'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
