/**
 * The visitor's outbox panel in the visitor's language (docs/visitor-language.md): each
 * enquiry kind, state and refusal has Hindi words; the English is the staff panel's own
 * (src/lib/outbox/outbox-words.ts), and a refusal's reason from the server follows as it came.
 */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { referenceWhenSent } from '#contract/lead-reference.ts';
import { loadCatalog } from '../../src/lib/i18n/catalogs.ts';
import type { OutboxEntry } from '../../src/lib/outbox/outbox-entry.ts';
import { problemText } from '../../src/lib/outbox/outbox-words.ts';
import { outboxEntryLabel, outboxProblemText, outboxReferencePending, outboxStatusText, outboxWaitingLabel } from '../../src/offline/outbox-panel-words.ts';

const hi = setupI18n({ locale: 'hi', messages: { hi: await loadCatalog('hi', 'outbox') } });
const en = setupI18n({ locale: 'en', messages: { en: await loadCatalog('en', 'outbox') } });
const devanagari = /[\u0900-\u097F]/;
const statuses: OutboxEntry['status'][] = ['pending', 'sending', 'failed', 'stuck'];
const refusals: Pick<OutboxEntry, 'status' | 'refusedStatus' | 'lastError'>[] = [
  ...[400, 403, 404, 409, 410, 413, 415, 422, 500].map((refusedStatus) => ({ status: 'failed' as const, refusedStatus, lastError: 'mobile: Please enter a valid 10-digit mobile number' })),
  { status: 'failed', refusedStatus: 400, lastError: null },
  { status: 'stuck', lastError: 'HTTP 503' },
];

describe('the outbox panel in Hindi and English', () => {
  it('names every enquiry kind in Hindi, and in English as the kind is labelled', () => {
    for (const kind of Object.values(enquiryKinds)) {
      expect(outboxEntryLabel(en, kind)).toBe(kind.label);
      expect(outboxEntryLabel(hi, kind), kind.kind).toMatch(devanagari);
    }
    // A kind the table does not know keeps the label it was stored with.
    expect(outboxEntryLabel(hi, { kind: 'lead-note', label: 'Note on a lead' })).toBe('Note on a lead');
  });

  it('says each state in Hindi', () => {
    expect(statuses.map((s) => outboxStatusText(en, s))).toEqual(['Waiting for the network', 'Sending…', 'Not accepted', 'Not sent yet']);
    for (const s of statuses) expect(outboxStatusText(hi, s)).toMatch(devanagari);
  });

  it('says why a refused or stuck enquiry is not going, in the staff panel\'s English, and in Hindi with the server\'s reason as it came', () => {
    for (const entry of refusals) {
      expect(outboxProblemText(en, entry)).toBe(problemText(entry));
      const inHindi = outboxProblemText(hi, entry)!;
      expect(inHindi).toMatch(devanagari);
      if (entry.status === 'failed' && entry.lastError) expect(inHindi.endsWith(`: ${entry.lastError}`)).toBe(true);
    }
    expect(outboxProblemText(hi, { status: 'pending', lastError: null })).toBeNull();
  });

  it('says the reference comes when the enquiry is sent', () => {
    expect(outboxReferencePending(en)).toBe(referenceWhenSent);
    expect(outboxReferencePending(hi)).toBe('संदर्भ संख्या भेजे जाने पर मिलेगी');
  });

  it('tells a screen reader how many wait', () => {
    expect(outboxWaitingLabel(en, 1)).toBe('1 enquiry waiting to be sent');
    expect(outboxWaitingLabel(en, 3)).toBe('3 enquiries waiting to be sent');
    expect(outboxWaitingLabel(hi, 3)).toBe('3 पूछताछ भेजे जाने की प्रतीक्षा में');
  });
});
