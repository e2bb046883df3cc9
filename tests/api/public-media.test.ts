/**
 * GET/HEAD /media/*: catalogue and site media from the `files` table, immutable and
 * revalidated by sha256 ETag; resumes and unknown paths are 404.
 */
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { apiPaths } from '#contract/api-paths.ts';
import type { Vehicle } from '#contract/catalogue-types.ts';

let app: TestApp;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="red"/></svg>');
const resume = Buffer.from('%PDF-1.4\n% private resume\n%%EOF\n');

async function insertFile(path: string, contentType: string, bytes: Buffer, visibility: 'media' | 'resume' = 'media'): Promise<string> {
  const sha = createHash('sha256').update(bytes).digest('hex');
  await app.db.query(
    'INSERT INTO files (id, path, content_type, bytes, size, sha256, visibility) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [randomUUID(), path, contentType, bytes, bytes.length, sha, visibility],
  );
  return sha;
}

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('media', () => {
  it('serves a stored PNG with its type, length, sha256 ETag and immutable caching', async () => {
    const sha = await insertFile('/media/test/pixel-abc123.png', 'image/png', png);
    const res = await app.fetch('/media/test/pixel-abc123.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-length')).toBe(String(png.length));
    expect(res.headers.get('etag')).toBe(`"${sha}"`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
  });

  it('answers 304 to a matching If-None-Match, and the bytes otherwise', async () => {
    const sha = await insertFile('/media/test/red-abc123.svg', 'image/svg+xml', svg);
    const cached = await app.fetch('/media/test/red-abc123.svg', { headers: { 'If-None-Match': `"${sha}"` } });
    expect(cached.status).toBe(304);
    expect(cached.headers.get('etag')).toBe(`"${sha}"`);
    expect(await cached.text()).toBe('');
    const stale = await app.fetch('/media/test/red-abc123.svg', { headers: { 'If-None-Match': `"${'0'.repeat(64)}"` } });
    expect(stale.status).toBe(200);
    expect(Buffer.from(await stale.arrayBuffer()).equals(svg)).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.fetch('/media/test/red-abc123.svg', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-length')).toBe(String(svg.length));
    expect(await res.text()).toBe('');
  });

  it('serves every seeded image and brochure a listing references, with the stored type', async () => {
    const bikes = (await (await app.fetch(apiPaths.bikes)).json()) as Vehicle[];
    const paths = bikes.flatMap((b) => [b.image, b.nameImg, b.bikeIcon, b.specs.document]);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(200);
      const { rows } = await app.db.query<{ content_type: string; sha256: string }>('SELECT content_type, sha256 FROM files WHERE path = $1', [path]);
      expect(res.headers.get('content-type')).toContain(rows[0]!.content_type);
      expect(res.headers.get('etag')).toBe(`"${rows[0]!.sha256}"`);
      if (/^(image\/|application\/pdf)/.test(rows[0]!.content_type)) expect(res.headers.get('content-disposition')).toBe('inline');
      await res.arrayBuffer();
    }
  });

  it('never serves a resume, even by its exact path', async () => {
    await insertFile('/media/resumes/secret.pdf', 'application/pdf', resume, 'resume');
    await insertFile('/resumes/secret-2', 'application/pdf', resume, 'resume');
    for (const path of ['/media/resumes/secret.pdf', '/media/resumes/secret-2',]) {
      const res = await app.fetch(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('private resume');
    }
    // Its own path is no public URL either (at most the app's page).
    const direct = await app.fetch('/resumes/secret-2');
    expect(direct.headers.get('content-type')).not.toMatch(/pdf/);
    expect(await direct.text()).not.toContain('private resume');
  });

  it('answers JSON 404 for unknown paths', async () => {
    for (const path of ['/media/nothing.svg', '/media/test/red-abc123.SVG', `/media/${'a'.repeat(2000)}.png`]) {
      const res = await app.fetch(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'File not found' });
    }
  });
});
