/**
 * Turns an outbox entry into a fetch request and classifies the answer. The
 * Idempotency-Key is the entry id, so a resend after a lost answer stores nothing twice
 * (docs/architecture.md "One flow, end to end").
 */
import { csrfHeader, idempotencyHeader, submittedAtHeader } from '#contract/api-paths.ts';
import { attemptHeader } from '#contract/appointment-words.ts';
import { isOutboxFile, type OutboxEntry } from './outbox-entry.ts';

export function buildRequestInit(entry: OutboxEntry, csrfToken: string | null): RequestInit {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [idempotencyHeader]: entry.id,
    // The day a booking is checked against is the day it was made, however long it waited.
    [submittedAtHeader]: new Date(entry.createdAt).toISOString(),
    // The first send is the person at the form; a booking whose time was taken meanwhile is
    // then refused with other times, and kept as a request on a later send (docs/appointments.md).
    [attemptHeader]: String(Math.max(1, entry.attempts)),
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
    // requirements 6: admin calls carry the session cookie; public ones stay same-origin.
    credentials: entry.auth === 'admin' ? 'include' : 'same-origin',
  };
}

export type SendResult =
  /** `data`: the answer's JSON body (a booking's time, a refusal's other times). */
  | { kind: 'accepted'; status: number; message: string; data?: unknown }
  /**
   * Worth trying again later: no answer, a 5xx, 408 or 429 (a lead's events a minute,
   * docs/lead-desk.md "Limits": never a refusal). `retryAfterMs`: the server's Retry-After.
   */
  | { kind: 'retry'; reason: string; retryAfterMs?: number }
  /** 401: the session ended; the change waits for its author to sign in again, no failure counted. */
  | { kind: 'signed-out'; reason: string }
  /** The server said no (other 4xx): final until the user retries. */
  | { kind: 'refused'; status: number; message: string; data?: unknown };

async function answerOf(response: Response): Promise<{ message: string; data?: unknown }> {
  const text = await response.text().catch(() => '');
  if (!text) return { message: '' };
  try {
    const parsed = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof parsed.message === 'string' && parsed.message) return { message: parsed.message, data: parsed };
    if (typeof parsed.error === 'string' && parsed.error) return { message: parsed.error, data: parsed };
    return { message: '', data: parsed };
  } catch {
    return { message: text.length <= 200 ? text : '' };
  }
}

export async function classifyResponse(response: Response): Promise<SendResult> {
  const { message, data } = await answerOf(response);
  const extra = data === undefined ? {} : { data };
  if (response.ok) return { kind: 'accepted', status: response.status, message, ...extra };
  if (response.status >= 500 || response.status === 408 || response.status === 429) {
    const retryAfterMs = retryAfterOf(response);
    return { kind: 'retry', reason: message || `Server error (${response.status})`, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
  }
  if (response.status === 401) return { kind: 'signed-out', reason: message || 'Signed out' };
  return { kind: 'refused', status: response.status, message, ...extra };
}

/** Retry-After in seconds (the form our server sends), as milliseconds. */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim();
  return value && /^\d{1,6}$/.test(value) ? Number(value) * 1000 : undefined;
}

export function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'No answer from the server';
  return 'No connection';
}
