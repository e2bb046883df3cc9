/**
 * The durable outbox (docs/architecture.md "One flow, end to end" and "Offline"). A request is
 * written to IndexedDB before its first send, so a dropped signal, a closed tab or a
 * crashed server never loses it; it is deleted only when the server has answered 2xx
 * (a visitor's enquiry then leaves a record with its reference: outbox-sent.ts).
 *
 * - network failure, 5xx, 408, 429: stays 'pending' with backoff and is sent later, until
 *   five failures in a row make it 'stuck' (outbox-states.ts);
 * - any other 4xx: kept as 'failed' with the server's reason, never retried silently;
 * - an admin change is sent only by a page where its author is signed in;
 * - two senders (tabs, the service worker and a page) never send one entry at once:
 *   a Web Lock serialises flushes where the browser has it, and every send first claims
 *   its entry in an IndexedDB transaction (pending -> sending with a lease). A lease
 *   left by a sender that died is reclaimed once it expires. Should a send still be
 *   repeated (an answer lost on the way back), the Idempotency-Key makes the server
 *   answer the same success and store nothing.
 *
 * Everything outside our control is passed in (fetch, clock, locks), so the page and
 * the service worker share this module and tests run it against real local things.
 */
import { OutboxDb } from './outbox-db.ts';
import { isOutboxFile, type NewOutboxRequest, type OutboxEntry } from './outbox-entry.ts';
import { buildRequestInit, classifyResponse, networkReason } from './outbox-request.ts';
import { inSendingQueue, settlementOf, type SendAttempt } from './outbox-states.ts';
import { keepSent } from './outbox-sent.ts';

export type { SendAttempt };

export interface OutboxDeps {
  /** Makes the Dexie database; opening it may fail (no IndexedDB, private modes). */
  openDb?: () => OutboxDb;
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /** Resolves entry paths (site-relative) to absolute URLs where there is no page origin. */
  baseUrl?: string;
  now?: () => number;
  random?: () => number;
  newId?: () => string;
  /**
   * The admin CSRF token at send time. Without this function (the service worker cannot
   * read localStorage) admin entries are left for a page to send.
   */
  csrfToken?: () => string | null;
  /**
   * The id of the staff account signed in on this page. An admin change that names its
   * author is sent only while that account is signed in (another account's session never
   * sends it); without this function, only changes naming no author are sent.
   */
  signedInAuthor?: () => string | null;
  /** False when the device knows it has no network; such failures do not make an entry stuck. */
  isOnline?: () => boolean;
  /** navigator.locks where available. */
  locks?: Pick<LockManager, 'request'> | null;
  /** A queued entry was sent by a flush (not by the first send): tell the user. */
  onSent?: (entry: OutboxEntry, message: string, data?: unknown) => void;
  /** Something waits for the network: ask for Background Sync, set a timer. */
  onQueued?: (entry: OutboxEntry) => void;
  /** Abort a send that gets no answer; kept well under the lease. */
  requestTimeoutMs?: number;
  /** How long a claim lasts before another sender may take the entry over. */
  leaseMs?: number;
}

export interface SubmitResult {
  id: string;
  /** False when IndexedDB could not be used and the request was sent directly, once. */
  stored: boolean;
  result: SendAttempt;
}

export interface FlushReport {
  sent: string[];
  /** Still waiting in the sending queue (they will be tried again by themselves). */
  queued: string[];
  refused: string[];
  /** Failed once too often in a row: they wait for a person's Retry. */
  stuck: string[];
}

export interface Outbox {
  /** Resolves to false where IndexedDB cannot be opened. */
  available(): Promise<boolean>;
  /** Stores a request as pending (nothing sent yet) and returns its id. */
  enqueue(request: NewOutboxRequest): Promise<string>;
  /** Stores a request, then sends it at once (the form's SUBMIT). */
  submit(request: NewOutboxRequest): Promise<SubmitResult>;
  /** Sends every due entry one by one. */
  flush(): Promise<FlushReport>;
  /** A failed or stuck entry goes back to pending (its failure count cleared) and is sent now. */
  retry(id: string): Promise<FlushReport>;
  /**
   * The network is back: every pending entry is due now, whatever its backoff, and is sent.
   * The backoff grew while the device was offline and says nothing about the network now.
   * A stuck entry gets one more try (the network changed); one more failure keeps it stuck.
   */
  wake(): Promise<FlushReport>;
  discard(id: string): Promise<void>;
  /** The next time something becomes due, or null when nothing waits. */
  nextDueAt(): Promise<number | null>;
  /** The database, for live queries; null where IndexedDB is not available. */
  database(): Promise<OutboxDb | null>;
  close(): Promise<void>;
}

const flushLockName = 'outbox-flush';

