/**
 * What "Book now" offers on a model's page (docs/payments.md "Book now"): read after the
 * page is drawn, like the delivery availability, so it never holds up the first paint.
 * Null while reading, when the network cannot answer, and for a model without a booking
 * amount: the page then simply has no Book now.
 */
import { useEffect, useState } from 'react';
import type { BookNowOptions } from '#contract/book-now.ts';
import { bookNowPaths } from '#contract/book-now-paths.ts';
import { api } from '../../lib/api.ts';
import { afterPaint, modelIdOf } from '../availability/use-model-availability.ts';

export function useBookNowOptions(bikeName: string): BookNowOptions | null {
  const [options, setOptions] = useState<BookNowOptions | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setOptions(null);
    const cancel = afterPaint(() => {
      void (async () => {
        try {
          const id = await modelIdOf(bikeName, controller.signal);
          if (id === null) return;
          const answer = await api<BookNowOptions>(`${bookNowPaths.options}?model=${id}`, { signal: controller.signal, cache: 'no-cache' });
          if (!controller.signal.aborted && answer.amountPaise !== null) setOptions(answer);
        } catch {
          // Offline or refused: no Book now on this visit.
        }
      })();
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [bikeName]);
  return options;
}
