/**
 * The outbox database's name, on its own so that asking whether the database exists
 * (`src/lib/outbox-presence.ts`, on the page) loads no Dexie, and the service worker's
 * outbox (`outbox-db.ts`) shares the name without the page's window events.
 */
export const outboxDbName = 'dealer-outbox';
