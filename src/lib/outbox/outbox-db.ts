/**
 * The 'dealer-outbox' IndexedDB database (Dexie). Its own database, apart from the admin
 * report cache, so clearing one never touches the other. Opened by the page and by the
 * service worker; IndexedDB transactions make claims atomic across both.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { OutboxEntry, SentRecord } from './outbox-entry.ts';
import { outboxDbName } from './outbox-db-name.ts';

export { outboxDbName };

export class OutboxDb extends Dexie {
  requests!: EntityTable<OutboxEntry, 'id'>;
  /** Public enquiries sent from this device, with their references (src/lib/outbox/outbox-sent.ts). */
  sent!: EntityTable<SentRecord, 'id'>;

  constructor(name: string = outboxDbName) {
    super(name);
    this.version(1).stores({ requests: 'id, createdAt, status, auth' });
    // Version 2 adds what was sent; the waiting requests are kept as they are.
    this.version(2).stores({ requests: 'id, createdAt, status, auth', sent: 'id, sentAt' });
  }
}
