/**
 * A crash while a customer message is being sent (docs/notifications.md "Durable and
 * exactly once"): the server process is killed (SIGKILL) while the WhatsApp provider holds
 * the request open, its answer outstanding. The queue row and the message's claim are in
 * the database, which outlives the process. After a restart the queue's maintenance takes
 * the dead worker's job back once its expiry has passed, and the message is sent again
 * with the same key (the callback data), so a provider that keys on it takes it once; the
 * lead's message says sent and no third request is made.
 *
 * On PostgreSQL only (the application process dies, its database server does not), like
 * the other process-killing tests that share a database.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { defaultTemplates, messageApiPaths, type LeadMessageRecord } from '#contract/messages.ts';
import { testRequestLimits } from '../../server/config.ts';
import { startServer, adminCredentials, type RunningServer } from '../e2e/support/server.ts';
import { messageQueueSettled } from '../support/message-queue-settled.ts';
import { startProviderStandIn, type ProviderStandIn } from '../support/provider-stand-in.ts';
import { login, type AdminSession } from './support/admin-session.ts';
import { validBody } from './support/bodies.ts';

let server: RunningServer;
let whatsapp: ProviderStandIn;
let owner: AdminSession;

// A provider call may take 2 s, a claim lasts 8 s and a job left active by a dead worker
// is taken back after 16 s (four and eight times the call: docs/notifications.md).
const timeoutSeconds = 2;

beforeAll(async () => {
  whatsapp = await startProviderStandIn();
  server = await startServer({
    env: { REQUEST_LIMITS: testRequestLimits, MESSAGE_TIMEOUT_SECONDS: String(timeoutSeconds), MESSAGE_RETRY_SECONDS: '1' },
  });
  owner = await login(server.url, adminCredentials.userId, adminCredentials.password);
  const saved = await owner.fetch(messageApiPaths.adminMessageChannel('whatsapp'), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      settings: { apiUrl: whatsapp.url, phoneNumberId: '1234567890', accessToken: 'wa-secret-token', language: 'en' },
      templates: defaultTemplates.whatsapp,
    }),
  });
  expect(saved.status, await saved.text()).toBe(200);
}, 180_000);

afterAll(async () => {
  await server?.dispose();
  await whatsapp?.close();
});

async function messagesOf(leadId: string): Promise<LeadMessageRecord[]> {
  const answer = await owner.fetch(messageApiPaths.leadMessages(leadId));
  expect(answer.status).toBe(200);
  return (await answer.json()) as LeadMessageRecord[];
}

describe('the sending process killed with the provider\'s answer outstanding', () => {
  it('sends the message again after a restart, with the same key, and then never again', async () => {
    const mobile = '9811077701';
    const toThisCustomer = () => whatsapp.requests.filter((r) => r.body.to === `91${mobile}`);
    whatsapp.script('hang');
    const leadId = randomUUID();
    const sent = await fetch(`${server.url}${enquiryKinds.optin.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: leadId },
      body: JSON.stringify({
        ...validBody('optin', 9101), mobile,
        notifications: { all: false, rcs: false, sms: false, obd: false, email: false, whatsapp: true },
      }),
    });
    expect(sent.status).toBe(201);

    // The provider has the request and has not answered: the process dies now.
    await expect.poll(() => toThisCustomer().length, { timeout: 30_000, interval: 20 }).toBe(1);
    await server.stop('SIGKILL');
    expect(toThisCustomer()[0]?.reply).toBe('hang');

    await server.restart();
    owner = await login(server.url, adminCredentials.userId, adminCredentials.password);
    await expect.poll(() => toThisCustomer().length, { timeout: 60_000, interval: 200 }).toBe(2);
    const [first, second] = toThisCustomer();
    expect(second?.reply).toBe('ok');
    const key = first?.body.biz_opaque_callback_data;
    expect(key).toBeTruthy();
    expect(second?.body.biz_opaque_callback_data).toBe(key);

    await expect.poll(async () => (await messagesOf(leadId)).map((m) => `${m.channel}:${m.state}`), { timeout: 30_000 })
      .toEqual(['whatsapp:sent']);
    const db = await server.openDb();
    try {
      await messageQueueSettled(db);
    } finally {
      await db.close();
    }
    expect(toThisCustomer()).toHaveLength(2);
  });
});
