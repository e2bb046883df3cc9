/**
 * The career form's resume (requirements 2.3: .pdf, .doc, .docx): accepted only when the
 * extension and the bytes agree, at most 5 MB, stored in `files` as an admin-only
 * resume with a server-made path, never reachable as public media; nothing is stored
 * on a refusal and no temporary upload file is left behind.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { referencePattern } from '#contract/lead-reference.ts';

let app: TestApp;
const startedAt = Date.now();
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

const marker = `resume-marker-${crypto.randomUUID()}`;
const fields = { name: 'Vikram', phone: '9811000011', email: 'vikram@example.com', address: 'DLF Phase 2', area: 'Gurgaon', position: 'Service Advisor' };

function pdf(extra = ''): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${marker}${extra}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A stored (uncompressed) ZIP of the given entries: what Word writes, minus compression. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(entries).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

function docx(): Buffer {
  return zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'word/document.xml': `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${marker}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

function doc(): Buffer {
  const bytes = Buffer.alloc(1024);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes);
  bytes.write(marker, 600, 'latin1');
  return bytes;
}

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(marker)]);

function send(file: { name: string; bytes: Buffer; type?: string } | null, key = crypto.randomUUID()): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('resume', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return app.fetch('/api/post-career', { method: 'POST', body: form, headers: { [idempotencyHeader]: key } });
}

async function counts(): Promise<{ enquiries: number; files: number }> {
  const e = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM enquiries WHERE kind = 'career'`);
  const f = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM files WHERE visibility = 'resume'`);
  return { enquiries: e.rows[0]!.n, files: f.rows[0]!.n };
}

async function storedFile(enquiryId: string) {
  const { rows } = await app.db.query<{ path: string; content_type: string; original_name: string; visibility: string; size: number; bytes: Uint8Array }>(
    `SELECT f.path, f.content_type, f.original_name, f.visibility, f.size, f.bytes
       FROM enquiries e JOIN files f ON f.id = e.file_id WHERE e.id = $1`,
    [enquiryId],
  );
  return rows[0];
}

describe('accepted resumes', () => {
  it.each([
    ['cv.pdf', pdf(), 'application/pdf'],
    ['My CV.DOCX', docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['old-cv.doc', doc(), 'application/msword'],
  ])('stores %s as an admin-only resume', async (name, bytes, contentType) => {
    const key = crypto.randomUUID();
    const res = await send({ name, bytes }, key);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: 'Form submitted successfully!', id: key, reference: expect.stringMatching(referencePattern) });
    const file = await storedFile(key);
    expect(file).toBeDefined();
    expect(file!.path).toMatch(/^\/resumes\/[0-9a-f-]{36}$/);
    expect(file!.visibility).toBe('resume');
    expect(file!.content_type).toBe(contentType);
    expect(file!.original_name).toBe(name);
    expect(file!.size).toBe(bytes.length);
    expect(Buffer.from(file!.bytes).equals(bytes)).toBe(true);
    // Never public media.
    expect((await app.fetch(`/media${file!.path}`)).status).toBe(404);
    expect((await app.fetch(file!.path.replace('/resumes/', '/media/resumes/'))).status).toBe(404);
  });

  it('accepts the form without a resume, and an empty file input as none', async () => {
    const key = crypto.randomUUID();
    expect((await send(null, key)).status).toBe(201);
    const empty = crypto.randomUUID();
    expect((await send({ name: '', bytes: Buffer.alloc(0) }, empty)).status).toBe(201);
    const { rows } = await app.db.query<{ file_id: string | null }>('SELECT file_id FROM enquiries WHERE id = ANY($1::uuid[])', [[key, empty]]);
    expect(rows.map((r) => r.file_id)).toEqual([null, null]);
  });

  it('treats a replay with the same resume as the same enquiry, and another resume as a different one', async () => {
    const key = crypto.randomUUID();
    expect((await send({ name: 'cv.pdf', bytes: pdf() }, key)).status).toBe(201);
    const before = await counts();
    expect((await send({ name: 'cv.pdf', bytes: pdf() }, key)).status).toBe(201);
    expect(await counts()).toEqual(before);
    const other = await send({ name: 'cv.pdf', bytes: pdf(' second version') }, key);
    expect(other.status).toBe(422);
    expect(await counts()).toEqual(before);
  });
});

describe('refused resumes', () => {
  it.each([
    ['a PNG renamed .pdf', 'photo.pdf', png],
    ['a PDF named .txt', 'cv.txt', pdf()],
    ['a PDF named .docx', 'cv.docx', pdf()],
    ['a ZIP without a Word document named .docx', 'cv.docx', zip({ 'readme.txt': 'hello' })],
    ['a DOCX named .doc', 'cv.doc', docx()],
    ['a file without extension', 'resume', pdf()],
  ])('refuses %s with 400 and stores nothing', async (_label, name, bytes) => {
    const before = await counts();
    const res = await send({ name, bytes });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'resume: Only PDF, DOC or DOCX files are accepted' });
    expect(await counts()).toEqual(before);
  });

  it('refuses a resume over 5 MB with 413 and stores nothing', async () => {
    const before = await counts();
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const res = await send({ name: 'big.pdf', bytes: big });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'resume: The file must be at most 5 MB' });
    expect(await counts()).toEqual(before);
  });

  it('refuses bad fields before looking at the file, storing nothing', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('name', 'Vikram');
    form.append('phone', '9811000011');
    form.append('email', 'nope');
    form.append('resume', new Blob([new Uint8Array(pdf())]), 'cv.pdf');
    const res = await app.fetch('/api/post-career', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('email: Please enter a valid email address');
    expect(await counts()).toEqual(before);
  });

  it('refuses two resumes in one form', async () => {
    const before = await counts();
    const form = new FormData();
    form.append('resume', new Blob([new Uint8Array(pdf())]), 'a.pdf');
    form.append('resume', new Blob([new Uint8Array(pdf())]), 'b.pdf');
    const res = await app.fetch('/api/post-career', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a malformed multipart body, storing nothing', async () => {
    const before = await counts();
    for (const [type, body] of [
      ['multipart/form-data', 'no boundary given'],
      ['multipart/form-data; boundary=xyz', 'garbage without any boundary'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nbroken header line\r\n\r\nVikram\r\n--xyz--\r\n'],
    ] as const) {
      const res = await app.fetch('/api/post-career', { method: 'POST', body, headers: { 'Content-Type': type } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Malformed multipart body' });
    }
    expect(await counts()).toEqual(before);
  });
});

describe('temporary files', () => {
  it('leaves no upload behind in the temp directory', async () => {
    const leftovers = async () => {
      const dir = tmpdir();
      const found: string[] = [];
      for (const entry of await readdir(dir)) {
        const path = join(dir, entry);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile() || info.mtimeMs < startedAt - 1000 || info.size > 6 * 1024 * 1024) continue;
        const text = await readFile(path, 'latin1').catch(() => '');
        if (text.includes(marker)) found.push(path);
      }
      return found;
    };
    // The requests above may delete their temporary files a moment after answering.
    await expect.poll(leftovers, { timeout: 5_000, interval: 50 }).toEqual([]);
  });
});
