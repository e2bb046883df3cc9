/**
 * The one function every public form submits through. The forms show what the outcome
 * says; how the enquiry travels (outbox, retries, background sync) is this module's
 * business (docs/architecture.md "One flow, end to end").
 */
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import type { Outbox } from './outbox/outbox.ts';
import { referenceInAnswer, referenceWhenSent } from '#contract/lead-reference.ts';
import { outboxFile, type OutboxBody } from './outbox/outbox-entry.ts';
import { pageOutbox } from './page-outbox.ts';
import { needCatalogs } from './i18n/device-language.ts';

// A page with a form is where an enquiry may come to wait on this device: the outbox's
// words load with it while the network is there, so that the outbox can be shown in the
// visitor's language when the network is gone (a device without the service worker's copy).
needCatalogs(['outbox']).catch(() => undefined);

export type SubmitOutcome =
  /**
   * The server accepted it on the first send; `message` is the server's (or the kind's)
   * success text, `reference` the one the server gave the customer (docs/security.md).
   */
  | { status: 'sent'; message: string; reference: string; data?: unknown }
  /**
   * Network failure or 5xx: kept on this device and sent later by itself; its reference
   * comes then, announced with this outbox entry's `id` (src/lib/outbox/outbox-events.ts).
   */
  | { status: 'queued'; id: string; reference?: undefined }
  /** 4xx: final; `message` is the server's reason (the form applies the spec's wording). */
  | { status: 'refused'; message: string; data?: unknown }
  /** No outbox could be used and the network failed: the form shows the spec's network text. */
  | { status: 'failed' };

/** What the user sees when an enquiry waits on the device: the server gives the reference when it arrives. */
export function queuedMessage(): string {
  return `Saved on this device. It will be sent automatically when you're back online. ${referenceWhenSent}.`;
}

/** submitEnquiry on a given outbox (the page's own, or one a test builds). */
export async function submitEnquiryTo(
  outbox: Outbox,
  kind: EnquiryKind,
  body: Record<string, unknown>,
  file?: File | Blob | null,
): Promise<SubmitOutcome> {
  const spec = enquiryKinds[kind];
  const payload: OutboxBody = { ...body };
  if (spec.encoding === 'multipart' && spec.fileField) {
    delete payload[spec.fileField];
    if (file) payload[spec.fileField] = outboxFile(file);
  }
  const { id, stored, result } = await outbox.submit({
    kind,
    label: spec.label,
    method: spec.method,
    path: spec.path,
    encoding: spec.encoding,
    body: payload,
    auth: 'none',
  });
  const data = 'data' in result && result.data !== undefined ? { data: result.data } : {};
  if (result.kind === 'accepted') {
    const reference = referenceInAnswer(result.data) ?? '';
    return { status: 'sent', message: result.message || spec.messages.success, reference, ...data };
  }
  if (result.kind === 'refused') return { status: 'refused', message: result.message, ...data };
  // Not stored (no IndexedDB): nothing will send it later, so say it failed.
  return stored ? { status: 'queued', id } : { status: 'failed' };
}

export function submitEnquiry(kind: EnquiryKind, body: Record<string, unknown>, file?: File | Blob | null): Promise<SubmitOutcome> {
  return submitEnquiryTo(pageOutbox(), kind, body, file);
}
