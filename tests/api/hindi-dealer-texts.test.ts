/**
 * Text the dealer writes may have a Hindi version (docs/visitor-language.md "Text the
 * dealer enters"): a model's short description in the catalogue studio and an offer's title
 * and description in Manage > Offers are stored, checked by the shared schemas, and sent in
 * the public reads; without them the reads carry '' and the page shows the English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { BikeDetail, Offer } from '#contract/catalogue-types.ts';
import type { ModelDraftView } from '#contract/catalogue-studio.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let manager: AdminSession;

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'hindi-manager', 'manager password', { role: 'manager' });
  manager = await signIn(app, 'hindi-manager', 'manager password');
}, 300_000);

afterAll(async () => {
  await app?.close();
});

async function publicJson<T>(path: string): Promise<T> {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const hindiDescription = 'शहर की सड़कों के लिए हल्की और किफ़ायती बाइक।';

describe("a model's short description in Hindi", () => {
  it('is kept with the draft, published, sent as bikeDetailsHi and read back by the editor', async () => {
    const rows = await (await call(app, manager, `${adminApiPaths.adminCatalogue}?type=bikes`)).json() as { id: number; name: string }[];
    const shine = rows.find((r) => r.name === 'Shine 100')!;
    // Seeded models have none: the Hindi page falls back to the English.
    expect((await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'))).bikeDetailsHi).toBe('');

    const view = (await (await call(app, manager, adminApiPaths.adminModel(shine.id))).json()) as ModelDraftView;
    expect(view.draft.descriptionHi).toBe('');
    const saved = await call(app, manager, adminApiPaths.adminModel(shine.id), { method: 'PUT', json: { ...view.draft, descriptionHi: `  ${hindiDescription} ` } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const published = await call(app, manager, adminApiPaths.adminModelPublish(shine.id), { method: 'POST' });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { changes: string[] }).changes).toContain('Hindi description changed');

    const detail = await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'));
    expect(detail.bikeDetailsHi).toBe(hindiDescription);
    expect(detail.bikeDetails).toBe(view.draft.description);
    const reopened = (await (await call(app, manager, adminApiPaths.adminModel(shine.id))).json()) as ModelDraftView;
    expect(reopened.draft.descriptionHi).toBe(hindiDescription);
  });

  it('refuses one that is too long at its field, keeping the stored one', async () => {
    const modelId = (await app.db.query<{ id: number }>(`SELECT id FROM models WHERE name = 'Shine 100'`)).rows[0]!.id;
    const view = (await (await call(app, manager, adminApiPaths.adminModel(modelId))).json()) as ModelDraftView;
    const res = await call(app, manager, adminApiPaths.adminModel(modelId), { method: 'PUT', json: { ...view.draft, descriptionHi: 'क'.repeat(2001) } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: { field: string; message: string }[] };
    expect(body.errors).toEqual([{ field: 'descriptionHi', message: 'At most 2000 characters' }]);
    expect((await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'))).bikeDetailsHi).toBe(hindiDescription);
  });
});

function offerForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'offer.png');
  return form;
}

const newestOffer = async () => (await publicJson<Offer[]>(apiPaths.offers)).reduce((a, b) => (b.id > a.id ? b : a));
const offerCount = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM offers')).rows[0]!.n;

describe("an offer's title and description in Hindi", () => {
  it('are stored and sent with the offer; without them the offer carries empty ones', async () => {
    const withHindi = await call(app, manager, adminApiPaths.createOffer, {
      method: 'POST',
      form: offerForm({ title: 'Festive offer', description: 'Save on every scooter', titleHi: 'त्योहार का ऑफ़र', descriptionHi: 'हर स्कूटर पर बचत' }),
    });
    expect(withHindi.status).toBe(201);
    expect(await newestOffer()).toMatchObject({
      title: 'Festive offer', description: 'Save on every scooter', titleHi: 'त्योहार का ऑफ़र', descriptionHi: 'हर स्कूटर पर बचत',
    });

    const english = await call(app, manager, adminApiPaths.createOffer, { method: 'POST', form: offerForm({ title: 'Exchange bonus', description: 'Bring your old bike' }) });
    expect(english.status).toBe(201);
    expect(await newestOffer()).toMatchObject({ title: 'Exchange bonus', titleHi: '', descriptionHi: '' });
  });

  it('refuses a Hindi title that is too long by its name, storing nothing', async () => {
    const before = await offerCount();
    const res = await call(app, manager, adminApiPaths.createOffer, {
      method: 'POST', form: offerForm({ title: 'Long', description: 'd', titleHi: 'क'.repeat(121) }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('Hindi title: must be at most 120 characters');
    expect(await offerCount()).toBe(before);
  });
});
