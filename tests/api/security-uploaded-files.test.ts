/**
 * Uploaded files are served with safe content types. Resumes: only through the admin
 * route, 401 without a session, always an attachment with the detected type, nosniff,
 * never cached, never reachable under /media. Gallery and offer images: served from
 * /media with their detected image type and nosniff, whatever name or type the upload
 * claimed; SVG (scriptable) and HTML dressed as an image are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { apiPaths } from '#contract/api-paths.ts';
import { adminApiPaths } from '#contract/admin-api-paths.ts';

let app: TestApp;
let session: AdminSession;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
  session = await signedInAdmin(app, 'files-admin', 'Files-Password-1');
});
afterAll(async () => {
  await app?.close();
});

const pdf = Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF\n', 'latin1');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082', 'hex');
const gifWithHtml = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from('<html><script>alert(1)</script></html>')]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });

async function resumeUrlFor(name: string): Promise<string> {
  const form = new FormData();
  form.append('name', name);
  form.append('phone', '9811000011');
  form.append('resume', blob(pdf, 'text/html'), 'cv.pdf');
  expect((await app.fetch('/api/post-career', { method: 'POST', body: form })).status).toBe(201);
  const res = await call(app, session, '/api/careerReports', { method: 'POST', json: { page: 1, limit: 10, search: name } });
  const rows = ((await res.json()) as { data: { name: string; resume_url: string }[] }).data;
  const url = rows.find((r) => r.name === name)?.resume_url ?? '';
  expect(url).toMatch(/^\/api\/resumes\/[0-9a-f-]{36}$/);
  return url;
}

async function newestMediaPath(): Promise<string> {
  const { rows } = await app.db.query<{ path: string }>("SELECT path FROM files WHERE visibility = 'media' ORDER BY created_at DESC LIMIT 1");
  return rows[0]?.path ?? '';
}

describe('resumes', () => {
  it('are downloaded only by a signed-in admin, as an attachment of the detected type, not cached', async () => {
    const url = await resumeUrlFor('Resume Applicant');
    expect((await app.fetch(url)).status).toBe(401);
    expect((await app.fetch(url, { headers: { Cookie: 'session=forged' } })).status).toBe(401);
    const res = await call(app, session, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="resume-[0-9a-f-]{36}\.pdf"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('are never served from /media, whatever path is tried', async () => {
    await resumeUrlFor('Hidden Applicant');
    const { rows } = await app.db.query<{ path: string; id: string }>("SELECT path, id::text AS id FROM files WHERE visibility = 'resume'");
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      for (const path of [`/media${r.path}`, `/media/${r.id}`, `/media/resumes/${r.id}`, r.path]) {
        const res = await app.fetch(path, { headers: { Accept: 'application/pdf' } });
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(bytes.includes(Buffer.from('%PDF-')), path).toBe(false);
      }
    }
  });
});

describe('uploaded images', () => {
  it('a gallery image is served from /media with its detected type and nosniff, whatever it claimed', async () => {
    const form = new FormData();
    form.append('images', blob(png, 'text/html'), 'photo.html');
    const res = await call(app, session, adminApiPaths.galleryUpload, { method: 'POST', form });
    expect(res.status).toBe(201);
    const path = await newestMediaPath();
    expect(path).toMatch(/^\/media\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await app.fetch(path);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const gallery = (await (await app.fetch(apiPaths.gallery)).json()) as { image_path: string }[];
    expect(gallery.map((g) => g.image_path)).toContain(path);
  });

  it('an offer image is served with its detected type; HTML inside a GIF is still only ever an image/gif', async () => {
    const form = new FormData();
    form.append('title', 'Festive offer');
    form.append('description', 'Zero down payment');
    form.append('image', blob(gifWithHtml, 'text/html'), 'offer.html');
    const res = await call(app, session, adminApiPaths.createOffer, { method: 'POST', form });
    expect(res.status).toBe(201);
    const path = await newestMediaPath();
    expect(path).toMatch(/\.gif$/);
    const served = await app.fetch(path);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it.each([
    ['SVG with a script', svg, 'image/svg+xml', 'x.svg'],
    ['HTML named .png', Buffer.from('<html><script>alert(1)</script></html>'), 'image/png', 'x.png'],
    ['a PDF named .jpg', pdf, 'image/jpeg', 'x.jpg'],
  ] as const)('%s is refused and nothing is stored', async (_label, bytes, type, name) => {
    const before = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    const form = new FormData();
    form.append('images', blob(bytes, type), name);
    const res = await call(app, session, adminApiPaths.galleryUpload, { method: 'POST', form });
    expect(res.status).toBe(400);
    const after = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM files');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('uploads need a session and the CSRF token', async () => {
    const form = () => {
      const f = new FormData();
      f.append('images', blob(png, 'image/png'), 'a.png');
      return f;
    };
    expect((await app.fetch(adminApiPaths.galleryUpload, { method: 'POST', body: form() })).status).toBe(401);
    expect((await call(app, session, adminApiPaths.galleryUpload, { method: 'POST', form: form(), noCsrf: true })).status).toBe(403);
  });
});
