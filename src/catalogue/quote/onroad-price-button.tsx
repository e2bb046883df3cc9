import { lazy, Suspense, useState } from 'react';
import { Modal } from '../../ui/modal.tsx';

// The quote's code (its form, the enquiry schemas, the outbox) loads on the first tap, not
// with the listing or detail page whose first paint it would slow; it is precached, so the
// tap works offline too.
const QuotePanel = lazy(() => import('./quote-panel.tsx').then((m) => ({ default: m.QuotePanel })));

interface OnroadPriceButtonProps {
  bikeKey: string;
  modelName: string;
  /** The variant chosen on the page, if any: the quote opens on it. */
  variant?: string;
}

/** "On-road price": the itemised breakup in a dialog (focus trap, Escape closes). */
export function OnroadPriceButton({ bikeKey, modelName, variant }: OnroadPriceButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        On-road price
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={`On-road price: ${modelName}`}>
        {/* Mounted only while open: the rates are read when asked for, and reopening starts afresh. */}
        <Suspense fallback={<p role="status">Loading the price…</p>}>
          <QuotePanel bikeKey={bikeKey} modelName={modelName} start={{ variant }} />
        </Suspense>
      </Modal>
    </>
  );
}
