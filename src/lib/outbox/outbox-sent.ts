/**
 * What this device sent: when the server accepts a public enquiry, its entry leaves the
 * outbox and a record with the server's reference takes its place, in the same
 * transaction, so there is never a moment when the enquiry is in neither. Shared by the
 * page and the service worker (whichever sent it writes the record).
 */
import { referenceInAnswer } from '#contract/lead-reference.ts';
import type { OutboxDb } from './outbox-db.ts';
import type { OutboxEntry, SentRecord } from './outbox-entry.ts';

/** How long a sent enquiry is listed: long enough to find the reference again, not a history. */
export const sentKeptMs = 14 * 86_400_000;
/** At most this many are listed (the newest). */
export const sentKeptCount = 20;

export function sentRecordOf(entry: OutboxEntry, answer: unknown, at: number): SentRecord {
  return { id: entry.id, kind: entry.kind, label: entry.label, reference: referenceInAnswer(answer), createdAt: entry.createdAt, sentAt: at };
}

/** Deletes the entry and keeps its sent record; drops records past their time or count. */
export async function keepSent(db: OutboxDb, entry: OutboxEntry, answer: unknown, at: number): Promise<void> {
  await db.transaction('rw', db.requests, db.sent, async () => {
    await db.requests.delete(entry.id);
    await db.sent.put(sentRecordOf(entry, answer, at));
    await db.sent.where('sentAt').below(at - sentKeptMs).delete();
    const extra = await db.sent.orderBy('sentAt').reverse().offset(sentKeptCount).primaryKeys();
    if (extra.length > 0) await db.sent.bulkDelete(extra);
  });
}

/** The sent record of an entry, once the server accepted it. */
export async function sentRecord(db: OutboxDb, id: string): Promise<SentRecord | undefined> {
  return db.sent.get(id);
}
