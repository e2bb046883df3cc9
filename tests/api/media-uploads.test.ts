/**
 * The catalogue's uploads (docs/media.md): photos, 360 frames and brochures through the
 * real app and database. A good upload is stored at immutable paths and served without
 * metadata; every bad one (not a photo, unreadable, 60 MB, 300 frames, not a PDF) is a 400
 * naming the field in plain words, and stores nothing.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import { mediaWidths, responsiveSources } from '#contract/media.ts';
import { mediaMessages, type StoredBrochure, type StoredFrames, type StoredImage } from '#contract/media-uploads.ts';
import { mediaKey } from '../../server/media/image-pipeline.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { answerBeforeBody } from '../support/raw-request.ts';
import { phonePhoto } from '../support/phone-photo.ts';
import { metadataBlocks } from '../support/image-metadata-blocks.ts';

let app: TestApp;
let owner: AdminSession;
let sales: AdminSession;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = await signedInAdmin(app, 'media-owner', 'Media-Owner-Password-1');
  await createAdmin(app.db, 'media-sales', 'Media-Sales-Password-1', { role: 'sales' });
  sales = await signIn(app, 'media-sales', 'Media-Sales-Password-1');
});
afterAll(async () => {
  await app?.close();
});

const blob = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type });

function formOf(files: { bytes: Buffer; name: string; type?: string }[]): FormData {
  const form = new FormData();
  for (const f of files) form.append('file', blob(f.bytes, f.type), f.name);
  return form;
}

async function fileCount(): Promise<number> {
  const { rows } = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
  return rows[0]!.n;
}

async function expectRefusal(res: Response, message: string): Promise<void> {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { message: string; error: string; field: string };
  expect(body).toMatchObject({ message, error: message, field: 'file' });
}

/** A small flat photo of one colour (a 360 frame). */
const frame = (hue: number, width = 96, height = 64) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 255 - hue, b: 90 } } }).jpeg().toBuffer();

describe('POST images', () => {
  it('stores every width and format of an upright, metadata-free photo and answers its path', async () => {
    const photo = await phonePhoto({ width: 2000, height: 1500, orientation: 6 });
    // The phone's EXIF (orientation, GPS) is there to be removed.
    expect(metadataBlocks(photo)).toContain('APP1');
    const res = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes: photo, name: 'IMG_0001.JPG', type: 'image/jpeg' }]) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as StoredImage;
    // Held upright, the 2000x1500 sensor picture is 1500 wide and 2000 high.
    expect(body).toEqual({ path: `/media/img/${mediaKey(photo)}/1500.jpg`, width: 1500, height: 2000 });
    const sources = responsiveSources(body.path)!;
    expect(sources.fallback.entries.map((e) => e.width)).toEqual([...mediaWidths.img.filter((w) => w < 1500), 1500]);
    for (const entry of [...sources.modern.entries, ...sources.fallback.entries]) {
      const served = await app.fetch(entry.url);
      expect(served.status, entry.url).toBe(200);
      expect(served.headers.get('cache-control'), entry.url).toContain('immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format, entry.url).toBe(entry.url.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(meta.width, entry.url).toBe(entry.width);
      expect(meta.exif, entry.url).toBeUndefined();
      expect(meta.xmp, entry.url).toBeUndefined();
      expect(metadataBlocks(bytes), entry.url).toEqual([]);
    }
  });

  it('keeps the original as sent, never served to the public', async () => {
    const photo = await phonePhoto({ width: 800, height: 600, format: 'png' });
    const res = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes: photo, name: 'shop.png' }]) });
    expect(res.status).toBe(201);
    const { rows } = await app.db.query<{ path: string; size: number; original_name: string }>(
      `SELECT path, size, original_name FROM files WHERE visibility = 'original' AND path LIKE $1`, [`%${mediaKey(photo)}%`]);
    expect(rows).toEqual([{ path: `/originals/${mediaKey(photo)}.png`, size: photo.length, original_name: 'shop.png' }]);
    for (const path of [rows[0]!.path, `/media${rows[0]!.path}`]) expect((await app.fetch(path)).status, path).not.toBe(200);
  });

  it('stores the same photo twice at the same paths, adding nothing', async () => {
    const photo = await phonePhoto({ width: 640, height: 480 });
    const first = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes: photo, name: 'a.jpg' }]) });
    const before = await fileCount();
    const again = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes: photo, name: 'b.jpg' }]) });
    expect(again.status).toBe(201);
    expect(await again.json()).toEqual(await first.json());
    expect(await fileCount()).toBe(before);
  });

  it.each([
    ['a text file called .jpg', Buffer.from('hello, this is not a picture at all'), 'photo.jpg', mediaMessages.notImage],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'bike.svg', mediaMessages.notImage],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif', mediaMessages.notImage],
    ['a PDF', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'), 'photo.pdf', mediaMessages.notImage],
    ['a JPEG cut short', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]), 'cut.jpg', mediaMessages.unreadable],
  ])('refuses %s with a 400 and stores nothing', async (_what, bytes, name, message) => {
    const before = await fileCount();
    const res = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes, name, type: 'image/jpeg' }]) });
    await expectRefusal(res, message);
    expect(await fileCount()).toBe(before);
  });

  it('asks for a file when none was chosen', async () => {
    const form = new FormData();
    form.append('file', new Blob([]), '');
    await expectRefusal(await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form }), mediaMessages.missing);
  });

  it('refuses a 60 MB file: before reading it when its size is declared', async () => {
    const before = await fileCount();
    const boundary = 'sixty-megabytes';
    const answer = await answerBeforeBody(app.url, {
      method: 'POST',
      path: adminApiPaths.adminMediaImages,
      headers: { Cookie: owner.cookie, 'X-CSRF-Token': owner.csrf, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      declaredLength: 60 * 1024 * 1024,
      firstChunk: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
      waitMs: 15_000,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ message: mediaMessages.tooLarge, field: 'file' });
    expect(await fileCount()).toBe(before);
  });

  it('refuses a file that passes 20 MB while it is read (its body declared within the allowance for form headers)', async () => {
    const before = await fileCount();
    const justOver = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(20 * 1024 * 1024 + 300 * 1024, 7)]);
    const res = await call(app, owner, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes: justOver, name: 'big.jpg' }]) });
    await expectRefusal(res, mediaMessages.tooLarge);
    expect(await fileCount()).toBe(before);
  }, 60_000);

  it('is for staff who may change the catalogue: Sales get 403, nothing stored', async () => {
    const before = await fileCount();
    const photo = await frame(10);
    const res = await call(app, sales, adminApiPaths.adminMediaImages, { method: 'POST', form: formOf([{ bytes: photo, name: 'x.jpg' }]) });
    expect(res.status).toBe(403);
    expect((await app.fetch(adminApiPaths.adminMediaImages, { method: 'POST', body: formOf([{ bytes: photo, name: 'x.jpg' }]) })).status).toBe(401);
    expect(await fileCount()).toBe(before);
  });
});

