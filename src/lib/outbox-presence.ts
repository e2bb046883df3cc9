/**
 * Whether this device has an outbox database at all, answered without loading the
 * database code (Dexie): the home page of a first-time visitor then loads none of it
 * (docs/performance.md: the home page's JavaScript budget). The outbox code is loaded
 * as soon as an enquiry is written, or when an earlier visit left a database behind.
 */
import { outboxDbName } from './outbox/outbox-db-name.ts';

const openedEvent = 'outbox-opened';
let known = false;

/** True when the outbox database exists (or when the browser cannot tell: then load it). */
export async function outboxMayExist(): Promise<boolean> {
  if (known) return true;
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return (known = true);
  try {
    const databases = await indexedDB.databases();
    // An enquiry may have opened the database while the browser was answering.
    known = known || databases.some((d) => d.name === outboxDbName);
  } catch {
    known = true;
  }
  return known;
}

/** Called when the page opens the outbox database, e.g. for a first enquiry. */
export function noteOutboxOpened(): void {
  if (known) return;
  known = true;
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(openedEvent));
}

export function onOutboxOpened(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => {};
  window.addEventListener(openedEvent, listener);
  return () => window.removeEventListener(openedEvent, listener);
}
