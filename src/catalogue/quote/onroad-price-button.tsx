import { Trans, useLingui } from '@lingui/react/macro';
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
  /** The model's picture (a site address), printed on the quote's PDF. */
  picture?: string;
  /** The button's look: a button (default) or a link-like action in a row of them. */
  className?: string;
}

/** "On-road price": the itemised breakup in a dialog (focus trap, Escape closes). */
export function OnroadPriceButton({ bikeKey, modelName, variant, picture, className = 'btn btn-outline' }: OnroadPriceButtonProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        <Trans>On-road price</Trans>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t`On-road price: ${modelName}`}>
        {/* Mounted only while open: the rates are read when asked for, and reopening starts afresh. */}
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the price…</Trans>
            </p>
          }
        >
          <QuotePanel bikeKey={bikeKey} modelName={modelName} picture={picture} start={{ variant }} />
        </Suspense>
      </Modal>
    </>
  );
}