describe('POST frames', () => {
  it('stores 24 frames in the natural order of their names (frame2 before frame10)', async () => {
    const frames = await Promise.all(Array.from({ length: 24 }, (_, i) => frame(i * 10)));
    // Sent shuffled: 24, 23, ... 1.
    const sent = frames.map((bytes, i) => ({ bytes, name: `frame${i + 1}.jpg` })).reverse();
    const res = await call(app, owner, adminApiPaths.adminMediaFrames, { method: 'POST', form: formOf(sent) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as StoredFrames;
    expect(body.frames).toEqual(frames.map((bytes) => ({ path: `/media/frame/${mediaKey(bytes)}/96.jpg`, width: 96, height: 64 })));
    expect((await app.fetch(body.frames[0]!.path)).headers.get('content-type')).toBe('image/jpeg');
  }, 60_000);

  it.each([[23], [73], [300]])('refuses %i frames with the count, storing nothing', async (count) => {
    const before = await fileCount();
    const one = await frame(50, 16, 16);
    const form = formOf(Array.from({ length: count }, (_, i) => ({ bytes: one, name: `f${i}.jpg` })));
    await expectRefusal(await call(app, owner, adminApiPaths.adminMediaFrames, { method: 'POST', form }), mediaMessages.frameCount(count));
    expect(await fileCount()).toBe(before);
  }, 60_000);

  it('names the frame that is not a photo, storing none of them', async () => {
    const before = await fileCount();
    const files = await Promise.all(Array.from({ length: 24 }, async (_, i) => ({ bytes: await frame(i * 9, 32, 24), name: `spin-${i + 1}.jpg` })));
    files[6] = { bytes: Buffer.from('not a picture'), name: 'spin-7.jpg' };
    const res = await call(app, owner, adminApiPaths.adminMediaFrames, { method: 'POST', form: formOf(files) });
    await expectRefusal(res, mediaMessages.frameNotImage('spin-7.jpg'));
    expect(await fileCount()).toBe(before);
  }, 60_000);
});

describe('POST brochures', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

  it('stores a PDF at a path made from its bytes and serves it inline', async () => {
    const res = await call(app, owner, adminApiPaths.adminMediaBrochures, { method: 'POST', form: formOf([{ bytes: pdf, name: 'shine.pdf' }]) });
    expect(res.status).toBe(201);
    const body = (await res.json()) as StoredBrochure;
    expect(body).toEqual({ path: expect.stringMatching(/^\/media\/brochures\/[0-9a-f]{24}\.pdf$/) as unknown as string, size: pdf.length });
    const served = await app.fetch(body.path);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it.each([
    ['a photo called .pdf', async () => frame(1), mediaMessages.notPdf],
    ['a PDF cut short', async () => pdf.subarray(0, 30), mediaMessages.notPdf],
    ['a text file', async () => Buffer.from('Price list: Rs 66,900'), mediaMessages.notPdf],
  ])('refuses %s with a 400 and stores nothing', async (_what, make, message) => {
    const before = await fileCount();
    const res = await call(app, owner, adminApiPaths.adminMediaBrochures, { method: 'POST', form: formOf([{ bytes: await make(), name: 'brochure.pdf' }]) });
    await expectRefusal(res, message);
    expect(await fileCount()).toBe(before);
  });
});
