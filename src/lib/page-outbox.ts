/**
 * The page's outbox: the shared outbox module with the page's fetch, the admin CSRF
 * token, Web Locks, Background Sync and the "sent" announcement. `enqueueRequest` is
 * how admin changes made offline (prices, model on/off) join the same queue.
 */
import { timeTakenMessage } from '#contract/appointment-words.ts';
import { adminAuthor } from './admin-author.ts';
import { adminToken } from './api.ts';
import { requestBackgroundSync } from './outbox/background-sync.ts';
import { createOutbox, type FlushReport, type Outbox } from './outbox/outbox.ts';
import { OutboxDb } from './outbox/outbox-db.ts';
import type { NewOutboxRequest } from './outbox/outbox-entry.ts';
import { announceSent } from './outbox/outbox-events.ts';
import { noteOutboxOpened } from './outbox-presence.ts';

let outbox: Outbox | undefined;
let db: OutboxDb | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The page's one database instance, for live queries (the outbox indicator and panel). */
export function outboxDatabase(): OutboxDb {
  if (!db) {
    db = new OutboxDb();
    noteOutboxOpened();
  }
  return db;
}

export function pageOutbox(): Outbox {
  outbox ??= createOutbox({
    openDb: outboxDatabase,
    fetch: (input, init) => fetch(input, init),
    csrfToken: () => adminToken.get(),
    signedInAuthor: () => adminAuthor.get()?.id ?? null,
    locks: typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null,
    // A booking kept without its time says so (docs/appointments.md "Offline and the outbox").
    onSent: (entry, message, data) => announceSent(entry, data, message === timeTakenMessage ? message : undefined),
    onQueued: () => {
      void requestBackgroundSync();
      scheduleNextFlush();
    },
  });
  return outbox;
}

/** Sends what is due now, then sets a timer for the next due attempt. */
export async function flushOutbox(): Promise<FlushReport> {
  try {
    return await pageOutbox().flush();
  } finally {
    scheduleNextFlush();
  }
}

/** Back online: what waited (whatever its backoff) is sent now. */
export async function wakeOutbox(): Promise<FlushReport> {
  try {
    return await pageOutbox().wake();
  } finally {
    scheduleNextFlush();
  }
}

/**
 * Queues a request (e.g. an admin change made offline) and tries to send it; returns its
 * id. An admin change is signed with the account signed in now, whose session alone sends it.
 */
export async function enqueueRequest(request: NewOutboxRequest): Promise<string> {
  const author = request.auth === 'admin' ? (request.author ?? adminAuthor.get() ?? undefined) : undefined;
  const id = await pageOutbox().enqueue(author ? { ...request, author } : request);
  void flushOutbox();
  return id;
}

export async function retryEntry(id: string): Promise<void> {
  await pageOutbox().retry(id);
  scheduleNextFlush();
}

export function discardEntry(id: string): Promise<void> {
  return pageOutbox().discard(id);
}

/** Discards several entries (an author's waiting changes, at logout). */
export async function discardEntries(ids: readonly string[]): Promise<void> {
  for (const id of ids) await pageOutbox().discard(id);
}

// Timers far in the future are clamped by browsers anyway; re-check at least this often.
const maxTimerMs = 5 * 60_000;

function scheduleNextFlush(): void {
  void pageOutbox()
    .nextDueAt()
    .then((due) => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (due === null) return;
      const wait = Math.min(maxTimerMs, Math.max(250, due - Date.now()));
      timer = setTimeout(() => void flushOutbox(), wait);
    });
}
