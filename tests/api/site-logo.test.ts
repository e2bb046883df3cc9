/**
 * The dealer's logo in Manage > Site (docs/site-settings.md, docs/media.md): uploaded by an
 * Owner through the photo pipeline (checked by content, made in sizes at immutable
 * addresses, metadata dropped), stored by the settings' save, and then one small file of it
 * is what the header, footer, quote and the offline copy use. A non-picture or a file over
 * 20 MB is refused naming the field and stores nothing; Managers and Sales get 403.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { OfflineManifest } from '#contract/catalogue-types.ts';
import { responsiveSources } from '#contract/media.ts';
import { mediaMessages, type StoredImage } from '#contract/media-uploads.ts';
import { defaultSiteSettings, logoPictureUrl, type SiteSaveAnswer, type SiteSettings } from '#contract/site-settings.ts';
import { notAllowedMessage } from '#contract/staff-roles.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { metadataBlocks } from '../support/image-metadata-blocks.ts';
import { phonePhoto } from '../support/phone-photo.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let owner: AdminSession;
let manager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  await createAdmin(app.db, 'logo-owner', 'Owner-Password-1', { role: 'owner' });
  await createAdmin(app.db, 'logo-manager', 'Manager-Password-1', { role: 'manager', showroomId: 2 });
  owner = await signIn(app, 'logo-owner', 'Owner-Password-1');
  manager = await signIn(app, 'logo-manager', 'Manager-Password-1');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

function formOf(bytes: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}
const upload = (bytes: Buffer, name: string, session = owner) => call(app, session, adminApiPaths.adminSiteLogo, { method: 'POST', form: formOf(bytes, name) });
const fileCount = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files')).rows[0]!.n;
const publicSite = async () => (await (await app.fetch(apiPaths.site)).json()) as SiteSettings;

async function expectFieldRefusal(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ message, field: 'file' });
}

describe('logo upload', () => {
  it('makes the sizes of a square PNG logo, stores it on Save, and puts its one small file in the offline manifest', async () => {
    const png = await sharp({ create: { width: 600, height: 600, channels: 4, background: { r: 0, g: 80, b: 160, alpha: 1 } } }).png().toBuffer();
    const res = await upload(png, 'logo.png');
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredImage;
    expect(stored).toMatchObject({ width: 600, height: 600 });
    expect(stored.path).toMatch(/^\/media\/img\/[0-9a-f]+\/600\.jpg$/);
    // Uploaded, not yet saved: visitors still see the drawn mark.
    expect((await publicSite()).logoPath).toBe('');

    const current = await publicSite();
    // An empty database has no showroom yet, and the site needs one: the first the site started with.
    const { id: _unsaved, ...showroom } = defaultSiteSettings.showrooms[0]!;
    const showrooms = current.showrooms.length > 0 ? current.showrooms : [showroom];
    const saved = await call(app, owner, adminApiPaths.adminSite, { method: 'PUT', json: { ...current, showrooms, logoPath: stored.path } });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(((await saved.json()) as SiteSaveAnswer).settings.logoPath).toBe(stored.path);
    expect((await publicSite()).logoPath).toBe(stored.path);

    // The one file every screen draws: the WebP at the smallest width at least 256 px (320 here).
    const url = logoPictureUrl(stored.path);
    expect(url).toBe(responsiveSources(stored.path)!.modern.entries.find((e) => e.width === 320)!.url);
    const served = await app.fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toContain('immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).format).toBe('webp');
    expect(metadataBlocks(bytes)).toEqual([]);
    const manifest = (await (await app.fetch(apiPaths.offlineManifest)).json()) as OfflineManifest;
    expect(manifest.urls).toContain(url);
    expect(manifest.urls).not.toContain(stored.path);
  });

  it('takes a phone photo upright and without its GPS', async () => {
    const photo = await phonePhoto({ width: 800, height: 600, orientation: 6 });
    const res = await upload(photo, 'IMG_2001.JPG');
    expect(res.status).toBe(201);
    const stored = (await res.json()) as StoredImage;
    expect(stored).toMatchObject({ width: 600, height: 800 });
    const served = Buffer.from(await (await app.fetch(logoPictureUrl(stored.path))).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it('refuses a file that is not a picture, naming the field, and stores nothing', async () => {
    const before = await fileCount();
    await expectFieldRefusal(await upload(Buffer.from('%PDF-1.7 not a logo'), 'logo.png'), mediaMessages.notImage);
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file over 20 MB, naming the field, and stores nothing', async () => {
    const before = await fileCount();
    const tooBig = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024 + 300 * 1024, 7)]);
    await expectFieldRefusal(await upload(tooBig, 'huge.jpg'), mediaMessages.tooLarge);
    expect(await fileCount()).toBe(before);
  }, 60_000);

  it('is for Owners only: a Manager gets 403 and nothing is stored; no session is 401', async () => {
    const before = await fileCount();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c00' } }).png().toBuffer();
    const res = await upload(png, 'logo.png', manager);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: notAllowedMessage });
    expect((await app.fetch(adminApiPaths.adminSiteLogo, { method: 'POST', body: formOf(png, 'logo.png') })).status).toBe(401);
    expect(await fileCount()).toBe(before);
  });
});
