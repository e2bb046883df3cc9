/**
 * Intake photos of a job card (docs/workshop.md "Intake photos"): taken through the photo
 * pipeline and listed on the card; a file that is not a photo, another showroom's staff, Sales
 * and a delivered card are refused with nothing stored; removable until the card is delivered.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaMessages } from '#contract/media-uploads.ts';
import { workshopMessages, workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { call, type AdminSession } from '../support/admin-session.ts';
import { signInStockStaff } from '../support/stock.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { advance, cardPath, openCard, walkIn } from '../support/workshop.ts';

const clock = new Date('2026-11-23T05:30:00Z');
let app: TestApp;
let manager: AdminSession;
let sales: AdminSession;
let otherManager: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  ({ manager, sales } = await signInStockStaff(app, 'intake', 2));
  ({ manager: otherManager } = await signInStockStaff(app, 'elsewhere', 1));
});
afterAll(async () => {
  await app?.close();
});

const photoForm = (bytes: Buffer | string, name = 'scratch.jpg') => {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  return form;
};
const picture = (r: number) => sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g: 90, b: 40 } } }).jpeg().toBuffer();
const send = (session: AdminSession, id: number, form: FormData) => call(app, session, cardPath(workshopPaths.photos, id), { method: 'POST', form });
const remove = (session: AdminSession, id: number, photoId: number) =>
  call(app, session, cardPath(workshopPaths.photo, id).replace(':photoId', String(photoId)), { method: 'DELETE' });
const count = async (table: 'files' | 'job_card_photos') => (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
/** Every file stored of a picture: its widths and formats, and the upload kept as sent. */
const filesOf = async (path: string) => {
  const key = path.split('/')[3]!;
  const { rows } = await app.db.query<{ path: string }>(
    'SELECT path FROM files WHERE path LIKE $1 OR path LIKE $2 ORDER BY path', [`/media/img/${key}/%`, `/originals/${key}.%`],
  );
  return rows.map((r) => r.path);
};
const fieldOf = async (res: Response) => ((await res.json()) as { errors?: { field: string; message: string }[] }).errors?.[0];

