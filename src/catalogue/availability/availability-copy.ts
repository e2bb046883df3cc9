/**
 * The last availability answer per model, kept on this device so a page opened with no
 * signal still says "About 3 weeks ... as of 10:40 am" (docs/stock-and-delivery.md).
 *
 * Why IndexedDB and not the service worker's catalogue cache: the worker serves the
 * catalogue's reads stale-while-revalidate, which would show an old answer while online,
 * and the answer's own life is a minute (Cache-Control max-age=60); the page must tell a
 * live answer from a kept one to say "as of". So the page asks the network and keeps
 * what it got itself. One record per model in one store, so it speaks IndexedDB directly
 * through src/lib/one-store-db.ts, as the site settings copy does.
 */
import type { AvailabilityAnswer } from '#contract/stock-availability.ts';
import { oneStoreDb } from '../../lib/one-store-db.ts';

export const availabilityDbName = 'model-availability';
const storeName = 'answers';
const dbVersion = 1;

interface SavedAnswer {
  /** The model's key in the page's address ('Shine100'): known offline, unlike its id. */
  bikeName: string;
  answer: AvailabilityAnswer;
}

const copy = oneStoreDb({ name: availabilityDbName, version: dbVersion, store: storeName, keyPath: 'bikeName', describedAs: 'the availability copy' });

const isAnswer = (value: unknown): value is AvailabilityAnswer =>
  typeof value === 'object' && value !== null && Array.isArray((value as AvailabilityAnswer).rows) && typeof (value as AvailabilityAnswer).computedAt === 'string';

/** The answer last kept for the model, or null (none yet, or no IndexedDB). */
export async function readAvailabilityCopy(bikeName: string): Promise<AvailabilityAnswer | null> {
  try {
    const saved = (await copy.get(bikeName)) as SavedAnswer | undefined;
    return saved && isAnswer(saved.answer) ? saved.answer : null;
  } catch {
    return null;
  }
}

/** Keeps the answer as the model's last known one; without IndexedDB nothing is kept, and nothing fails. */
export async function saveAvailabilityCopy(bikeName: string, answer: AvailabilityAnswer): Promise<void> {
  try {
    const saved: SavedAnswer = { bikeName, answer };
    await copy.put(saved);
  } catch {
    // Private mode or a full disk: offline the page says it cannot tell.
  }
}

/** Closes the database (tests, and another tab upgrading it). */
export function closeAvailabilityCopy(): void {
  copy.close();
}
