/**
 * The order of the models (docs/catalogue.md "The order of the models"): a new model comes
 * first in its type's list, the dealer moves a model up or down, and the site's lists read
 * that order (the listing every model choice of the site starts from, the on-road quote's
 * models); a never-published draft can be deleted. On the real app and a seeded database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { OnroadRates } from '#contract/onroad-rates.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';
import type { CatalogueRow, ModelDraftInput } from '#contract/catalogue-studio.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let owner: AdminSession;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'order-owner', 'owner password', { role: 'owner' });
  owner = await signIn(app, 'order-owner', 'owner password');
}, 300_000);

afterAll(async () => {
  await app?.close();
});

const listNames = async () =>
  ((await (await call(app, owner, `${adminApiPaths.adminCatalogue}?type=bikes`)).json()) as CatalogueRow[]).map((r) => r.name);
const bikeNames = async () => ((await (await app.fetch(apiPaths.bikes)).json()) as Vehicle[]).map((v) => v.name);

async function create(name: string): Promise<number> {
  const res = await call(app, owner, adminApiPaths.adminCatalogue, { method: 'POST', json: { type: 'bikes', name } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const move = (id: number, direction: unknown) => call(app, owner, adminApiPaths.adminModelMove(id), { method: 'POST', json: { direction } });

function publishable(name: string): ModelDraftInput {
  return {
    type: 'bikes', name, variants: [{ name: 'Drum', price: 79_000 }],
    colours: [{ name: 'Pearl Red', swatch: '#c81e1e', photo: '/media/studio/red.webp' }],
    photos: { main: '/media/studio/main.webp', more: [] },
  };
}

describe('the order of the models', () => {
  let first: number;
  let second: number;

  it('puts a new model first, newest first', async () => {
    const before = await listNames();
    first = await create('Order One 110');
    second = await create('Order Two 125');
    expect(await listNames()).toEqual(['Order Two 125', 'Order One 110', ...before]);
  });

  it('moves a model up and down; the first stays first', async () => {
    expect((await move(first, 'up')).status).toBe(200);
    const names = await listNames();
    expect(names.slice(0, 2)).toEqual(['Order One 110', 'Order Two 125']);
    expect((await move(first, 'up')).status).toBe(200);
    expect(await listNames()).toEqual(names);
    expect((await move(first, 'down')).status).toBe(200);
    expect((await listNames()).slice(0, 2)).toEqual(['Order Two 125', 'Order One 110']);
  });

  it('publishes a new model where it stands: first on the site and in the on-road quote', async () => {
    const siteBefore = await bikeNames();
    expect((await call(app, owner, adminApiPaths.adminModel(second), { method: 'PUT', json: publishable('Order Two 125') })).status).toBe(200);
    expect((await call(app, owner, adminApiPaths.adminModelPublish(second), { method: 'POST' })).status).toBe(200);
    expect(await bikeNames()).toEqual(['Order Two 125', ...siteBefore]);
    const rates = (await (await app.fetch(apiPaths.onroadRates)).json()) as OnroadRates;
    expect(Object.keys(rates.models)).toContain('OrderTwo125');
  });

  it('moves a live model on the site too', async () => {
    const rows = (await (await call(app, owner, `${adminApiPaths.adminCatalogue}?type=bikes`)).json()) as CatalogueRow[];
    const at = rows.findIndex((r) => r.name === 'Order Two 125');
    // The next model the site shows (a hidden one in between is passed like any other).
    const next = rows.findIndex((r, i) => i > at && r.state === 'published');
    for (let i = next; i > at; i -= 1) expect((await move(rows[next]!.id, 'up')).status).toBe(200);
    expect((await listNames()).slice(at, at + 2)).toEqual([rows[next]!.name, 'Order Two 125']);
    expect((await bikeNames()).slice(0, 2)).toEqual([rows[next]!.name, 'Order Two 125']);
  });

  it('refuses a direction it does not know, and an unknown model, changing nothing', async () => {
    const names = await listNames();
    const bad = await move(first, 'left');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: { field: string }[] }).errors[0]!.field).toBe('direction');
    expect((await move(999_999, 'up')).status).toBe(404);
    expect(await listNames()).toEqual(names);
  });

  it('deletes a never-published draft, once', async () => {
    const res = await call(app, owner, adminApiPaths.adminModelDraft(first), { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe('Draft deleted');
    expect(await listNames()).not.toContain('Order One 110');
    expect((await call(app, owner, adminApiPaths.adminModel(first))).status).toBe(404);
    expect((await call(app, owner, adminApiPaths.adminModelDraft(first), { method: 'DELETE' })).status).toBe(404);
  });
});
