/**
 * Hostile multipart bodies to the two multipart submissions (requirements 7.2: feedback and
 * career): generated field sets and values, files in unexpected fields, and resumes
 * whose bytes do not match their name (a PNG renamed .pdf, an executable renamed .docx,
 * a ZIP that is no Word file). Never a 5xx; a refusal stores neither a row nor a file.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { validBody } from '../faults/support/bodies.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await app?.close();
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082', 'hex');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const elf = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]);
const plainZip = Buffer.from('504b0304140000000000000000000000000000000000000000000500000068656c6c6f', 'hex');

interface Part {
  name: string;
  value: string | { bytes: Buffer; filename: string; type: string };
}

async function post(path: string, parts: Part[]): Promise<{ key: string; status: number; text: string }> {
  const form = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string') form.append(p.name, p.value);
    else form.append(p.name, new Blob([new Uint8Array(p.value.bytes)], { type: p.value.type }), p.value.filename);
  }
  const key = randomUUID();
  const res = await app.fetch(path, { method: 'POST', headers: { [idempotencyHeader]: key }, body: form });
  const text = await res.text();
  expect(res.status, `${path} -> ${text.slice(0, 300)}`).toBeLessThan(500);
  return { key, status: res.status, text };
}

async function isStored(key: string): Promise<boolean> {
  const { rows } = await app.db.query('SELECT 1 FROM enquiries WHERE id = $1', [key]);
  return rows.length > 0;
}

async function counts(): Promise<{ enquiries: number; resumes: number }> {
  const { rows } = await app.db.query<{ enquiries: number; resumes: number }>(
    "SELECT (SELECT count(*)::int FROM enquiries) AS enquiries, (SELECT count(*)::int FROM files WHERE visibility = 'resume') AS resumes",
  );
  return rows[0] as { enquiries: number; resumes: number };
}

const fieldsOf = (kind: 'feedback' | 'career') => Object.entries(validBody(kind)).map(([name, value]) => ({ name, value: String(value) }));

const value = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 100 }),
  fc.constantFrom('', ' ', 'true', 'null', '[object Object]', '{"a":1}', '\u0000', '%00', 'x'.repeat(5000)),
);
const file = fc.record({
  bytes: fc.oneof(fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)), fc.constantFrom(png, pdf, elf, plainZip, Buffer.alloc(0))),
  filename: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('cv.pdf', 'cv.PDF', 'cv.doc', 'cv.docx', '../../etc/passwd', 'a.pdf.exe', 'cv', '.pdf', 'cv.pdf\u0000.png')),
  type: fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', 'text/html', ''),
});

describe('hostile multipart bodies', () => {
  for (const kind of ['feedback', 'career'] as const) {
    it(`${kind}: generated fields and files never cause a 5xx; refusals store nothing`, async () => {
      const known = fieldsOf(kind).map((f) => f.name);
      const sent: { key: string; status: number }[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.record({ name: fc.oneof(fc.constantFrom(...known, 'resume', 'resume[]', '__proto__', 'constructor'), fc.string({ maxLength: 12 })), value: fc.oneof(value, file) }), { maxLength: 10 }),
          async (parts) => {
            const r = await post(enquiryKinds[kind].path, parts as Part[]);
            sent.push(r);
          },
        ),
        { numRuns: Number(process.env.HOSTILE_RUNS ?? 25) },
      );
      for (const s of sent) expect(await isStored(s.key), `${s.status}`).toBe(s.status < 300);
    });
  }

  const refusedResumes: { label: string; file: { bytes: Buffer; filename: string; type: string } }[] = [
    { label: 'a PNG renamed .pdf', file: { bytes: png, filename: 'resume.pdf', type: 'application/pdf' } },
    { label: 'an executable renamed .docx', file: { bytes: elf, filename: 'resume.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' } },
    { label: 'a ZIP that is no Word file, named .docx', file: { bytes: plainZip, filename: 'resume.docx', type: 'application/zip' } },
    { label: 'a PDF named .png', file: { bytes: pdf, filename: 'resume.png', type: 'image/png' } },
    { label: 'a PDF named .html', file: { bytes: pdf, filename: 'resume.html', type: 'text/html' } },
    { label: 'HTML with a script, named .pdf', file: { bytes: Buffer.from('<script>alert(1)</script>'), filename: 'resume.pdf', type: 'application/pdf' } },
  ];

  it.each(refusedResumes)('career: $label as the resume is refused with a 400 and nothing is stored', async ({ file: f }) => {
    const before = await counts();
    const r = await post(enquiryKinds.career.path, [...fieldsOf('career'), { name: 'resume', value: f }]);
    expect(r.status, r.text).toBe(400);
    expect(JSON.parse(r.text).message).toMatch(/resume/i);
    expect(await counts()).toEqual(before);
  });

  it('career: two resumes are refused; a real PDF is accepted and stored once', async () => {
    const before = await counts();
    const two = await post(enquiryKinds.career.path, [
      ...fieldsOf('career'),
      { name: 'resume', value: { bytes: pdf, filename: 'a.pdf', type: 'application/pdf' } },
      { name: 'resume', value: { bytes: pdf, filename: 'b.pdf', type: 'application/pdf' } },
    ]);
    expect(two.status).toBe(400);
    expect(await counts()).toEqual(before);
    const one = await post(enquiryKinds.career.path, [...fieldsOf('career'), { name: 'resume', value: { bytes: pdf, filename: 'cv.pdf', type: 'application/pdf' } }]);
    expect(one.status, one.text).toBe(201);
    expect(await counts()).toEqual({ enquiries: before.enquiries + 1, resumes: before.resumes + 1 });
  });

  it('career: a resume over 5 MB is refused with a 413 and nothing is stored', async () => {
    const before = await counts();
    const big = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 10, 0x20)]);
    const r = await post(enquiryKinds.career.path, [...fieldsOf('career'), { name: 'resume', value: { bytes: big, filename: 'cv.pdf', type: 'application/pdf' } }]);
    expect(r.status, r.text).toBe(413);
    expect(await counts()).toEqual(before);
  });
});
