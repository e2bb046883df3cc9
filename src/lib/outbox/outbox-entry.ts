/**
 * The shape of one queued request in the outbox (docs/offline.md: every
 * submission goes through the outbox, online or not). Shared by the page and the service
 * worker, so nothing here touches the DOM or React.
 */

/** A file kept on the device until it is sent (the career resume, an admin upload). */
interface OutboxFile {
  kind: 'file';
  name: string;
  type: string;
  blob: Blob;
}

export type OutboxBody = Record<string, unknown>;

/**
 * pending: waits for its next try; sending: claimed by a sender; failed: the server refused
 * it (a 4xx), kept for the person to see, edit or discard; stuck: the server kept failing
 * (5xx, no answer) `stuckAfterFailures` times in a row, so it waits for the person's Retry
 * (docs/offline.md "Outbox states"). Neither failed nor stuck holds later entries back.
 */
export type OutboxStatus = 'pending' | 'sending' | 'failed' | 'stuck';

/** Tries that failed in a row (5xx, 408, 429, no answer) before an entry counts as stuck. */
export const stuckAfterFailures = 5;

/** The staff account an admin change was made by; only its own session sends it. */
export interface OutboxAuthor {
  id: string;
  name: string;
}

export interface OutboxEntry {
  /** crypto.randomUUID(), made when the user pressed SUBMIT; sent as the Idempotency-Key. */
  id: string;
  /** An enquiry kind (src/contract/enquiry-kinds.ts) or an admin change label. */
  kind: string;
  /** What the outbox panel and the "sent" toast call it. */
  label: string;
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  encoding: 'json' | 'multipart';
  /** Field values; for multipart, a value may be an OutboxFile. */
  body: OutboxBody;
  /** 'admin' entries get the CSRF header and the session cookie at send time. */
  auth: 'none' | 'admin';
  /**
   * A POST that must reach the server after the earlier ones to its path (a lead's
   * events: two status changes made offline must land in the order they were made).
   * PATCH, PUT and DELETE always are.
   */
  inOrder?: boolean;
  createdAt: number;
  status: OutboxStatus;
  /** How many sends were started. */
  attempts: number;
  /** When a 'pending' entry may be sent next (epoch ms). */
  nextAttemptAt: number;
  /** While 'sending': until when the sender owns it; after that anyone may reclaim it. */
  leaseUntil: number;
  /** The last network error or the server's reason for refusing it. */
  lastError: string | null;
  /** Retryable failures in a row since the last success or Retry (absent in older entries: 0). */
  failures?: number;
  /** The HTTP status of a refusal, so the reason can be put in plain words. */
  refusedStatus?: number;
  /** Admin changes: who made it; only that account's session sends it (docs/offline.md "Whose change it is"). */
  author?: OutboxAuthor;
}

/** What a caller gives to enqueue a request; the outbox fills in the bookkeeping. */
export interface NewOutboxRequest {
  id?: string;
  kind: string;
  label: string;
  method: OutboxEntry['method'];
  path: string;
  encoding: OutboxEntry['encoding'];
  body: OutboxBody;
  auth?: OutboxEntry['auth'];
  inOrder?: boolean;
  author?: OutboxAuthor;
}

export function isOutboxFile(value: unknown): value is OutboxFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as OutboxFile).kind === 'file' &&
    (value as OutboxFile).blob instanceof Blob
  );
}

/** Wraps a picked file so it survives in IndexedDB with its name and type. */
export function outboxFile(file: File | Blob, name?: string): OutboxFile {
  const fileName = name ?? ((file as File).name || 'file');
  return { kind: 'file', name: fileName, type: file.type || 'application/octet-stream', blob: file };
}

/**
 * A public enquiry this device sent, kept after its entry left the outbox so the outbox
 * panel and a booking page still open can show the reference the server gave it
 * (docs/offline.md "After it is sent"). Keyed by the entry's id.
 */
export interface SentRecord {
  id: string;
  kind: string;
  label: string;
  /** The server's reference for the customer; null when its answer carried none. */
  reference: string | null;
  /** When the visitor pressed SUBMIT (epoch ms). */
  createdAt: number;
  /** When the server accepted it (epoch ms). */
  sentAt: number;
}
