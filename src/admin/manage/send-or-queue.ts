/**
 * Admin changes that may be made offline (requirements 2.5 Price, Bikes; docs/offline.md):
 * sent at once when the network is there, otherwise queued in the outbox with the admin
 * session, and sent when the device is back online. Later changes to the same row are
 * queued after earlier ones, so the last write wins.
 */
import { api } from '../../lib/api.ts';
import { enqueueRequest } from '../../lib/page-outbox.ts';
import { isNetworkError } from '../session/api-errors.ts';

interface AdminChange {
  /** The outbox kind, e.g. 'admin-price'. */
  kind: string;
  /** What the outbox panel calls it, e.g. 'Price of Shine 100'. */
  label: string;
  method: 'PATCH';
  path: string;
  body: Record<string, unknown>;
}

export type ChangeOutcome = { status: 'sent'; answer: { message?: string } | null } | { status: 'queued'; id: string };

/** Throws the ApiError of a refusal (4xx/5xx); the caller shows the spec's message. */
export async function sendOrQueue(change: AdminChange): Promise<ChangeOutcome> {
  const queue = async (): Promise<ChangeOutcome> => ({
    status: 'queued',
    id: await enqueueRequest({ ...change, encoding: 'json', auth: 'admin' }),
  });
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
  try {
    return { status: 'sent', answer: await api<{ message?: string } | null>(change.path, { method: change.method, body: change.body }) };
  } catch (error) {
    if (isNetworkError(error)) return queue();
    throw error;
  }
}
