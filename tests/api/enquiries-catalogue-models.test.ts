/**
 * Every public form names its model from the published catalogue (docs/catalogue.md "One
 * list of models"): a model the studio publishes is accepted at once by the finance, service,
 * AMC and warranty enquiries, stored in the catalogue's spelling however the form spelt it;
 * a model the catalogue does not have (a draft no visitor sees, a name made up) is a 400
 * naming the field, with nothing stored; a slug an earlier version's fixed list offered is
 * still accepted from a phone's outbox, as sent, when the catalogue no longer has it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import type { ModelDraftInput } from '#contract/catalogue-studio.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'models-manager', 'manager password', { role: 'manager' });
  manager = await signIn(app, 'models-manager', 'manager password');
}, 300_000);

afterAll(async () => {
  await app?.close();
});

function draft(name: string): ModelDraftInput {
  return {
    type: 'bikes',
    name,
    brand: 'Honda',
    description: 'A light commuter for city streets.',
    keyFigures: { engine: '123.94 cc', power: '8.04 kW', transmission: '5-speed' },
    variants: [{ name: 'Drum', price: 78_500 }],
    colours: [{ name: 'Pearl Igneous Black', swatch: '#1d1f24', photo: '/media/studio/black.webp' }],
    photos: { main: '/media/studio/main.webp', more: [] },
    specifications: { bodyDimensions: [], engineDetails: [], transmissionDetails: [], tyreDetails: [], frame: [], Electrical: [] },
    features: [],
    accessories: [],
    frames: [],
    brochure: '',
  } as unknown as ModelDraftInput;
}

/** A model made in the studio; published unless told otherwise. */
async function studioModel(name: string, publish = true): Promise<void> {
  const made = await call(app, manager, adminApiPaths.adminCatalogue, { method: 'POST', json: { type: 'bikes', name } });
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const saved = await call(app, manager, adminApiPaths.adminModel(id), { method: 'PUT', json: draft(name) });
  expect(saved.status, await saved.clone().text()).toBe(200);
  if (!publish) return;
  const published = await call(app, manager, adminApiPaths.adminModelPublish(id), { method: 'POST' });
  expect(published.status, await published.clone().text()).toBe(200);
}

const mobile = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A complete body of each kind, naming `model`. */
const bodies = {
  finance: (model: string) => ({ name: 'Ravi', email: '', contact: mobile(), loanAmount: '65000', model, message: '', agreed: true }),
  service: (model: string) => ({
    model, enteredModel: '', yearOfPurchase: '2021', serviceType: 'Paid', registrationNumber: 'HR26AB1234', bookingDate: '',
    name: 'Amit', email: '', contactNumber: mobile(), message: '',
  }),
  amc: (model: string) => ({ model, yearOfPurchase: '2022', registrationNumber: 'HR26CD2345', name: 'Neha', email: '', contactNumber: mobile(), message: '' }),
  warranty: (model: string) => ({ model, yearOfPurchase: '2024', registrationNumber: 'HR26ZZ0001', name: 'Vikram', email: '', contactNumber: mobile(), message: '' }),
} as const;
type Kind = keyof typeof bodies;
const kinds = Object.keys(bodies) as Kind[];

async function send(kind: Kind, model: string): Promise<{ status: number; body: { message: string; errors?: { field: string }[] }; id: string }> {
  const id = randomUUID();
  const res = await app.fetch(enquiryKinds[kind].path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
    body: JSON.stringify(bodies[kind](model)),
  });
  return { status: res.status, body: (await res.json()) as { message: string }, id };
}

async function storedModel(id: string): Promise<{ payload: string | undefined; indexed: string | undefined } | null> {
  const { rows } = await app.db.query<{ payload: { model?: string }; model: string }>('SELECT payload, model FROM enquiries WHERE id = $1', [id]);
  return rows[0] ? { payload: rows[0].payload.model, indexed: rows[0].model } : null;
}

describe('a model published in the studio', () => {
  beforeAll(async () => {
    await studioModel('Trail Breeze 150');
  });

  it.each(kinds)('is accepted by %s at once, in the catalogue spelling however the form spelt it', async (kind) => {
    for (const spelt of ['Trail Breeze 150', 'trail-breeze-150', 'TRAILBREEZE150']) {
      const sent = await send(kind, spelt);
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      expect(await storedModel(sent.id)).toEqual({ payload: 'Trail Breeze 150', indexed: 'Trail Breeze 150' });
    }
  });
});

describe('a model the catalogue does not have', () => {
  beforeAll(async () => {
    // Saved in the studio but never published: no visitor can see it, so no form may name it.
    await studioModel('Secret Draft 300', false);
  });

  it.each(kinds)('is refused by %s with a 400 naming the field, and nothing is stored', async (kind) => {
    for (const model of ['Gold Wing Tour', 'Secret Draft 300']) {
      const sent = await send(kind, model);
      expect(sent.status).toBe(400);
      expect(sent.body.message).toBe('model: Please choose one of our models');
      expect(sent.body.errors?.map((e) => e.field)).toEqual(['model']);
      expect(await storedModel(sent.id)).toBeNull();
    }
  });
});

describe('a slug an earlier version of the forms offered', () => {
  it.each(kinds)('%s stores a slug of a catalogue model under the catalogue name', async (kind) => {
    const sent = await send(kind, 'hornet-2-0');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect((await storedModel(sent.id))?.payload).toBe('Hornet 2.0');
  });

  it.each(kinds)('%s keeps a retired model as the phone sent it rather than refusing the enquiry', async (kind) => {
    // nx200 was on the fixed list; the seed catalogue has no NX200.
    const sent = await send(kind, 'nx200');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(await storedModel(sent.id)).toEqual({ payload: 'nx200', indexed: 'nx200' });
  });
});
