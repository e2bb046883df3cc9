/**
 * The Hindi words a dealer writes for what visitors read of a model (docs/visitor-language.md
 * "Text the dealer enters"): a colour's name, a feature's heading and text, an accessory's
 * name and description, a specification row's label and value, and the name of an on-road
 * option. Kept with the draft, checked by the shared schemas (a refusal names the Hindi
 * field and stores nothing), published, served by the public reads ('' where none was
 * written), carried by the catalogue's export and import; a body from before the Hindi
 * fields existed is still taken. Real app, real database.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Accessory, BikeDetail, Colour, Feature, OfflineManifest } from '#contract/catalogue-types.ts';
import type { ModelDraft, ModelDraftView, PublishAnswer } from '#contract/catalogue-studio.ts';
import { manifestEntry, type ImportJob, type ImportJobAnswer, type TransferManifest } from '#contract/catalogue-transfer.ts';
import { mediaUploadField } from '#contract/media-uploads.ts';
import { adminOnroadRatesSchema, onroadRatesSchema } from '#contract/onroad-rates.ts';
import { draftPaths } from '../../server/studio/catalogue-export.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';

let app: TestApp;
let owner: AdminSession;
let shineId: number;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'hindi-owner', 'owner password');
  owner = await signIn(app, 'hindi-owner', 'owner password');
  shineId = (await app.db.query<{ id: number }>(`SELECT id FROM models WHERE name = 'Shine 100'`)).rows[0]!.id;
}, 300_000);

afterAll(async () => {
  await app?.close();
});

async function publicJson<T>(path: string): Promise<T> {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const manifestVersion = async () => (await publicJson<OfflineManifest>(apiPaths.offlineManifest)).version;
const editorView = async () => (await (await call(app, owner, adminApiPaths.adminModel(shineId))).json()) as ModelDraftView;
const save = (draft: unknown) => call(app, owner, adminApiPaths.adminModel(shineId), { method: 'PUT', json: draft });

async function publish(): Promise<PublishAnswer> {
  const res = await call(app, owner, adminApiPaths.adminModelPublish(shineId), { method: 'POST' });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PublishAnswer;
}

/** Shine 100 as the editor has it, with Hindi written for its first colour, feature, accessory and two engine rows. */
function withHindi(draft: ModelDraft): ModelDraft {
  const [firstRow, secondRow, ...otherRows] = draft.specifications.engineDetails;
  return {
    ...draft,
    colours: draft.colours.map((c, i) => (i === 0 ? { ...c, nameHi: '  लाल धारियों वाला काला ' } : c)),
    features: draft.features.map((f, i) => (i === 0 ? { ...f, headingHi: 'ईएसपी तकनीक', textHi: 'बेहतर माइलेज और शांत सवारी।' } : f)),
    accessories: draft.accessories.map((a, i) => (i === 0 ? { ...a, headingHi: 'सीट कवर', descriptionHi: 'सीट को ठंडा और सुरक्षित रखता है।' } : a)),
    specifications: {
      ...draft.specifications,
      engineDetails: [
        { ...firstRow!, valueHi: 'फ़्यूल इंजेक्टेड, 4-स्ट्रोक' },
        { ...secondRow!, labelHi: 'इंजन क्षमता' },
        ...otherRows,
        // A usual row the dealer added and has not filled in: kept in the draft, not published.
        { label: 'Ignition', value: '', labelHi: '', valueHi: '' },
      ],
    },
  };
}

