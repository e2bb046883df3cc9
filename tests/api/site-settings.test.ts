/**
 * The site settings over HTTP (docs/site-settings.md): the public read shows what the
 * site showed before they were data; only Owners read and change them; bad input is a
 * 400 naming each field in plain words and stores nothing; a save is live at once, moves
 * the offline manifest, keeps showroom ids, adds and removes showrooms, and refuses to
 * remove one that staff or leads refer to. Real app, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import { landingContentOf } from '../../server/catalogue/landing-reads.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { Dealer, OfflineManifest } from '#contract/catalogue-types.ts';
import { site } from '#contract/site.ts';
import { defaultSiteSettings, type SiteSaveAnswer, type SiteSettings, type SiteSettingsInput } from '#contract/site-settings.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { createTestDb, type TestDb } from '../support/test-db.ts';

let app: TestApp;
let owner: AdminSession;

beforeAll(async () => {
  app = await startTestApp();
  await createAdmin(app.db, 'site-owner', 'Owner-Password-1', { role: 'owner' });
  await createAdmin(app.db, 'site-manager', 'Manager-Password-1', { role: 'manager', showroomId: 2 });
  await createAdmin(app.db, 'site-sales', 'Sales-Password-1', { role: 'sales', showroomId: 3 });
  owner = await signIn(app, 'site-owner', 'Owner-Password-1');
}, 300_000);
afterAll(async () => {
  await app?.close();
});

const publicSite = async (): Promise<SiteSettings> => {
  const res = await app.fetch(apiPaths.site);
  expect(res.status).toBe(200);
  return (await res.json()) as SiteSettings;
};
const manifest = async () => (await (await app.fetch(apiPaths.offlineManifest)).json()) as OfflineManifest;
const save = (json: unknown, session: AdminSession = owner) => call(app, session, adminApiPaths.adminSite, { method: 'PUT', json });
const storedRows = async () => ({
  settings: (await app.db.query('SELECT settings, updated_by FROM site_settings')).rows,
  dealers: (await app.db.query('SELECT * FROM dealers ORDER BY id')).rows,
});
/** The current settings as Manage > Site would send them back, changed by `change`. */
const edited = (current: SiteSettings, change: (s: SiteSettingsInput) => void): SiteSettingsInput => {
  const copy = structuredClone(current) as SiteSettingsInput;
  change(copy);
  return copy;
};

