/**
 * The admin changes waiting in this device's outbox, split by whose they are
 * (docs/offline.md "Whose change it is"): the signed-in account's own, still on their way
 * or needing a decision (refused, stuck), and other accounts', which wait for their
 * author to sign in. Discarding a lead's event also takes it off the lead on the device.
 */
import { useMemo } from 'react';
import { discardEntry } from '../../lib/page-outbox.ts';
import type { OutboxAuthor, OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { inSendingQueue } from '../../lib/outbox/outbox-states.ts';
import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';
import { deskMemory } from '../leads/desk-memory.ts';
import { leadDeskDb } from '../leads/lead-db.ts';
import { leadEventOutboxKind } from '../leads/record-desk-event.ts';
import { useSignedInAuthor } from '../session/use-signed-in-author.ts';

export interface OthersWaiting {
  author: OutboxAuthor;
  count: number;
}

export interface AdminChanges {
  /** The signed-in account's changes (and older ones naming no author). */
  mine: OutboxEntry[];
  /** Of those, the ones still on their way by themselves. */
  sending: OutboxEntry[];
  /** Of those, the ones the server refused or that are stuck: the person decides. */
  unsent: OutboxEntry[];
  others: OthersWaiting[];
}

export function splitAdminChanges(entries: readonly OutboxEntry[], me: string | null): AdminChanges {
  const mine = entries.filter((e) => !e.author || e.author.id === me);
  const byAuthor = new Map<string, OthersWaiting>();
  for (const e of entries) {
    if (!e.author || e.author.id === me) continue;
    const group = byAuthor.get(e.author.id) ?? { author: e.author, count: 0 };
    group.count += 1;
    byAuthor.set(e.author.id, group);
  }
  return { mine, sending: mine.filter(inSendingQueue), unsent: mine.filter((e) => !inSendingQueue(e)), others: [...byAuthor.values()] };
}

export function useAdminChanges(): AdminChanges {
  const entries = useOutboxEntries('admin');
  const me = useSignedInAuthor()?.id ?? null;
  // The same lists while nothing changed, so screens laying them over their copy memoise.
  return useMemo(() => splitAdminChanges(entries, me), [entries, me]);
}

export async function discardAdminChange(entry: Pick<OutboxEntry, 'id' | 'kind'>): Promise<void> {
  await discardEntry(entry.id);
  // The lead's copy on the device showed it as waiting; it will never reach the server now.
  if (entry.kind === leadEventOutboxKind) await forgetWaitingEvent(entry.id).catch(() => undefined);
}

async function forgetWaitingEvent(id: string): Promise<void> {
  const database = leadDeskDb();
  const event = await database.events.get(id);
  if (!event || event.pending !== 1) return;
  await database.events.delete(id);
  // Told as no longer waiting, the desk's list drops what the event had changed on the lead.
  deskMemory(database).remember([], [{ ...event, pending: 0 }]);
}

export function changesText(count: number): string {
  return `${count} ${count === 1 ? 'change' : 'changes'}`;
}
