/**
 * The last availability answer per model, kept on this device so a page opened with no
 * signal still says "About 3 weeks ... as of 10:40 am" (docs/stock-and-delivery.md).
 *
 * Why IndexedDB and not the service worker's catalogue cache: the worker serves the
 * catalogue's reads stale-while-revalidate, which would show an old answer while online,
 * and the answer's own life is a minute (Cache-Control max-age=60); the page must tell a
 * live answer from a kept one to say "as of". So the page asks the network and keeps
 * what it got itself. One record per model in one store, so it speaks IndexedDB directly
 * like the site settings copy (src/lib/site-settings/site-settings-copy.ts): Dexie would add
 * 30 KB to the detail page for two calls.
 */
import type { AvailabilityAnswer } from '#contract/stock.ts';

export const availabilityDbName = 'model-availability';
const storeName = 'answers';
const dbVersion = 1;

interface SavedAnswer {
  /** The model's key in the page's address ('Shine100'): known offline, unlike its id. */
  bikeName: string;
  answer: AvailabilityAnswer;
}

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(availabilityDbName, dbVersion);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(storeName)) req.result.createObjectStore(storeName, { keyPath: 'bikeName' });
    };
    req.onsuccess = () => {
      req.result.onversionchange = () => closeAvailabilityCopy();
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    req.onblocked = () => reject(new Error('the availability copy is held open elsewhere'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(storeName, mode).objectStore(storeName);
}

const isAnswer = (value: unknown): value is AvailabilityAnswer =>
  typeof value === 'object' && value !== null && Array.isArray((value as AvailabilityAnswer).rows) && typeof (value as AvailabilityAnswer).computedAt === 'string';

/** The answer last kept for the model, or null (none yet, or no IndexedDB). */
export async function readAvailabilityCopy(bikeName: string): Promise<AvailabilityAnswer | null> {
  try {
    const saved = (await request((await store('readonly')).get(bikeName))) as SavedAnswer | undefined;
    return saved && isAnswer(saved.answer) ? saved.answer : null;
  } catch {
    return null;
  }
}

/** Keeps the answer as the model's last known one; without IndexedDB nothing is kept, and nothing fails. */
export async function saveAvailabilityCopy(bikeName: string, answer: AvailabilityAnswer): Promise<void> {
  try {
    const saved: SavedAnswer = { bikeName, answer };
    await request((await store('readwrite')).put(saved));
  } catch {
    // Private mode or a full disk: offline the page says it cannot tell.
  }
}

/** Closes the database (tests, and another tab upgrading it). */
export function closeAvailabilityCopy(): void {
  const closing = opening;
  opening = null;
  void closing?.then((db) => db.close(), () => undefined);
}
