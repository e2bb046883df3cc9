/**
 * "Download delivery note (PDF)" on a booking that holds a vehicle and is Ready (printed to be
 * signed at handover) or Delivered: the booking as shown, its checklist read afresh, the
 * day of handover from its history, on the letterhead of the booking's showroom.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { BookingChecklist } from '#contract/delivery-checklist.ts';
import { stockPaths, type BookingRecord, type StockHistoryEntry } from '#contract/stock.ts';
import { api } from '../../lib/api.ts';
import { download } from '../../lib/download.ts';
import { documentFonts } from '../../lib/pdf/document-fonts.ts';
import { letterheadLogo, letterheadText } from '../../lib/pdf/letterhead.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

export function DeliveryNoteButton({ booking, history }: { booking: BookingRecord; history: StockHistoryEntry[] }) {
  const site = useSiteSettings();
  const [making, setMaking] = useState(false);
  if (!booking.vin || (booking.state !== 'ready' && booking.state !== 'delivered')) return null;

  const make = async () => {
    setMaking(true);
    try {
      const [{ deliveryNotePdf, deliveryNoteFileName }, checklist, fonts, logo] = await Promise.all([
        import('./delivery-note-pdf.ts'),
        api<BookingChecklist>(stockPaths.bookingChecklist(booking.id)),
        documentFonts(),
        letterheadLogo(site),
      ]);
      const delivered = history.findLast((h) => h.type === 'delivered')?.data.date;
      const head = { ...letterheadText(site, booking.showroomId), logo };
      const note = { booking, checklist, deliveredOn: typeof delivered === 'string' ? delivered : null, showroom: head.showroomName };
      download(new Blob([await deliveryNotePdf(note, head, fonts)], { type: 'application/pdf' }), deliveryNoteFileName(booking));
    } catch (failure) {
      console.error('delivery note failed', failure);
      toast.error('The delivery note could not be made. Please try again when online.');
    } finally {
      setMaking(false);
    }
  };

  return (
    <p className="delivery-note">
      <button type="button" className="btn btn-secondary admin-keep-case" disabled={making} onClick={() => void make()}>
        {making ? 'Making the delivery note...' : 'Download delivery note (PDF)'}
      </button>
    </p>
  );
}
