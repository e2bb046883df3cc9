/**
 * Manage > Payments (docs/payments.md "Gateway keys"): the Owner saves the live gateway keys,
 * the server pays through them at once (an order lands on a second stand-in with other
 * keys, no restart), "Test connection" says in words whether the gateway takes them, and
 * removing them goes back to the stand-in's test payments. No answer ever carries a secret;
 * the database holds them sealed under a key file of the data directory. Other roles: 403.
 * Real app, real database, two Razorpay stand-ins.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentKeyMessages, paymentKeyPaths, type PaymentKeysAnswer, type PaymentKeysTestAnswer } from '#contract/payment-keys.ts';
import type { PaymentOrderAnswer } from '#contract/payments.ts';
import { startStandInGateway, type StandInGateway } from '../../server/payments/stand-in-gateway.ts';
import { loadStoredKeys } from '../../server/payments/gateway-keys-repository.ts';
import { sealKeyFileName } from '../../server/payments/key-seal.ts';
import { createGatewaySwitch, startingGateway } from '../../server/payments/gateway-switch.ts';
import { createLogger } from '../../server/log.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { ledgerOf, newBooking, postOrder, startPaymentsWorld, type PaymentsWorld } from '../support/payments.ts';

const live = { keyId: 'rzp_live_Q7nZ0secondAcct', keySecret: 'S3condStandInSecretXyZ9', webhookSecret: 'whsec-second-7Kp2' };

let world: PaymentsWorld;
let second: StandInGateway;
let dataDir: string;
/** Every answer's text, to show no secret is ever in one. */
const answers: string[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'paykeys-'));
  second = await startStandInGateway(live);
  world = await startPaymentsWorld('paykeys', () => new Date(), { config: { dataDir, razorpayBaseUrl: second.url } });
}, 300_000);
afterAll(async () => {
  await world?.close();
  await second?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function keys(session: AdminSession, method = 'GET', json?: object): Promise<{ status: number; body: PaymentKeysAnswer & { message?: string } }> {
  const res = await call(world.app, session, paymentKeyPaths.keys, { method, ...(json ? { json } : {}) });
  const text = await res.text();
  answers.push(text);
  return { status: res.status, body: JSON.parse(text) as PaymentKeysAnswer & { message?: string } };
}

async function testConnection(): Promise<PaymentKeysTestAnswer> {
  const res = await call(world.app, world.owner, paymentKeyPaths.test, { method: 'POST' });
  const text = await res.text();
  answers.push(text);
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as PaymentKeysTestAnswer;
}

async function newOrder(): Promise<PaymentOrderAnswer> {
  const booking = await newBooking(world);
  const res = await postOrder(world, booking);
  const text = await res.text();
  answers.push(text);
  expect(res.status, text).toBe(201);
  answers.push(JSON.stringify(await ledgerOf(world, booking.id)));
  return JSON.parse(text) as PaymentOrderAnswer;
}

const storedRows = async () => (await world.app.db.query('SELECT * FROM payment_gateway_keys')).rows;

describe('gateway keys in Manage > Payments', () => {
  it('starts on the stand-in, in test mode, with nothing saved', async () => {
    const { status, body } = await keys(world.owner);
    expect(status).toBe(200);
    expect(body).toEqual({ source: 'stand-in', testMode: true, saved: null, environment: null });
    const res = await testConnection();
    expect(res).toEqual({ ok: true, message: paymentKeyMessages.standIn });
  });

  it('is the Owner\'s alone', async () => {
    for (const session of [world.manager, world.sales]) {
      for (const [method, path] of [['GET', paymentKeyPaths.keys], ['PUT', paymentKeyPaths.keys], ['DELETE', paymentKeyPaths.keys], ['POST', paymentKeyPaths.test]] as const) {
        const res = await call(world.app, session, path, { method, ...(method === 'PUT' ? { json: live } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
    }
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a bad key id or a secret with a line break, naming the field, and stores nothing', async () => {
    const cases: [object, string][] = [
      [{ ...live, keyId: 'key_live_123456789' }, 'keyId: '],
      [{ ...live, keyId: 'rzp_live_abc\ndef123' }, 'keyId: '],
      [{ ...live, keyId: '' }, 'keyId: '],
      [{ ...live, keySecret: 'abcdef\r\nghijkl' }, 'keySecret: '],
      [{ ...live, keySecret: 'has a space in it' }, 'keySecret: '],
      [{ ...live, webhookSecret: 'one\ntwo' }, 'webhookSecret: '],
      [{ ...live, keySecret: 42 }, 'keySecret: '],
      // The first save needs the key secret.
      [{ keyId: live.keyId }, 'keySecret: '],
    ];
    for (const [body, field] of cases) {
      const res = await keys(world.owner, 'PUT', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(new RegExp(`^${field}`));
    }
    expect(await storedRows()).toEqual([]);
  });

  it('saves the keys sealed and pays through them at once, without a restart', async () => {
    const before = await newOrder();
    expect(world.gateway.orders.has(before.orderId)).toBe(true);
    expect(before.checkout.kind).toBe('stand-in');

    await world.app.db.query(`UPDATE admins SET user_name = 'Rakesh Malhotra' WHERE user_id = 'paykeys-owner'`);
    const saved = await keys(world.owner, 'PUT', { ...live, keyId: ` ${live.keyId} ` });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      source: 'saved', testMode: false, environment: null,
      saved: { keyId: live.keyId, keySecretLast4: 'XyZ9', webhookSecretSet: true, webhookSecretLast4: '7Kp2', savedBy: 'paykeys-owner', savedByName: 'Rakesh Malhotra', readable: true },
    });
    // At rest: sealed in the database, under a key that is only in the data directory.
    const [row] = await storedRows() as Record<string, unknown>[];
    expect(JSON.stringify(row)).not.toContain(live.keySecret);
    expect(JSON.stringify(row)).not.toContain(live.webhookSecret);
    expect(readFileSync(join(dataDir, sealKeyFileName), 'utf8').trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    const after = await newOrder();
    expect(after).toMatchObject({ keyId: live.keyId, checkout: { kind: 'razorpay' }, testMode: false });
    expect(second.orders.has(after.orderId)).toBe(true);
    expect(world.gateway.orders.has(after.orderId)).toBe(false);
    expect(await testConnection()).toEqual({ ok: true, message: paymentKeyMessages.works });
  });

  it('keeps the saved secret when it is left blank, and says so when the gateway refuses a wrong one', async () => {
    const kept = await keys(world.owner, 'PUT', { keyId: live.keyId, keySecret: '', webhookSecret: '' });
    expect(kept.body.saved).toMatchObject({ keySecretLast4: 'XyZ9', webhookSecretLast4: '7Kp2' });
    expect(await testConnection()).toEqual({ ok: true, message: paymentKeyMessages.works });
    // Another key id needs its own secret.
    const other = await keys(world.owner, 'PUT', { keyId: 'rzp_live_Another1234567' });
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/^keySecret: /);

    await keys(world.owner, 'PUT', { keyId: live.keyId, keySecret: 'WrongSecretForThisAcct1' });
    expect(await testConnection()).toEqual({ ok: false, message: paymentKeyMessages.refused });
    await keys(world.owner, 'PUT', { keyId: live.keyId, keySecret: live.keySecret });
  });

  it('cannot open the saved secrets without the data directory\'s key file', async () => {
    const elsewhere = mkdtempSync(join(tmpdir(), 'paykeys-other-'));
    try {
      const stored = await loadStoredKeys(world.app.db, elsewhere);
      expect(stored).toMatchObject({ keyId: live.keyId, keySecretLast4: 'XyZ9', secrets: null });
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }
  });

  it('lets RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET win over the saved keys', async () => {
    const env = { keyId: 'rzp_live_FromTheEnvironment', keySecret: 'EnvSecret12345678', webhookSecret: '', baseUrl: world.gateway.url };
    const config = { ...world.app.config, razorpay: env };
    const gateway = createGatewaySwitch({ db: world.app.db, config, log: createLogger('silent'), starting: startingGateway(config) });
    await gateway.refresh(true);
    expect(gateway.current()).toMatchObject({ source: 'environment', keyId: env.keyId });
  });

  it('goes back to the stand-in\'s test payments when the keys are removed', async () => {
    const removed = await keys(world.owner, 'DELETE');
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ source: 'stand-in', testMode: true, saved: null, environment: null });
    const order = await newOrder();
    expect(order).toMatchObject({ checkout: { kind: 'stand-in' }, testMode: true });
    expect(world.gateway.orders.has(order.orderId)).toBe(true);
    expect(await storedRows()).toEqual([]);
  });

  it('never answered a secret', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const text of answers) {
      for (const secret of [live.keySecret, live.webhookSecret, 'WrongSecretForThisAcct1', world.gateway.keySecret, world.gateway.webhookSecret]) {
        expect(text).not.toContain(secret);
      }
    }
  });
});