describe('intake photos', () => {
  it('stores a photo of the vehicle through the photo pipeline and shows it on the card', async () => {
    const card = await openCard(app, manager, walkIn());
    expect(card.photos).toEqual([]);

    const res = await send(manager, card.jobCard.id, photoForm(await picture(200)));
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as JobCardAnswer;
    expect(answer.photos).toHaveLength(1);
    expect(answer.photos[0]).toMatchObject({ path: expect.stringMatching(/^\/media\/img\/[^/]+\/1200\.jpg$/) as string, addedBy: 'intake-manager', addedAt: clock.toISOString() });
    const served = await app.fetch(answer.photos[0]!.path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');

    const second = (await (await send(manager, card.jobCard.id, photoForm(await picture(90)))).json()) as JobCardAnswer;
    expect(second.photos.map((p) => p.id)).toEqual([answer.photos[0]!.id, expect.any(Number)]);
    const read = (await (await call(app, manager, cardPath(workshopPaths.jobCard, card.jobCard.id))).json()) as JobCardAnswer;
    expect(read.photos).toEqual(second.photos);
  });

  it('refuses a file that is not a photo, another showroom, Sales and no file, storing nothing', async () => {
    const card = await openCard(app, manager, walkIn('9811050002'));
    const [files, rows] = [await count('files'), await count('job_card_photos')];

    const text = await send(manager, card.jobCard.id, photoForm('not a picture at all', 'notes.jpg'));
    expect(text.status).toBe(400);
    expect(await fieldOf(text)).toEqual({ field: 'file', message: mediaMessages.notImage });
    const empty = await call(app, manager, cardPath(workshopPaths.photos, card.jobCard.id), { method: 'POST', form: new FormData() });
    expect(empty.status).toBe(400);
    expect((await send(otherManager, card.jobCard.id, photoForm(await picture(10)))).status).toBe(403);
    expect((await send(sales, card.jobCard.id, photoForm(await picture(11)))).status).toBe(403);
    expect((await send(manager, 999_999, photoForm(await picture(12)))).status).toBe(404);

    expect(await count('files')).toBe(files);
    expect(await count('job_card_photos')).toBe(rows);
  });

  it('removes a photo until the card is delivered, then keeps them as they are', async () => {
    const card = await openCard(app, manager, walkIn('9811050003'));
    const one = (await (await send(manager, card.jobCard.id, photoForm(await picture(30)))).json()) as JobCardAnswer;
    const two = (await (await send(manager, card.jobCard.id, photoForm(await picture(40)))).json()) as JobCardAnswer;
    const [first, kept] = [one.photos[0]!, two.photos[1]!];

    expect((await remove(otherManager, card.jobCard.id, first.id)).status).toBe(403);
    const removed = await remove(manager, card.jobCard.id, first.id);
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as JobCardAnswer).photos).toEqual([kept]);
    const again = await remove(manager, card.jobCard.id, first.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ message: workshopMessages.noPhoto });

    const delivered = await advance(app, manager, two, ['in_bay', 'final_inspection', 'washing', 'ready', 'delivered']);
    expect(delivered.jobCard.stage).toBe('delivered');
    const [files, rows] = [await count('files'), await count('job_card_photos')];
    const late = await send(manager, card.jobCard.id, photoForm(await picture(50)));
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ message: `jobCard: ${workshopMessages.deliveredPhotos}` });
    const lateRemove = await remove(manager, card.jobCard.id, kept.id);
    expect(lateRemove.status).toBe(409);
    expect(await count('files')).toBe(files);
    expect(await count('job_card_photos')).toBe(rows);
    expect(delivered.photos).toEqual([kept]);
  });

  it('deletes a removed photo\'s files once nothing else names them, and nothing on a refused removal', async () => {
    const card = await openCard(app, manager, walkIn('9811050004'));
    const other = await openCard(app, manager, walkIn('9811050005'));
    const shared = await picture(60);
    const added = (await (await send(manager, card.jobCard.id, photoForm(await picture(70)))).json()) as JobCardAnswer;
    const photo = added.photos[0]!;
    const stored = await filesOf(photo.path);
    // Every width in WebP and JPEG, and the original.
    const made = stored.filter((p) => p.startsWith('/media/'));
    expect(made.filter((p) => p.endsWith('.webp')).length).toBeGreaterThan(1);
    expect(made.filter((p) => p.endsWith('.jpg')).length).toBe(made.filter((p) => p.endsWith('.webp')).length);
    expect(stored.filter((p) => p.startsWith('/originals/'))).toHaveLength(1);

    // A removal refused (another card's photo id, another showroom) deletes nothing.
    expect((await remove(manager, other.jobCard.id, photo.id)).status).toBe(404);
    expect((await remove(otherManager, card.jobCard.id, photo.id)).status).toBe(403);
    expect(await filesOf(photo.path)).toEqual(stored);
    expect((await app.fetch(photo.path)).status).toBe(200);

    expect((await remove(manager, card.jobCard.id, photo.id)).status).toBe(200);
    expect(await filesOf(photo.path)).toEqual([]);
    for (const path of made) expect((await app.fetch(path)).status, path).toBe(404);

    // The same picture on two cards: its files stay until the last card lets it go.
    const first = ((await (await send(manager, card.jobCard.id, photoForm(shared))).json()) as JobCardAnswer).photos.at(-1)!;
    const second = ((await (await send(manager, other.jobCard.id, photoForm(shared))).json()) as JobCardAnswer).photos.at(-1)!;
    expect(second.path).toBe(first.path);
    const sharedFiles = await filesOf(first.path);
    expect((await remove(manager, card.jobCard.id, first.id)).status).toBe(200);
    expect(await filesOf(first.path)).toEqual(sharedFiles);
    expect((await app.fetch(first.path)).status).toBe(200);
    expect((await remove(manager, other.jobCard.id, second.id)).status).toBe(200);
    expect(await filesOf(first.path)).toEqual([]);
    expect((await app.fetch(first.path)).status).toBe(404);

    // The same picture in the site's gallery (uploaded there too): a card letting it go keeps its files.
    const inGallery = ((await (await send(manager, card.jobCard.id, photoForm(await picture(80)))).json()) as JobCardAnswer).photos.at(-1)!;
    await app.db.query('INSERT INTO gallery_images (image_path) VALUES ($1)', [inGallery.path]);
    const galleryFiles = await filesOf(inGallery.path);
    expect((await remove(manager, card.jobCard.id, inGallery.id)).status).toBe(200);
    expect(await filesOf(inGallery.path)).toEqual(galleryFiles);
    expect((await app.fetch(inGallery.path)).status).toBe(200);
  });
});