describe('public read', () => {
  it('shows what the site showed before: the same name, GSTIN, contacts and the four showrooms with their ids', async () => {
    const res = await app.fetch(apiPaths.site);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const settings = (await res.json()) as SiteSettings;
    // With the opening hours in Hindi, made from the English (docs/visitor-language.md).
    expect(settings).toEqual({ ...defaultSiteSettings, hoursHi: 'सुबह 9:30 से शाम 7:00 बजे तक' });
    expect(settings.dealerName).toBe(site.groupName);
    expect(settings.gstin).toBe(site.gstin);
    expect(settings.showrooms.map((s) => [s.id, s.label, s.salesNo])).toEqual(site.showrooms.map((s) => [s.id, s.label, s.salesNo]));
    const again = await app.fetch(apiPaths.site, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('is listed in the offline manifest and comes with every server-drawn landing screen', async () => {
    expect((await manifest()).urls).toContain(apiPaths.site);
    const content = await landingContentOf(app.db)('/', new URLSearchParams());
    expect(content?.reads[apiPaths.site]).toEqual({ ...defaultSiteSettings, hoursHi: 'सुबह 9:30 से शाम 7:00 बजे तक' });
    const listing = await landingContentOf(app.db)('/ev', new URLSearchParams());
    expect(Object.keys(listing?.reads ?? {})).toEqual([apiPaths.site, apiPaths.ev]);
  });
});

describe('guard', () => {
  it('answers 401 without a session and 403 to Managers and Sales, changing nothing', async () => {
    const before = await storedRows();
    for (const method of ['GET', 'PUT']) {
      const res = await app.fetch(adminApiPaths.adminSite, { method, headers: { 'Content-Type': 'application/json' }, ...(method === 'PUT' ? { body: '{}' } : {}) });
      expect(res.status, method).toBe(401);
    }
    for (const [user, password] of [['site-manager', 'Manager-Password-1'], ['site-sales', 'Sales-Password-1']] as const) {
      const session = await signIn(app, user, password);
      const read = await call(app, session, adminApiPaths.adminSite);
      expect(read.status, user).toBe(403);
      expect(await read.json()).toEqual({ message: notAllowedMessage });
      const write = await save(edited(await publicSite(), (s) => void (s.dealerName = 'Taken Over')), session);
      expect(write.status, user).toBe(403);
    }
    const noCsrf = await call(app, owner, adminApiPaths.adminSite, { method: 'PUT', json: await publicSite(), noCsrf: true });
    expect(noCsrf.status).toBe(403);
    expect(await storedRows()).toEqual(before);
  });

  it('lets an Owner read the settings, never cached, with what each showroom still has', async () => {
    const res = await call(app, owner, adminApiPaths.adminSite);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The manager belongs to Sector 18 (2), the salesperson to Sector 52A (3).
    expect(await res.json()).toEqual({ settings: await publicSite(), inUse: { 2: ['1 staff account'], 3: ['1 staff account'] } });
  });
});

describe('validation', () => {
  const cases: { name: string; change: (s: SiteSettingsInput) => void; field: string; words: RegExp }[] = [
    { name: 'a GSTIN of the wrong shape', change: (s) => void (s.gstin = '06AAGCG4821K1'), field: 'gstin', words: /15 letters and digits/ },
    { name: 'a GSTIN with a state code of letters', change: (s) => void (s.gstin = 'HRAAGCG4821K1Z7'), field: 'gstin', words: /15 letters and digits/ },
    // One character of the seeded GSTIN mistyped (K1ZK -> K1Z7): the shape holds, the check character does not.
    { name: 'a GSTIN whose check character does not match', change: (s) => void (s.gstin = '06AAGCG4821K1Z7'), field: 'gstin', words: /last character does not match/ },
    { name: 'a sales phone that is not Indian', change: (s) => void (s.showrooms[1]!.salesNo = '+44 20 7946 0018'), field: 'showrooms.1.salesNo', words: /Indian phone number/ },
    { name: 'a phone too short', change: (s) => void (s.office.crmPhone = '98110'), field: 'office.crmPhone', words: /Indian phone number/ },
    { name: 'an e-mail without a domain', change: (s) => void (s.showrooms[0]!.email = 'railwayroad@'), field: 'showrooms.0.email', words: /e-mail address/ },
    { name: 'a map position outside India', change: (s) => void (s.showrooms[2]!.latitude = 51.5), field: 'showrooms.2.latitude', words: /between 6 and 37.5/ },
    { name: 'an empty dealer name', change: (s) => void (s.dealerName = '   '), field: 'dealerName', words: /dealer's name/ },
    { name: 'no brand', change: (s) => void (s.brands = []), field: 'brands', words: /at least one brand/ },
    { name: 'a logo on another site', change: (s) => void (s.logoPath = '//evil.example/logo.png'), field: 'logoPath', words: /picture on this site/ },
    { name: 'a social link over http', change: (s) => void (s.social[0]!.url = 'http://facebook.com/x'), field: 'social.0.url', words: /https:\/\// },
    { name: 'no showroom at all', change: (s) => void (s.showrooms = []), field: 'showrooms', words: /at least one showroom/ },
    { name: 'a showroom listed twice', change: (s) => void s.showrooms.push({ ...s.showrooms[0]! }), field: 'showrooms.4.id', words: /listed twice/ },
    { name: 'a showroom that does not exist', change: (s) => void (s.showrooms[3]!.id = 99), field: 'showrooms.3.id', words: /no longer exists/ },
  ];

  for (const c of cases) {
    it(`refuses ${c.name} at its field, in plain words, storing nothing`, async () => {
      const before = await storedRows();
      const version = (await manifest()).version;
      const res = await save(edited(await publicSite(), c.change));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; errors: { field: string; message: string }[] };
      const error = body.errors.find((e) => e.field === c.field);
      expect(error?.message, JSON.stringify(body.errors)).toMatch(c.words);
      expect(await storedRows()).toEqual(before);
      expect((await manifest()).version).toBe(version);
    });
  }

  it('answers 400, never 500, to bodies of the wrong kind', async () => {
    for (const body of [null, [], 'text', 42, { dealerName: { $gt: '' } }, { ...defaultSiteSettings, showrooms: 'all' }, { ...defaultSiteSettings, dealerName: 'x'.repeat(100_000) }]) {
      const res = await save(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const malformed = await call(app, owner, adminApiPaths.adminSite, { method: 'PUT', headers: { 'Content-Type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });
});

describe('saving', () => {
  it('changes a showroom phone at once, on the public read and the dealer page, and moves the manifest', async () => {
    const before = await manifest();
    const res = await save(edited(await publicSite(), (s) => void (s.showrooms[1]!.salesNo = '+91 98110 77777')));
    expect(res.status).toBe(200);
    const answer = (await res.json()) as SiteSaveAnswer;
    expect(answer).toMatchObject({ changed: true, message: expect.stringMatching(/^Saved/) });
    expect(answer.settings.showrooms[1]).toMatchObject({ id: 2, salesNo: '+91 98110 77777' });
    expect((await publicSite()).showrooms[1]!.salesNo).toBe('+91 98110 77777');
    const dealer = (await (await app.fetch(apiPaths.dealer(2))).json()) as Dealer[];
    expect(dealer[0]!.sales_no).toBe('+91 98110 77777');
    expect((await manifest()).version).not.toBe(before.version);
    const { rows } = await app.db.query<{ updated_by: string }>('SELECT updated_by FROM site_settings');
    expect(rows[0]!.updated_by).toBe('site-owner');
  });

  it('says so when nothing changed, and leaves the manifest where it was', async () => {
    const version = (await manifest()).version;
    const res = await save(await publicSite());
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: false, message: expect.stringMatching(/^No change/) });
    expect((await manifest()).version).toBe(version);
  });

  it('stores the dealer-wide details trimmed, the GSTIN in capitals, and a logo the manifest keeps', async () => {
    const res = await save(edited(await publicSite(), (s) => {
      s.dealerName = '  Gurgaon Two Wheelers Pvt Ltd ';
      s.gstin = '06aagcg4821k1zk';
      s.brands = ['Honda', 'Hero Electric'];
      s.logoPath = '/media/site/logo.png';
      s.social = [{ name: 'Instagram', url: 'https://www.instagram.com/gtwheelers' }];
    }));
    expect(res.status).toBe(200);
    const now = await publicSite();
    expect(now).toMatchObject({ dealerName: 'Gurgaon Two Wheelers Pvt Ltd', gstin: '06AAGCG4821K1ZK', brands: ['Honda', 'Hero Electric'], logoPath: '/media/site/logo.png' });
    expect(now.social).toEqual([{ name: 'Instagram', url: 'https://www.instagram.com/gtwheelers' }]);
    expect((await manifest()).urls).toContain('/media/site/logo.png');
  });

  it('adds a showroom after the others, with its own dealer page, keeping every other id', async () => {
    const current = await publicSite();
    const res = await save(edited(current, (s) => {
      s.showrooms.push({
        label: 'SOHNA ROAD', name: 'Gurgaon Two Wheelers, Sohna Road', address: 'Plot 7, Sohna Road, Sector 49, Gurgaon, Haryana 122018',
        salesNo: '0124 456 7890', serviceNo: '1800 123 4567', hours: '10:00 AM to 08:00 PM', email: 'sohna@gtwheelers.in', latitude: 28.4089, longitude: 77.0423,
      });
    }));
    expect(res.status).toBe(200);
    const now = await publicSite();
    expect(now.showrooms.map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(now.showrooms[4]).toMatchObject({ label: 'SOHNA ROAD', hours: '10:00 AM to 08:00 PM' });
    expect((await app.fetch(apiPaths.dealer(5))).status).toBe(200);
    expect((await manifest()).urls).toContain(apiPaths.dealer(5));
  });

  it('refuses to remove a showroom staff belong to, saying who, and removes one nobody refers to', async () => {
    const current = await publicSite();
    const before = await storedRows();
    const refused = await save(edited(current, (s) => void (s.showrooms = s.showrooms.filter((r) => r.id !== 2))));
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Gurgaon Two Wheelers, Sector 18 cannot be removed: it still has 1 staff account. Close it instead (visitors no longer see it, its history stays), or move them to another showroom first.',
    );
    expect(await storedRows()).toEqual(before);

    const removed = await save(edited(current, (s) => void (s.showrooms = s.showrooms.filter((r) => r.id !== 5))));
    expect(removed.status).toBe(200);
    expect((await publicSite()).showrooms.map((s) => s.id)).toEqual([1, 2, 3, 4]);
    expect((await app.fetch(apiPaths.dealer(5))).status).toBe(404);
    expect((await manifest()).urls).not.toContain(apiPaths.dealer(5));
  });

  it('counts the leads of a showroom too', async () => {
    const { rows } = await app.db.query<{ id: string }>('SELECT id FROM enquiries LIMIT 1');
    expect(rows.length).toBe(0);
    // A product enquiry that chose Pataudi becomes a lead there.
    const sent = await app.fetch('/api/postBooking', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': '6d0e6a8a-3f0b-4e59-9a53-9c7c1c8e0a44' },
      body: JSON.stringify({ name: 'Asha', mobileNo: '9811012345', emailId: 'asha@example.in', model: 'Shine 100', color: 'Black', message: '', preferredShowroom: '4' }),
    });
    expect(sent.status, await sent.clone().text()).toBeLessThan(300);
    const res = await save(edited(await publicSite(), (s) => void (s.showrooms = s.showrooms.filter((r) => r.id !== 4))));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Gurgaon Two Wheelers, Pataudi cannot be removed: it still has 1 lead\./);
  });
});

describe('the migration', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    await migrate(testDb.db, loadMigrations().filter((m) => m.version < 50));
    await testDb.db.query(
      `INSERT INTO dealers (id, name, address, sales_no, service_no, open_time, email, latitude, longitude)
       VALUES (2, 'Gurgaon Two Wheelers, Sector 18', 'SCO 22', '+91 98110 40011', '+91 98110 40012', '09:30 AM to 07:00 PM', 's@x.in', 28.49, 77.06)`,
    );
    await migrate(testDb.db);
  }, 300_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  it('keeps an existing showroom with its id, names it for the menu and stores the dealer-wide details the site had', async () => {
    const { rows } = await testDb.db.query<{ id: number; label: string }>('SELECT id, label FROM dealers');
    expect(rows).toEqual([{ id: 2, label: 'SECTOR 18' }]);
    const settings = await testDb.db.query<{ settings: { dealerName: string; gstin: string }; updated_by: string | null }>('SELECT settings, updated_by FROM site_settings');
    expect(settings.rows).toHaveLength(1);
    expect(settings.rows[0]!.settings).toMatchObject({ dealerName: site.groupName, gstin: site.gstin });
    expect(settings.rows[0]!.updated_by).toBeNull();
  });
});

describe('migration 430: the sample GSTIN', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb({ migrate: false });
    await migrate(testDb.db, loadMigrations().filter((m) => m.version < 430));
  }, 300_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  const storedGstin = async () =>
    (await testDb.db.query<{ gstin: string }>("SELECT settings->>'gstin' AS gstin FROM site_settings WHERE id = 1")).rows[0]!.gstin;
  const setGstin = (gstin: string) =>
    testDb.db.query("UPDATE site_settings SET settings = jsonb_set(settings, '{gstin}', to_jsonb($1::text)) WHERE id = 1", [gstin]);
  const rerun430 = async () => {
    await testDb.db.query('DELETE FROM schema_migrations WHERE version = 430');
    await migrate(testDb.db);
  };

  it("corrects the seeded sample's check character, so an untouched sample still saves", async () => {
    await setGstin('06AAGCG4821K1Z7');
    await rerun430();
    expect(await storedGstin()).toBe('06AAGCG4821K1ZK');
  });

  it('leaves a GSTIN the dealer typed as it is, even one that does not check out', async () => {
    await setGstin('27AAPFU0939F1ZA');
    await rerun430();
    expect(await storedGstin()).toBe('27AAPFU0939F1ZA');
  });
});