/** How many bytes of files a request uploads. */
export function fileBytes(entry: Pick<OutboxEntry, 'body'>): number {
  let bytes = 0;
  for (const value of Object.values(entry.body)) if (isOutboxFile(value)) bytes += value.blob.size;
  return bytes;
}
const defaultLeaseMs = 60_000;
const defaultTimeoutMs = 30_000;

export function createOutbox(deps: OutboxDeps): Outbox {
  const now = deps.now ?? (() => Date.now());
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? (() => crypto.randomUUID());
  const baseLeaseMs = deps.leaseMs ?? defaultLeaseMs;
  const baseTimeoutMs = deps.requestTimeoutMs ?? defaultTimeoutMs;
  // A 5 MB resume on a slow phone line takes minutes: files get extra time for their size
  // (at a modest 16 kB/s) both to finish and before anyone may take the entry over.
  const allowanceFor = (entry: OutboxEntry) => Math.ceil(fileBytes(entry) / 16);
  const timeoutFor = (entry: OutboxEntry) => baseTimeoutMs + allowanceFor(entry);
  const leaseFor = (entry: OutboxEntry) => baseLeaseMs + allowanceFor(entry);
  const openDb = deps.openDb ?? (() => new OutboxDb());
  let dbPromise: Promise<OutboxDb | null> | undefined;

  function database(): Promise<OutboxDb | null> {
    dbPromise ??= (async () => {
      try {
        const db = openDb();
        await db.open();
        return db;
      } catch {
        return null;
      }
    })();
    return dbPromise;
  }

  const isOnline = deps.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const canSend = (entry: OutboxEntry) => {
    if (entry.auth !== 'admin') return true;
    if (deps.csrfToken === undefined) return false;
    // Changes queued before authors were recorded name none: any signed-in page may send them.
    return entry.author === undefined || entry.author.id === deps.signedInAuthor?.();
  };

  function isDue(entry: OutboxEntry, at: number): boolean {
    if (entry.status === 'pending') return entry.nextAttemptAt <= at;
    if (entry.status === 'sending') return entry.leaseUntil <= at;
    return false;
  }

  function toEntry(request: NewOutboxRequest, claimed: boolean): OutboxEntry {
    const at = now();
    const entry: OutboxEntry = {
      id: request.id ?? newId(),
      kind: request.kind,
      label: request.label,
      method: request.method,
      path: request.path,
      encoding: request.encoding,
      body: request.body,
      auth: request.auth ?? 'none',
      ...(request.inOrder ? { inOrder: true } : {}),
      ...(request.author ? { author: request.author } : {}),
      createdAt: at,
      status: claimed ? 'sending' : 'pending',
      attempts: claimed ? 1 : 0,
      nextAttemptAt: at,
      leaseUntil: 0,
      lastError: null,
    };
    if (claimed) entry.leaseUntil = at + leaseFor(entry);
    return entry;
  }

  /**
   * Stores a new entry after every entry already there. Flushes send in createdAt order,
   * and two entries made in one millisecond (a lead's two quick status changes) would
   * otherwise tie and be sent in the order of their random ids.
   */
  async function addInOrder(db: OutboxDb, entry: OutboxEntry): Promise<void> {
    await db.transaction('rw', db.requests, async () => {
      const last = await db.requests.orderBy('createdAt').last();
      if (last && entry.createdAt <= last.createdAt) entry.createdAt = last.createdAt + 1;
      await db.requests.add(entry);
    });
  }

  async function attempt(entry: OutboxEntry): Promise<SendAttempt> {
    const url = deps.baseUrl ? new URL(entry.path, deps.baseUrl).href : entry.path;
    const init = buildRequestInit(entry, deps.csrfToken?.() ?? null);
    if (typeof AbortSignal !== 'undefined' && typeof AbortSignal.timeout === 'function') {
      init.signal = AbortSignal.timeout(timeoutFor(entry));
    }
    try {
      const result = await classifyResponse(await deps.fetch(url, init));
      // A public enquiry has no session to wait for: a 401 is a refusal like any other 4xx.
      if (result.kind === 'signed-out' && entry.auth !== 'admin') return { kind: 'refused', status: 401, message: result.reason };
      return result;
    } catch (error) {
      return { kind: 'retry', reason: networkReason(error), network: true };
    }
  }

  /** Records the outcome of a send; never brings back an entry someone else finished. */
  async function settle(db: OutboxDb, entry: OutboxEntry, result: SendAttempt): Promise<OutboxEntry['status'] | 'sent'> {
    const settlement = settlementOf(entry, result, { now: now(), random, online: isOnline() });
    if (settlement === 'delete') {
      // A visitor's enquiry leaves its reference behind; staff changes need none.
      if (entry.auth === 'none' && result.kind === 'accepted') await keepSent(db, entry, result.data, now());
      else await db.requests.delete(entry.id);
      return 'sent';
    }
    await db.requests.update(entry.id, settlement);
    if (settlement.status === 'pending') deps.onQueued?.(entry);
    return settlement.status ?? entry.status;
  }

  /** pending (due) or sending (lease expired) -> sending, atomically; null if not ours. */
  async function claim(db: OutboxDb, id: string): Promise<OutboxEntry | null> {
    return db.transaction('rw', db.requests, async () => {
      const entry = await db.requests.get(id);
      const at = now();
      if (!entry || !isDue(entry, at)) return null;
      const claimed: OutboxEntry = { ...entry, status: 'sending', leaseUntil: at + leaseFor(entry), attempts: entry.attempts + 1 };
      await db.requests.put(claimed);
      return claimed;
    });
  }

  async function flushOnce(): Promise<FlushReport> {
    const report: FlushReport = { sent: [], queued: [], refused: [], stuck: [] };
    const db = await database();
    if (!db) return report;
    const entries = await db.requests.orderBy('createdAt').toArray();
    // Changes to one resource (PATCH/PUT/DELETE of a path, e.g. a model's price, or the
    // events of one lead) must reach the server in the order they were made, so the last
    // one wins: a later one waits while an earlier one to the same path is still queued.
    // Each author's changes keep their own order: one waiting for its author to sign in
    // never holds back another account's work (the server sees any conflict by version).
    const held = new Set<string>();
    const ordered = (entry: OutboxEntry) => entry.method !== 'POST' || entry.inOrder === true;
    const holdKey = (entry: OutboxEntry) => `${entry.author?.id ?? ''}\n${entry.path}`;
    let signedOut = false;
    for (const candidate of entries) {
      if (ordered(candidate) && held.has(holdKey(candidate))) continue;
      const sendable = canSend(candidate) && !(signedOut && candidate.auth === 'admin');
      const entry = sendable && isDue(candidate, now()) ? await claim(db, candidate.id) : null;
      if (!entry) {
        if (ordered(candidate) && inSendingQueue(candidate)) held.add(holdKey(candidate));
        continue;
      }
      const result = await attempt(entry);
      const status = await settle(db, entry, result);
      // A refused or stuck change is the person's to retry or discard; it holds nothing back.
      if (status === 'pending' && ordered(entry)) held.add(holdKey(entry));
      if (result.kind === 'accepted') {
        report.sent.push(entry.id);
        deps.onSent?.(entry, result.message, result.data);
      } else if (result.kind === 'refused') {
        report.refused.push(entry.id);
      } else {
        (status === 'stuck' ? report.stuck : report.queued).push(entry.id);
        // No network: the others would fail the same way; they keep their own schedule.
        if ('network' in result && result.network) break;
        // Signed out: no other admin change can go with this session either.
        if (result.kind === 'signed-out') signedOut = true;
      }
    }
    return report;
  }

  async function flush(): Promise<FlushReport> {
    if (!deps.locks) return flushOnce();
    let report: FlushReport = { sent: [], queued: [], refused: [], stuck: [] };
    await deps.locks.request(flushLockName, async () => {
      report = await flushOnce();
    });
    return report;
  }

  return {
    available: async () => (await database()) !== null,
    database,

    async enqueue(request) {
      const db = await database();
      if (!db) throw new Error('The outbox is not available on this device');
      const entry = toEntry(request, false);
      await addInOrder(db, entry);
      deps.onQueued?.(entry);
      return entry.id;
    },

    async submit(request) {
      const db = await database();
      const entry = toEntry(request, true);
      let stored = false;
      if (db) {
        try {
          // Written, already claimed by us, before the first byte goes out.
          await addInOrder(db, entry);
          stored = true;
        } catch {
          stored = false;
        }
      }
      const result = await attempt(entry);
      if (stored && db) await settle(db, entry, result);
      return { id: entry.id, stored, result };
    },

    flush,

    async retry(id) {
      const db = await database();
      if (db) await db.requests.update(id, { status: 'pending', nextAttemptAt: now(), leaseUntil: 0, failures: 0 });
      return flush();
    },

    async wake() {
      const db = await database();
      if (db) {
        const at = now();
        await db.requests.where('status').anyOf('pending', 'stuck').modify({ status: 'pending', nextAttemptAt: at });
      }
      return flush();
    },

    async discard(id) {
      const db = await database();
      if (db) await db.requests.delete(id);
    },

    async nextDueAt() {
      const db = await database();
      if (!db) return null;
      let next: number | null = null;
      await db.requests.each((entry) => {
        if (!canSend(entry)) return;
        const due = entry.status === 'pending' ? entry.nextAttemptAt : entry.status === 'sending' ? entry.leaseUntil : null;
        if (due !== null && (next === null || due < next)) next = due;
      });
      return next;
    },

    async close() {
      const db = await dbPromise;
      db?.close();
      dbPromise = undefined;
    },
  };
}
