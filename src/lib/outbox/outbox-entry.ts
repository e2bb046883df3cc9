/**
 * The shape of one queued request in the outbox (ARCHITECTURE "Offline": every
 * submission goes through the outbox, online or not). Shared by the page and the service
 * worker, so nothing here touches the DOM or React.
 */

/** A file kept on the device until it is sent (the career resume, an admin upload). */
export interface OutboxFile {
  kind: 'file';
  name: string;
  type: string;
  blob: Blob;
}

export type OutboxBody = Record<string, unknown>;

export type OutboxStatus = 'pending' | 'sending' | 'failed';

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

/** A short, readable reference for an entry id (shown to the user and in the panel). */
export function referenceOf(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}
