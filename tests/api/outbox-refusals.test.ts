/**
 * The device's outbox against the real app and database (docs/offline.md "Outbox states"
 * and "Whose change it is"): a lead note the server refuses (a broken character) leaves
 * the sending queue with the server's reason while the lead's later notes are stored in
 * order; a note queued by one account is never sent with another's session, and is sent
 * once, as its author, when that account signs in again.
 */
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadPaths } from '#contract/lead-api.ts';
import { createOutbox, type Outbox } from '../../src/lib/outbox/outbox.ts';
import { OutboxDb } from '../../src/lib/outbox/outbox-db.ts';
import type { NewOutboxRequest, OutboxAuthor } from '../../src/lib/outbox/outbox-entry.ts';
import { problemText } from '../../src/lib/outbox/outbox-words.ts';
import { createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { eventBody, leadOf, submitEnquiry } from '../support/lead-desk.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
const password = 'outbox refusals password';
const owner: OutboxAuthor = { id: 'owner1', name: 'Owner Singh' };
const sales: OutboxAuthor = { id: 'sales1', name: 'Sita Sales' };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await createAdmin(app.db, owner.id, password, { userName: owner.name });
  await createAdmin(app.db, sales.id, password, { userName: sales.name });
});
afterAll(async () => {
  await app?.close();
});

/** The page's outbox: the signed-in session's cookie and CSRF token at send time. */
function deviceOutbox(signedIn: () => { author: OutboxAuthor; session: AdminSession } | null): Outbox {
  return createOutbox({
    openDb: () => new OutboxDb(`outbox-refusals-${randomUUID()}`),
    baseUrl: app.url,
    fetch: (input, init) => {
      const now = signedIn();
      const headers = { ...(init.headers as Record<string, string>), ...(now ? { Cookie: now.session.cookie } : {}) };
      return fetch(input, { ...init, headers });
    },
    csrfToken: () => signedIn()?.session.csrf ?? null,
    signedInAuthor: () => signedIn()?.author.id ?? null,
    isOnline: () => true,
  });
}

function note(leadId: string, text: string, baseVersion: number, author: OutboxAuthor): NewOutboxRequest {
  const body = eventBody({ type: 'note', data: { text } }, baseVersion);
  return {
    id: String(body.id), kind: 'lead-event', label: 'Note', method: 'POST', path: leadPaths.events(leadId),
    encoding: 'json', body, auth: 'admin', inOrder: true, author,
  };
}

async function storedNotes(leadId: string): Promise<{ text: string; author: string }[]> {
  const { rows } = await app.db.query<{ text: string; author: string }>(
    "SELECT data->>'text' AS text, author FROM lead_events WHERE lead_id = $1 AND type = 'note' ORDER BY version",
    [leadId],
  );
  return rows;
}

describe('outbox against the real server', () => {
  it('a refused note keeps its reason on the device and does not block the lead: later notes are stored, in order', async () => {
    const session = await signIn(app, owner.id, password);
    const outbox = deviceOutbox(() => ({ author: owner, session }));
    try {
      const leadId = await submitEnquiry(app, 'contact');
      const base = (await leadOf(app, session, leadId)).version;
      const ids: string[] = [];
      // Made offline, one after another; the second holds half an emoji (a lone surrogate).
      for (const text of ['Called, no answer', 'Likes the red one \ud800', 'Visiting on Saturday', 'Wants the EMI sheet']) {
        ids.push(await outbox.enqueue(note(leadId, text, base, owner)));
      }
      const report = await outbox.flush();

      expect(report.refused).toEqual([ids[1]]);
      expect(report.sent).toEqual([ids[0], ids[2], ids[3]]);
      expect((await storedNotes(leadId)).map((n) => n.text)).toEqual(['Called, no answer', 'Visiting on Saturday', 'Wants the EMI sheet']);

      const db = (await outbox.database())!;
      const [kept] = await db.requests.toArray();
      expect(kept).toMatchObject({ id: ids[1], status: 'failed', refusedStatus: 400 });
      // The server's reason names the field; the person reads it in plain words.
      expect(kept!.lastError).toMatch(/text/i);
      expect(problemText(kept!)).toMatch(/^Some details were not accepted: /);
      expect(await outbox.nextDueAt()).toBeNull();
    } finally {
      await outbox.close();
    }
  });

  it("a note queued by the owner is never sent with the Sales account's session, and goes once, as the owner, when the owner signs in", async () => {
    let signedIn: { author: OutboxAuthor; session: AdminSession } | null = { author: owner, session: await signIn(app, owner.id, password) };
    const outbox = deviceOutbox(() => signedIn);
    try {
      const leadId = await submitEnquiry(app, 'contact');
      const base = (await leadOf(app, signedIn.session, leadId)).version;
      // Queued while offline, then the owner logs out keeping it.
      const id = await outbox.enqueue(note(leadId, 'Owner: offer the exchange bonus', base, owner));
      signedIn = null;
      await outbox.flush();
      expect(await storedNotes(leadId)).toEqual([]);

      // Sales signs in on the same device and works: only Sales' own note is sent.
      signedIn = { author: sales, session: await signIn(app, sales.id, password) };
      await outbox.enqueue(note(leadId, 'Sales: called back', base, sales));
      const asSales = await outbox.flush();
      expect(asSales.sent).toHaveLength(1);
      expect(await storedNotes(leadId)).toEqual([{ text: 'Sales: called back', author: sales.id }]);

      signedIn = { author: owner, session: await signIn(app, owner.id, password) };
      expect((await outbox.flush()).sent).toEqual([id]);
      await outbox.flush();
      expect(await storedNotes(leadId)).toEqual([
        { text: 'Sales: called back', author: sales.id },
        { text: 'Owner: offer the exchange bonus', author: owner.id },
      ]);
    } finally {
      await outbox.close();
    }
  });
});
