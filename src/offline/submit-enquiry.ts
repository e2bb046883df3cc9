/**
 * The one function every public form submits through. The forms show what the outcome
 * says; how the enquiry travels (outbox, retries, background sync) is this module's
 * business.
 */
import { enquiryKinds, type EnquiryKind } from '../contract/enquiry-kinds.ts';
import { idempotencyHeader } from '../contract/api-paths.ts';

export type SubmitOutcome =
  /** The server accepted it on the first send; `message` is the server's (or the kind's) success text. */
  | { status: 'sent'; message: string; reference: string }
  /** Network failure or 5xx: kept on this device and sent later by itself. */
  | { status: 'queued'; reference: string }
  /** 4xx: final; `message` is the server's reason (the form applies the spec's wording). */
  | { status: 'refused'; message: string; reference: string }
  /** No outbox could be used and the network failed: the form shows the spec's network text. */
  | { status: 'failed' };

/** What the user sees when an enquiry waits on the device. */
export function queuedMessage(reference: string): string {
  return `Saved on this device. It will be sent automatically when you're back online. Reference: ${reference}`;
}

/** A short, readable reference for an enquiry id. */
export function referenceOf(id: string): string {
  return id.replace(/-/g, '').slice(0, 8).toUpperCase();
}

export async function submitEnquiry(kind: EnquiryKind, body: Record<string, unknown>, file?: File | Blob | null): Promise<SubmitOutcome> {
  const spec = enquiryKinds[kind];
  const id = crypto.randomUUID();
  const reference = referenceOf(id);
  let init: RequestInit;
  if (spec.encoding === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) form.append(key, String(value ?? ''));
    if (file && spec.fileField) form.append(spec.fileField, file);
    init = { method: 'POST', body: form, headers: { [idempotencyHeader]: id } };
  } else {
    init = { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id } };
  }
  try {
    const response = await fetch(spec.path, init);
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.ok) return { status: 'sent', message: answer.message || spec.messages.success, reference };
    if (response.status >= 500) return { status: 'failed' };
    return { status: 'refused', message: answer.message ?? '', reference };
  } catch {
    return { status: 'failed' };
  }
}