describe('Hindi words of a model, from the studio to the public reads', () => {
  it('are kept with the draft, published, sent beside the English and read back by the editor', async () => {
    const view = await editorView();
    // Seeded models have none.
    expect(view.draft.colours.every((c) => c.nameHi === '')).toBe(true);
    expect((await publicJson<Colour[]>(apiPaths.colours('Shine100'))).every((c) => c.nameHi === '')).toBe(true);
    expect((await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'))).specsHi).toEqual({});
    const versionBefore = await manifestVersion();
    const english = view.draft;

    const saved = await save(withHindi(english));
    expect(saved.status, await saved.clone().text()).toBe(200);
    const answer = await publish();
    expect(answer.changes).toContain(`Hindi name of ${english.colours[0]!.name} changed`);
    expect(answer.changes).toContain('Features changed (4 features)');
    expect(answer.changes).toContain('Accessories changed (4 accessories)');
    expect(answer.changes).toContain('Engine specifications changed');
    expect(await manifestVersion()).not.toBe(versionBefore);

    const colours = await publicJson<Colour[]>(apiPaths.colours('Shine100'));
    expect(colours.map((c) => [c.name, c.nameHi])).toEqual(english.colours.map((c, i) => [c.name, i === 0 ? 'लाल धारियों वाला काला' : '']));
    const features = await publicJson<Feature[]>(apiPaths.features('Shine100'));
    expect(features[0]).toMatchObject({ heading: english.features[0]!.heading, headingHi: 'ईएसपी तकनीक', descriptionHi: 'बेहतर माइलेज और शांत सवारी।' });
    expect(features[1]).toMatchObject({ headingHi: '', descriptionHi: '' });
    const accessories = await publicJson<Accessory[]>(apiPaths.accessories('Shine100'));
    expect(accessories[0]).toMatchObject({ heading: english.accessories[0]!.heading, headingHi: 'सीट कवर', descriptionHi: 'सीट को ठंडा और सुरक्षित रखता है।' });
    expect(accessories[1]).toMatchObject({ headingHi: '', descriptionHi: '' });

    const detail = await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'));
    const [first, second] = english.specifications.engineDetails;
    // Only rows with Hindi, by their English label; '' for the part the dealer left out.
    expect(detail.specsHi).toEqual({
      engineDetails: { [first!.label]: { label: '', value: 'फ़्यूल इंजेक्टेड, 4-स्ट्रोक' }, [second!.label]: { label: 'इंजन क्षमता', value: '' } },
    });
    expect(Object.keys(detail.engineDetails)).toEqual(english.specifications.engineDetails.map((r) => r.label));
    expect(detail.engineDetails).not.toHaveProperty('Ignition');

    const reopened = (await editorView()).draft;
    expect(reopened.colours[0]!.nameHi).toBe('लाल धारियों वाला काला');
    expect(reopened.features[0]).toMatchObject({ headingHi: 'ईएसपी तकनीक', textHi: 'बेहतर माइलेज और शांत सवारी।' });
    expect(reopened.accessories[0]).toMatchObject({ headingHi: 'सीट कवर', descriptionHi: 'सीट को ठंडा और सुरक्षित रखता है।' });
    expect(reopened.specifications.engineDetails.slice(0, 2).map((r) => [r.labelHi, r.valueHi])).toEqual([['', 'फ़्यूल इंजेक्टेड, 4-स्ट्रोक'], ['इंजन क्षमता', '']]);
    expect(reopened.specifications.engineDetails.map((r) => r.label)).not.toContain('Ignition');
  });

  it('moves the offline copy when only a Hindi word changes', async () => {
    const draft = (await editorView()).draft;
    const before = await manifestVersion();
    expect((await save({ ...draft, colours: draft.colours.map((c, i) => (i === 1 ? { ...c, nameHi: 'नीली धारियों वाला काला' } : c)) })).status).toBe(200);
    expect((await publish()).changes).toEqual([`Hindi name of ${draft.colours[1]!.name} changed`]);
    expect(await manifestVersion()).not.toBe(before);
    expect((await publicJson<Colour[]>(apiPaths.colours('Shine100')))[1]!.nameHi).toBe('नीली धारियों वाला काला');
  });

  it('refuses Hindi words that are too long at their field, in the editor\'s words, storing nothing', async () => {
    const draft = (await editorView()).draft;
    const cases: [ModelDraft, string, string][] = [
      [{ ...draft, colours: draft.colours.map((c, i) => (i === 1 ? { ...c, nameHi: 'क'.repeat(81) } : c)) }, 'colours.1.nameHi', 'Colour 2: At most 80 characters'],
      [{ ...draft, features: draft.features.map((f, i) => (i === 0 ? { ...f, textHi: 'क'.repeat(2001) } : f)) }, 'features.0.textHi', 'Feature 1: At most 2000 characters'],
      [{ ...draft, accessories: draft.accessories.map((a, i) => (i === 2 ? { ...a, headingHi: 'क'.repeat(81) } : a)) }, 'accessories.2.headingHi', 'Accessory 3: At most 80 characters'],
      [
        { ...draft, specifications: { ...draft.specifications, tyreDetails: draft.specifications.tyreDetails.map((r, i) => (i === 0 ? { ...r, valueHi: 'क'.repeat(161) } : r)) } },
        'specifications.tyreDetails.0.valueHi', 'At most 160 characters',
      ],
      [{ ...draft, colours: draft.colours.map((c, i) => (i === 0 ? { ...c, nameHi: 42 } : c)) } as unknown as ModelDraft, 'colours.0.nameHi', 'Colour 1: must be text'],
    ];
    const stored = async () => JSON.stringify((await app.db.query('SELECT body FROM catalogue_drafts WHERE model_id = $1', [shineId])).rows);
    const storedBefore = await stored();
    for (const [body, field, message] of cases) {
      const res = await save(body);
      expect(res.status, field).toBe(400);
      const answer = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      expect(answer.message).toBe(message);
      expect(answer.errors.map((e) => e.field)).toEqual([field]);
    }
    expect(await stored()).toBe(storedBefore);
  });

  it('takes a draft from an app that has no Hindi fields yet, with no Hindi words', async () => {
    const draft = (await editorView()).draft;
    const old = {
      ...draft,
      colours: draft.colours.map(({ nameHi: _n, ...c }) => c),
      features: draft.features.map(({ headingHi: _h, textHi: _t, ...f }) => f),
      accessories: draft.accessories.map(({ headingHi: _h, descriptionHi: _d, ...a }) => a),
      specifications: Object.fromEntries(Object.entries(draft.specifications).map(([g, rows]) => [g, rows.map(({ label, value }) => ({ label, value }))])),
    };
    const res = await save(old);
    expect(res.status, await res.clone().text()).toBe(200);
    const read = (await editorView()).draft;
    expect(read.colours.every((c) => c.nameHi === '')).toBe(true);
    expect(read.specifications.engineDetails.every((r) => r.labelHi === '' && r.valueHi === '')).toBe(true);
    // Not published yet: the site still shows the Hindi words.
    expect((await publicJson<Colour[]>(apiPaths.colours('Shine100')))[0]!.nameHi).toBe('लाल धारियों वाला काला');
    // Back as it was (the later tests start from the published words).
    const discard = await call(app, owner, adminApiPaths.adminModelDraft(shineId), { method: 'DELETE' });
    expect(discard.status, await discard.clone().text()).toBe(200);
    expect((await editorView()).draft.colours[0]!.nameHi).toBe('लाल धारियों वाला काला');
  });
});

describe('the catalogue file carries the Hindi words', () => {
  it('exports them and an import brings them back', async () => {
    const res = await call(app, owner, adminApiPaths.adminCatalogueExport);
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const manifest = JSON.parse(Buffer.from(entries[manifestEntry]!).toString('utf8')) as TransferManifest;
    const shine = manifest.models.find((m) => (m.draft as ModelDraft).name === 'Shine 100')!;
    const exported = shine.draft as ModelDraft;
    expect(exported.colours[0]!.nameHi).toBe('लाल धारियों वाला काला');
    expect(exported.specifications.engineDetails[1]!.labelHi).toBe('इंजन क्षमता');

    // The Hindi words taken off here, then the file's Shine 100 imported back.
    const draft = (await editorView()).draft;
    const plain = {
      ...draft,
      colours: draft.colours.map((c) => ({ ...c, nameHi: '' })),
      features: draft.features.map((f) => ({ ...f, headingHi: '', textHi: '' })),
      accessories: draft.accessories.map((a) => ({ ...a, headingHi: '', descriptionHi: '' })),
      specifications: Object.fromEntries(Object.entries(draft.specifications).map(([g, rows]) => [g, rows.map((r) => ({ ...r, labelHi: '', valueHi: '' }))])),
    };
    expect((await save(plain)).status).toBe(200);
    await publish();
    expect((await publicJson<Colour[]>(apiPaths.colours('Shine100')))[0]!.nameHi).toBe('');

    const paths = new Set(draftPaths(exported));
    const files = manifest.files.filter((f) => paths.has(f.path));
    const zip: Zippable = { [manifestEntry]: Buffer.from(JSON.stringify({ ...manifest, models: [shine], files })) };
    for (const f of files) zip[f.entry] = entries[f.entry]!;
    const form = new FormData();
    form.append(mediaUploadField, new Blob([zipSync(zip)], { type: 'application/zip' }), 'catalogue.zip');
    const started = await call(app, owner, adminApiPaths.adminCatalogueImport, { method: 'POST', form });
    expect(started.status, await started.clone().text()).toBe(202);
    const job = await finished(((await started.json()) as ImportJobAnswer).job!);
    expect(job.state, job.message).toBe('done');

    expect((await publicJson<Colour[]>(apiPaths.colours('Shine100')))[0]!.nameHi).toBe('लाल धारियों वाला काला');
    expect((await publicJson<Feature[]>(apiPaths.features('Shine100')))[0]!.headingHi).toBe('ईएसपी तकनीक');
    expect((await publicJson<Accessory[]>(apiPaths.accessories('Shine100')))[0]!.descriptionHi).toBe('सीट को ठंडा और सुरक्षित रखता है।');
    const detail = await publicJson<BikeDetail>(apiPaths.bikeView('Shine100'));
    expect(detail.specsHi?.engineDetails?.[exported.specifications.engineDetails[1]!.label]).toEqual({ label: 'इंजन क्षमता', value: '' });
  });
});

/** Follows the import's job as the screen does until it is no longer running (the deadline only catches a hang). */
async function finished(started: ImportJob): Promise<ImportJob> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const { job } = (await (await call(app, owner, adminApiPaths.adminCatalogueImportJob(started.id))).json()) as ImportJobAnswer;
    if (job!.state !== 'running') return job!;
    if (Date.now() > deadline) throw new Error(`import ${started.id} still running`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("an on-road option's name in Hindi", () => {
  const optionsPath = () => adminApiPaths.adminOnroadOptions(shineId);
  const adminOptions = async () =>
    adminOnroadRatesSchema.parse(await (await call(app, owner, adminApiPaths.adminOnroadRates)).json()).models.find((m) => m.id === shineId)!.options;
  const publicOptions = async () => onroadRatesSchema.parse(await publicJson(apiPaths.onroadRates)).models.Shine100!.options;
  const put = (json: unknown) => call(app, owner, optionsPath(), { method: 'PUT', json });
  const bodyOf = (o: Awaited<ReturnType<typeof adminOptions>>[number]) => ({ id: o.id, kind: o.kind, label: o.label, years: o.years, price: o.price });

  it('is stored, sent in the public rates beside the English and kept when a screen without the field saves', async () => {
    const options = await adminOptions();
    expect(options.every((o) => o.labelHi === '')).toBe(true);
    const [kit, ...rest] = options;
    const res = await put({ options: [{ ...bodyOf(kit!), labelHi: ' एक्सेसरी किट ' }, ...rest.map(bodyOf)] });
    expect(res.status, await res.clone().text()).toBe(200);
    const shown = await publicOptions();
    expect(shown.map((o) => [o.label, o.labelHi])).toEqual(options.map((o, i) => [o.label, i === 0 ? 'एक्सेसरी किट' : '']));

    // A body with no labelHi at all (an older screen): the stored Hindi name stays; a new option gets none.
    const again = await put({ options: [...options.map(bodyOf), { kind: 'amc', label: 'AMC Gold', years: null, price: 2_500 }] });
    expect(again.status, await again.clone().text()).toBe(200);
    const after = await publicOptions();
    expect(after[0]!.labelHi).toBe('एक्सेसरी किट');
    expect(after.at(-1)).toMatchObject({ label: 'AMC Gold', labelHi: '' });
  });

  it('refuses one that is too long by its name, changing nothing', async () => {
    const before = await adminOptions();
    const res = await put({ options: before.map((o, i) => ({ ...bodyOf(o), labelHi: i === 1 ? 'क'.repeat(121) : o.labelHi })) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('options.1.labelHi: Name in Hindi must be at most 120 characters');
    expect(await adminOptions()).toEqual(before);
  });
});
