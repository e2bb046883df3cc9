/**
 * Turns an outbox entry into a fetch request and classifies the answer. The
 * Idempotency-Key is the entry id, so a resend after a lost answer stores nothing twice
 * (ARCHITECTURE "One flow, end to end").
 */
import { csrfHeader, idempotencyHeader, submittedAtHeader } from '../../contract/api-paths.ts';
import { isOutboxFile, type OutboxEntry } from './outbox-entry.ts';

export function buildRequestInit(entry: OutboxEntry, csrfToken: string | null): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [idempotencyHeader]: entry.id,
    // The day a booking is checked against is the day it was made, however long it waited.
    [submittedAtHeader]: new Date(entry.createdAt).toISOString(),
  };
  let body: BodyInit | undefined;
  if (entry.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(entry.body)) {
      if (value === undefined || value === null) continue;
      if (isOutboxFile(value)) form.append(key, new Blob([value.blob], { type: value.type }), value.name);
      else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    }
    body = form;
  } else if (entry.method !== 'DELETE' || Object.keys(entry.body).length > 0) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(entry.body);
  }
  if (entry.auth === 'admin' && csrfToken) headers[csrfHeader] = csrfToken;
  return {
    method: entry.method,
    headers,
    body,
    // spec 6: admin calls carry the session cookie; public ones stay same-origin.
    credentials: entry.auth === 'admin' ? 'include' : 'same-origin',
  };
}

export type SendResult =
  | { kind: 'accepted'; status: number; message: string }
  /** Worth trying again later: no answer, a 5xx, 408 or 429. */
  | { kind: 'retry'; reason: string }
  /** The server said no (other 4xx): final until the user retries. */
  | { kind: 'refused'; status: number; message: string };

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  if (!text) return '';
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    if (typeof parsed.error === 'string' && parsed.error) return parsed.error;
    return '';
  } catch {
    return text.length <= 200 ? text : '';
  }
}

export async function classifyResponse(response: Response): Promise<SendResult> {
  const message = await messageOf(response);
  if (response.ok) return { kind: 'accepted', status: response.status, message };
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    return { kind: 'retry', reason: message || `Server error (${response.status})` };
  }
  return { kind: 'refused', status: response.status, message };
}

export function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'No answer from the server';
  return 'No connection';
}
