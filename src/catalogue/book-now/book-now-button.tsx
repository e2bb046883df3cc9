/**
 * "Book now for ₹2,000" on a model's page, for a model with a booking amount: the form
 * opens in a dialog and its code (the form, its schema, the checkout) loads on the first
 * tap, never with the page (the public pages' script budget).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { formatPaise } from '#contract/paise.ts';
import { Modal } from '../../ui/modal.tsx';
import { useBookNowOptions } from './use-book-now-options.ts';

const BookNowPanel = lazy(() => import('./book-now-panel.tsx').then((m) => ({ default: m.BookNowPanel })));

interface Props {
  bikeName: string;
  /** The variant chosen on the page: the form opens on it. */
  variant: string | undefined;
}

export function BookNowButton({ bikeName, variant }: Props) {
  const { t } = useLingui();
  const options = useBookNowOptions(bikeName);
  const [open, setOpen] = useState(false);
  if (!options || options.amountPaise === null) return null;
  const amount = formatPaise(options.amountPaise);
  return (
    <>
      <button type="button" className="btn btn-primary book-now-open" onClick={() => setOpen(true)}>
        {t`Book now for ${amount}`}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t`Book ${options.model}`}>
        <Suspense fallback={<p role="status"><Trans>Loading the booking form…</Trans></p>}>
          <BookNowPanel options={options} variant={variant} />
        </Suspense>
      </Modal>
    </>
  );
}
