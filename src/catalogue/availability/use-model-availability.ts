/**
 * The delivery availability of one model for its page (docs/stock-and-delivery.md
 * "Availability"): asked only after the page is drawn, so it never holds up the first
 * paint; a live answer is kept on the device, and when the network cannot answer the
 * answer kept last is shown with its time.
 */
import { useEffect, useState } from 'react';
import { apiPaths } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import type { AvailabilityAnswer } from '#contract/stock-availability.ts';
import { stockPaths } from '#contract/stock-paths.ts';
import { api, ApiError } from '../../lib/api.ts';
import { readAvailabilityCopy, saveAvailabilityCopy } from './availability-copy.ts';

export type ModelAvailability =
  | { state: 'loading' }
  | { state: 'live'; answer: AvailabilityAnswer }
  /** The network did not answer: the last answer kept on this device. */
  | { state: 'kept'; answer: AvailabilityAnswer }
  | { state: 'unknown-model' }
  | { state: 'failed' };

/** The three listings a model page can come from; the detail read carries no id. */
const listings = [apiPaths.bikes, apiPaths.scooters, apiPaths.ev] as const;

export async function modelIdOf(bikeName: string, signal: AbortSignal): Promise<number | null> {
  for (const path of listings) {
    const found = (await api<Vehicle[]>(path, { signal })).find((v) => v.bikeName.toLowerCase() === bikeName.toLowerCase());
    if (found) return found.id;
  }
  return null;
}

/** Runs `work` once the browser has drawn the next frame: the page paints first. */
export function afterPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(work, 0)));
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

export function useModelAvailability(bikeName: string): ModelAvailability {
  const [result, setResult] = useState<ModelAvailability>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const show = (next: ModelAvailability) => {
      if (!controller.signal.aborted) setResult(next);
    };
    setResult({ state: 'loading' });
    const cancel = afterPaint(() => {
      void (async () => {
        try {
          const id = await modelIdOf(bikeName, controller.signal);
          if (id === null) return show({ state: 'unknown-model' });
          // 'no-cache': the browser revalidates with the answer's ETag (a 304 when unchanged),
          // so an offline page never takes a copy from the HTTP cache for a live answer.
          const answer = await api<AvailabilityAnswer>(`${stockPaths.availability}?model=${id}`, { signal: controller.signal, cache: 'no-cache' });
          show({ state: 'live', answer });
          await saveAvailabilityCopy(bikeName, answer);
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status === 404) return show({ state: 'unknown-model' });
          const kept = await readAvailabilityCopy(bikeName);
          show(kept ? { state: 'kept', answer: kept } : { state: 'failed' });
        }
      })();
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [bikeName]);

  return result;
}
