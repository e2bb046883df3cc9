/**
 * The words of the visitor's outbox panel in the visitor's language: each entry's kind, its
 * state, and why a refused or stuck one is not going. The same English as the staff
 * panel's (src/lib/outbox/outbox-words.ts), which stays English; a refusal's own reason is
 * the server's, shown as it came.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EnquiryKind } from '#contract/enquiry-kinds.ts';
import type { OutboxEntry } from '../lib/outbox/outbox-entry.ts';

const statusWords: Record<OutboxEntry['status'], MessageDescriptor> = {
  pending: msg`Waiting for the network`,
  sending: msg`Sending…`,
  failed: msg`Not accepted`,
  stuck: msg`Not sent yet`,
};

/** The enquiry kinds' labels (src/contract/enquiry-kinds.ts), which the outbox stores in English. */
const kindWords: Record<EnquiryKind, MessageDescriptor> = {
  finance: msg`Finance enquiry`,
  contact: msg`Contact request`,
  service: msg`Service booking`,
  amc: msg`AMC enquiry`,
  warranty: msg`Extended warranty enquiry`,
  offer: msg`Offer enquiry`,
  optin: msg`Communication opt-in`,
  product: msg`Product enquiry`,
  joyclub: msg`Joy club enquiry`,
  feedback: msg`Feedback`,
  career: msg`Career application`,
};

const refusalOpenings: Record<number, MessageDescriptor> = {
  400: msg`Some details were not accepted`,
  403: msg`This account may not make this change`,
  404: msg`What it was for no longer exists`,
  409: msg`It clashes with a change made meanwhile`,
  410: msg`What it was for no longer exists`,
  413: msg`It is too large to send`,
  415: msg`The server could not read it`,
  422: msg`Some details were not accepted`,
};
const anyRefusal = msg`The server did not accept it`;
const stuck = msg`Not sent yet: the server keeps failing.`;

/** Where a sent enquiry shows its reference: the server gives it when the enquiry arrives (docs/security.md). */
const referencePending = msg`Reference given when sent`;
export const outboxReferencePending = (i18n: I18n) => i18n._(referencePending);

export const outboxStatusText = (i18n: I18n, status: OutboxEntry['status']) => i18n._(statusWords[status]);

/** An entry's kind in the visitor's words; a kind this table lacks keeps its stored label. */
export function outboxEntryLabel(i18n: I18n, entry: Pick<OutboxEntry, 'kind' | 'label'>): string {
  const words = kindWords[entry.kind as EnquiryKind] as MessageDescriptor | undefined;
  return words ? i18n._(words) : entry.label;
}

/** The line under a refused or stuck entry; null while it is on its way. */
export function outboxProblemText(i18n: I18n, entry: Pick<OutboxEntry, 'status' | 'refusedStatus' | 'lastError'>): string | null {
  if (entry.status === 'stuck') return i18n._(stuck);
  if (entry.status !== 'failed') return null;
  const opening = i18n._((entry.refusedStatus !== undefined && refusalOpenings[entry.refusedStatus]) || anyRefusal);
  const reason = entry.lastError?.trim();
  return reason ? `${opening}: ${reason}` : `${opening}.`;
}

/** The header button's name for a screen reader: '3 enquiries waiting to be sent'. */
export function outboxWaitingLabel(i18n: I18n, count: number): string {
  return count === 1 ? i18n._(msg`1 enquiry waiting to be sent`) : i18n._(msg`${count} enquiries waiting to be sent`);
}
