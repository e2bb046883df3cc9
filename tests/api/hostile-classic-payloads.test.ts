/**
 * Classic attack strings in every text field of every submission: SQL injection, script
 * and event-handler HTML, spreadsheet formulas. Each is either refused (400, nothing
 * stored) or stored as plain text exactly as sent, which is checked by reading it back
 * through the admin report API: the JSON holds the literal text. 100 KB strings are
 * refused. The CSV export built from those report rows neutralises formula cells.
 */
import Papa from 'papaparse';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { reportForKind } from '#contract/reports.ts';
import { buildCsv } from '../../src/admin/export/export-csv.ts';
import { exportTable } from '../../src/admin/export/export-table.ts';
import { validBody } from '../faults/support/bodies.ts';

let app: TestApp;
let session: AdminSession;
beforeAll(async () => {
  app = await startTestApp({ seed: false });
  session = await signedInAdmin(app, 'payload-admin', 'Payload-Password-1');
});
afterAll(async () => {
  await app?.close();
});

const payloads = [
  "' OR 1=1 --",
  "'; DROP TABLE enquiries; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '=HYPERLINK("http://evil.example","click")',
  '+1+1',
  '-2+3',
  '@SUM(1+1)',
  'a"b,c;d\\e',
];
const emailPayloads = ["x'OR'1'='1@example.in", '<script>alert(1)</script>@example.in', '=cmd|calc@example.in'];

let counter = 0;
/** A unique ten-digit number, to find the row again through the report search. */
const nextMobile = () => String(7_000_000_000 + ++counter * 7 + Math.floor(Math.random() * 5));

async function submit(kind: EnquiryKind, body: Record<string, unknown>): Promise<{ key: string; status: number; text: string }> {
  const key = randomUUID();
  const spec = enquiryKinds[kind];
  let init: RequestInit;
  if (spec.encoding === 'json') {
    init = { method: 'POST', headers: { 'Content-Type': 'application/json', [idempotencyHeader]: key }, body: JSON.stringify(body) };
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    init = { method: 'POST', headers: { [idempotencyHeader]: key }, body: form };
  }
  const res = await app.fetch(spec.path, init);
  const text = await res.text();
  expect(res.status, text).toBeLessThan(500);
  return { key, status: res.status, text };
}

async function stored(key: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await app.db.query<{ payload: Record<string, unknown> }>('SELECT payload FROM enquiries WHERE id = $1', [key]);
  return rows[0]?.payload;
}

/** The report rows whose search columns contain `term` (admin API, as the panel calls it). */
async function reportRows(kind: EnquiryKind, term: string): Promise<Record<string, string>[]> {
  const report = reportForKind(kind);
  const res = await call(app, session, report.path, { method: 'POST', json: { page: 1, limit: 100, [report.searchParam]: term } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Record<string, string>[] }).data;
}

const allKinds = Object.keys(enquiryKinds) as EnquiryKind[];

describe('classic payloads in every text field', () => {
  it.each(allKinds)('%s: each payload refused, or stored and reported as the literal text', async (kind) => {
    const report = reportForKind(kind);
    const mobileField = enquiryKinds[kind].indexed.mobile as string;
    const good = validBody(kind);
    const textFields = Object.entries(good).filter(([f, v]) => typeof v === 'string' && f !== mobileField).map(([f]) => f);
    let acceptedSomewhere = 0;
    for (const field of textFields) {
      const isEmail = /email/i.test(field);
      for (const payload of isEmail ? emailPayloads : payloads) {
        const mobile = nextMobile();
        const r = await submit(kind, { ...good, [mobileField]: mobile, [field]: payload });
        if (r.status >= 400) {
          // Refused by the field's own rule (a choice list, a length, a format): nothing stored.
          expect(r.status, r.text).toBe(400);
          expect(await stored(r.key)).toBeUndefined();
          continue;
        }
        expect(r.status).toBe(201);
        acceptedSomewhere += 1;
        expect((await stored(r.key))?.[field]).toBe(payload);
        const recordField = Object.entries(report.record).find(([, source]) => source === field)?.[0];
        if (!recordField) continue; // not a report column (e.g. an option the report does not show)
        const rows = await reportRows(kind, mobile);
        expect(rows, `${kind}.${field} = ${payload}`).toHaveLength(1);
        expect(rows[0]?.[recordField]).toBe(payload);
      }
    }
    // Every kind has free text somewhere (name or message); the payloads must have landed there.
    expect(acceptedSomewhere).toBeGreaterThan(0);
  });

  it.each(allKinds)('%s: a 100 KB string in any text field is refused and not stored', async (kind) => {
    const good = validBody(kind);
    const before = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
    for (const [field, value] of Object.entries(good)) {
      if (typeof value !== 'string') continue;
      const r = await submit(kind, { ...good, [field]: `${"' OR 1=1 -- <script>alert(1)</script>".repeat(2700)}` });
      expect([400, 413], `${kind}.${field}: ${r.text.slice(0, 100)}`).toContain(r.status);
    }
    const after = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('the tables survived the injection attempts', async () => {
    const { rows } = await app.db.query<{ n: number }>("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name IN ('enquiries', 'admins', 'files')");
    expect(rows[0]?.n).toBe(3);
  });

  it('the CSV export of report rows holding formulas neutralises every formula cell', async () => {
    const kind = 'finance';
    const formulas = payloads.filter((p) => /^[=+\-@]/.test(p));
    const marker = nextMobile();
    for (const f of formulas) {
      const r = await submit(kind, { ...validBody(kind), contact: marker, name: f, message: f });
      expect(r.status).toBe(201);
    }
    const rows = await reportRows(kind, marker);
    expect(rows).toHaveLength(formulas.length);
    const csv = buildCsv(exportTable(reportForKind(kind), rows, new Date()));
    const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.flat();
    expect(cells.filter((c) => /^[=+\-@\t\r]/.test(c))).toEqual([]);
    for (const f of formulas) expect(cells).toContain(`'${f}`);
  });
});
