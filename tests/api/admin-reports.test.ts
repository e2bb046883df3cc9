/**
 * The eleven admin reports (requirements 3, 7.3; requirements 10), the
 * dashboard counts and the resume download, with rows submitted through the public
 * endpoints at chosen times (the app's clock) plus bulk rows written with SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryKinds, type EnquiryKind } from '#contract/enquiry-kinds.ts';
import { reports, type ReportSpec } from '#contract/reports.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { call, createAdmin, signIn, type AdminSession } from '../support/admin-session.ts';
import { recordEvent } from '../support/lead-desk.ts';

let clock = new Date('2026-02-10T06:30:00Z');
let app: TestApp;
let session: AdminSession;
const password = 'report reader pass';

/** An instant given as Asia/Kolkata wall time. */
const ist = (wall: string) => new Date(`${wall}+05:30`);

/** requirements 3 "Report records (names as returned)", and the added reports' records; then every row's lead. */
const leadFields = ['status', 'showroom', 'owner'];
const specFields: Record<string, string[]> = {
  booking: ['bookingDate', 'bookingTime', 'name', 'contactNumber', 'email', 'model', 'enteredModel', 'registrationNumber', 'serviceType',
    'yearOfPurchase', 'preferredShowroom', 'message', 'created_date', 'created_time'],
  amc: ['name', 'contact_number', 'email', 'model', 'registration_number', 'year_of_purchase', 'message', 'created_date', 'created_time'],
  warranty: ['name', 'contact_number', 'email', 'model', 'registration_number', 'year_of_purchase', 'message', 'created_date', 'created_time'],
  finance: ['name', 'contact', 'email', 'model', 'loan_amount', 'preferred_showroom', 'message', 'created_date', 'created_time'],
  enquiry: ['name', 'mobile_no', 'email_id', 'model', 'color', 'preferred_showroom', 'preferred_date', 'preferred_time', 'message', 'quote', 'created_date', 'created_time'],
  offer: ['name', 'contact', 'email', 'created_date', 'created_time'],
  joyclub: ['name', 'mobile_no', 'email_id', 'registration_no', 'message', 'created_date', 'created_time'],
  career: ['name', 'phone', 'email', 'address', 'area', 'position', 'resume_url', 'created_date', 'created_time'],
  feedback: ['name', 'phone', 'email', 'address', 'location', 'department', 'message', 'created_date', 'created_time'],
  contact: ['name', 'contact', 'email', 'reason', 'message', 'created_date', 'created_time'],
  optin: ['registration', 'name', 'mobile', 'channels', 'created_date', 'created_time'],
};
const recordFields: Record<string, string[]> = Object.fromEntries(Object.entries(specFields).map(([id, fields]) => [id, [...fields, ...leadFields]]));

interface Person {
  name: string;
  mobile: string;
  email: string;
  regNo: string;
  special: boolean;
}

/** Row 7 of each report is the one the searches look for. */
const special = 7;

function person(i: number, name?: string): Person {
  const isSpecial = i === special && !name;
  return {
    name: name ?? (isSpecial ? 'Aarav Sharma' : `Person ${i}`),
    mobile: `98765${String(i).padStart(5, '0')}`,
    email: `user${i}@Example.com`,
    regNo: isSpecial ? 'HR26AB1234' : `DL01XY${String(i).padStart(4, '0')}`,
    special: isSpecial,
  };
}

/** The showroom a row prefers: Sector 52A for the searched row, any for the others. */
const preferred = (p: Person) => (p.special ? { preferredShowroom: 3 } : {});

/** A valid public body of each kind (src/contract/enquiry-schemas.ts). */
function publicBody(kind: EnquiryKind, p: Person, i: number): Record<string, unknown> {
  const message = `message ${i}`;
  switch (kind) {
    case 'finance':
      return { name: p.name, email: p.email, contact: p.mobile, loanAmount: '50000', model: p.special ? 'cb200x' : 'activa-6g', message, agreed: true, ...preferred(p) };
    case 'contact':
      return { name: p.name, email: p.email, contact: p.mobile, reason: 'Inquiry', message };
    case 'service':
      return {
        model: p.special ? 'cb200x' : 'activa-6g', enteredModel: 'Old scooter', yearOfPurchase: '2021', serviceType: 'Paid',
        registrationNumber: p.regNo, bookingDate: '2026-04-20', name: p.name, email: p.email, contactNumber: p.mobile, message,
        ...preferred(p),
      };
    case 'amc':
    case 'warranty':
      return {
        model: p.special ? 'cb200x' : 'activa-6g', yearOfPurchase: '2021', registrationNumber: p.regNo, name: p.name,
        email: p.email, contactNumber: p.mobile, message,
      };
    case 'offer':
      return { name: p.name, email: p.email, contact: p.mobile, agree: true };
    case 'optin':
      return {
        registration: p.regNo, name: p.name, mobile: p.mobile,
        notifications: i === special ? { sms: true, email: true } : i === special + 1 ? { all: true, rcs: true, sms: true, obd: true, email: true, whatsapp: true } : {},
      };
    case 'product':
      return {
        name: p.name, mobileNo: p.mobile, emailId: p.email, model: p.special ? 'CB200X Adventure' : 'Shine 100', color: 'Red', message,
        preferredDate: '2026-04-21', ...preferred(p),
      };
    case 'joyclub':
      return { name: p.name, mobile: p.mobile, email: p.email, model: p.special ? 'CBR 150R' : 'Shine', regNo: p.regNo, purchaseYear: '2020', message };
    case 'feedback':
      return { name: p.name, phone: p.mobile, email: p.email, address: `House ${i}`, location: 'PATAUDI', department: 'SALES', message };
    case 'career':
      return { name: p.name, phone: p.mobile, email: p.email, address: `House ${i}`, area: 'Sector 18', position: 'Sales' };
  }
}

const resumeBytes = Buffer.from('%PDF-1.4\n% test resume\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** Submits an enquiry through its public endpoint at `at` (the app's clock). */
async function submit(kind: EnquiryKind, body: Record<string, unknown>, at: Date, withResume = false): Promise<void> {
  clock = at;
  const spec = enquiryKinds[kind];
  let res: Response;
  if (spec.encoding === 'json') {
    res = await app.fetch(spec.path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } else {
    const form = new FormData();
    for (const [k, v] of Object.entries(body)) form.append(k, String(v));
    if (withResume) form.append('resume', new Blob([resumeBytes], { type: 'application/pdf' }), 'cv.pdf');
    res = await app.fetch(spec.path, { method: 'POST', body: form });
  }
  if (res.status !== 201) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
}

/** The 25 paging rows of a report: 2026-02-10 IST, 00:30 + 50 min each; row 24 is newest. */
const pagingAt = (i: number) => new Date(ist('2026-02-10T00:30:00').getTime() + i * 50 * 60_000);
const boundaryRows = [
  { name: 'Edge Before', at: ist('2026-01-04T23:59:59'), inRange: false },
  { name: 'Edge Start', at: ist('2026-01-05T00:00:00'), inRange: true },
  { name: 'Edge End', at: ist('2026-01-06T23:59:59'), inRange: true },
  { name: 'Edge After', at: ist('2026-01-07T00:00:00'), inRange: false },
];
const bulkRows = 120;

beforeAll(async () => {
  app = await startTestApp({ seed: false, now: () => clock });
  await createAdmin(app.db, 'reader', password);
  for (const report of reports) {
    for (let i = 0; i < 25; i += 1) {
      await submit(report.kind, publicBody(report.kind, person(i), i), pagingAt(i), report.kind === 'career' && i === special);
    }
    for (const [j, edge] of boundaryRows.entries()) {
      await submit(report.kind, publicBody(report.kind, person(100 + j, edge.name), 100 + j), edge.at);
    }
    // Bulk rows for the page-size cap, on 2025-06-01 IST.
    await app.db.query(
      `INSERT INTO enquiries (id, kind, created_at, payload, body_hash, name)
       SELECT gen_random_uuid(), $1, timestamptz '2025-06-01 10:00:00+05:30' + g * interval '1 second',
              jsonb_build_object('name', 'Bulk ' || g), 'bulk-' || g, 'Bulk ' || g
       FROM generate_series(1, ${bulkRows}) g`,
      [report.kind],
    );
  }
  clock = new Date('2026-02-10T06:30:00Z');
  session = await signIn(app, 'reader', password);
}, 600_000);

afterAll(async () => {
  await app?.close();
});

interface Page {
  data: Record<string, string>[];
  totalPages: number;
  totalRecords: number;
}

async function fetchReport(report: ReportSpec, body: Record<string, unknown>): Promise<Page> {
  const res = await call(app, session, report.path, { method: 'POST', json: body });
  if (res.status !== 200) throw new Error(`${report.path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Page;
}

const day = { fromDate: '2026-02-10', toDate: '2026-02-10' };

describe.each(reports.map((r) => [r.id, r] as const))('%s report', (id, report) => {
  it('pages 25 rows as 10, 10 and 5, newest first, with the spec record fields', async () => {
    const pages = [await fetchReport(report, { page: 1, limit: 10, ...day }), await fetchReport(report, { page: 2, limit: 10, ...day }),
      await fetchReport(report, { page: 3, limit: 10, ...day })];
    expect(pages.map((p) => p.data.length)).toEqual([10, 10, 5]);
    for (const p of pages) {
      expect(p.totalRecords).toBe(25);
      expect(p.totalPages).toBe(3);
    }
    const rows = pages.flatMap((p) => p.data);
    // Row 24 is the newest; the names follow the submission order backwards.
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: 25 }, (_, k) => person(24 - k).name));
    for (const row of rows) expect(Object.keys(row)).toEqual(recordFields[id]);
    const first = rows[0]!;
    expect(first.created_date).toBe('2026-02-10');
    expect(first.created_time).toBe('20:30:00');
    expect(rows[24]!.created_time).toBe('00:30:00');
    // Each record field carries the payload field the registry names.
    const body = publicBody(report.kind, person(24), 24);
    for (const [field, source] of Object.entries(report.record)) {
      // Typed fields (the resume link, the opt-in channels, the showroom) have tests of their own below.
      if (typeof source !== 'string') continue;
      expect(first[field], field).toBe(body[source] === undefined ? '' : String(body[source]));
    }
    const beyond = await fetchReport(report, { page: 4, limit: 10, ...day });
    expect(beyond.data).toEqual([]);
    expect(beyond.totalRecords).toBe(25);
  });

  it('counts every row without dates, and defaults to page 1 of 10', async () => {
    const all = await fetchReport(report, {});
    expect(all.totalRecords).toBe(25 + boundaryRows.length + bulkRows);
    expect(all.totalPages).toBe(Math.ceil((25 + boundaryRows.length + bulkRows) / 10));
    expect(all.data).toHaveLength(10);
    expect(all.data[0]!.name).toBe(person(24).name);
  });

  it('includes whole IST days from fromDate to toDate', async () => {
    const range = await fetchReport(report, { page: 1, limit: 10, fromDate: '2026-01-05', toDate: '2026-01-06' });
    expect(range.data.map((r) => r.name)).toEqual(['Edge End', 'Edge Start']);
    expect(range.totalRecords).toBe(2);
    expect(range.data.map((r) => `${r.created_date} ${r.created_time}`)).toEqual(['2026-01-06 23:59:59', '2026-01-05 00:00:00']);
    const onlyFrom = await fetchReport(report, { fromDate: '2026-01-07', toDate: '2026-01-31' });
    expect(onlyFrom.data.map((r) => r.name)).toEqual(['Edge After']);
    const openStart = await fetchReport(report, { toDate: '2026-01-04', limit: 100 });
    expect(openStart.totalRecords).toBe(bulkRows + 1);
    expect(openStart.data[0]!.name).toBe('Edge Before');
    const openEnd = await fetchReport(report, { fromDate: '2026-01-07', limit: 100 });
    expect(openEnd.totalRecords).toBe(26);
  });

  it('searches name, mobile, email and the other indexed fields without regard to case', async () => {
    const param = report.searchParam;
    const find = async (text: string) => fetchReport(report, { ...day, [param]: text });
    const expectSpecial = async (text: string) => {
      const page = await find(text);
      expect(page.data.map((r) => r.name), text).toEqual(['Aarav Sharma']);
      expect(page.totalRecords, text).toBe(1);
      expect(page.totalPages, text).toBe(1);
    };
    await expectSpecial('RAV SHA');
    await expectSpecial('9876500007');
    const indexed = enquiryKinds[report.kind].indexed;
    if (indexed.email) await expectSpecial('USER7@EXAMPLE');
    if (indexed.model) await expectSpecial(report.kind === 'joyclub' ? 'cbr 150' : 'CB200X');
    if (indexed.regNo) await expectSpecial('hr26ab');
    const many = await find('person');
    expect(many.totalRecords).toBe(24);
    expect(many.data).toHaveLength(10);
    expect(many.totalPages).toBe(3);
    const none = await find('no such person');
    expect(none).toEqual({ data: [], totalPages: 0, totalRecords: 0 });
    // LIKE wildcards are matched literally.
    expect((await find('%')).totalRecords).toBe(0);
    expect((await find('_')).totalRecords).toBe(0);
    // The other parameter name works too (requirements 7.3: offer sends searchTerm, others search).
    const other = param === 'search' ? 'searchTerm' : 'search';
    expect((await fetchReport(report, { ...day, [other]: 'rav sha' })).totalRecords).toBe(1);
  });

  it('caps the page size at 100', async () => {
    const page = await fetchReport(report, { page: 1, limit: 1000, fromDate: '2025-06-01', toDate: '2025-06-01' });
    expect(page.data).toHaveLength(100);
    expect(page.totalRecords).toBe(bulkRows);
    expect(page.totalPages).toBe(2);
  });

  it('refuses bad dates and paging with 400', async () => {
    for (const body of [
      { fromDate: '2026-13-01' }, { toDate: '10/02/2026' }, { fromDate: '2026-02-30' },
      { fromDate: '2026-02-11', toDate: '2026-02-10' }, { page: 0 }, { limit: 'many' }, { page: 1.5 },
    ]) {
      const res = await call(app, session, report.path, { method: 'POST', json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    }
  });
});

describe('report extras', () => {
  it('career rows link the stored resume, served to admins only as a download', async () => {
    const career = reports.find((r) => r.kind === 'career')!;
    const page = await fetchReport(career, { ...day, search: 'aarav' });
    const url = page.data[0]!.resume_url!;
    expect(url).toMatch(/^\/api\/resumes\/[0-9a-f-]{36}$/);
    const others = await fetchReport(career, { ...day, search: 'person 1' });
    expect(others.data.every((r) => r.resume_url === '')).toBe(true);

    const res = await call(app, session, url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const id = url.split('/').pop();
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="resume-${id}.pdf"`);
    expect(Buffer.from(await res.arrayBuffer()).equals(resumeBytes)).toBe(true);

    expect((await app.fetch(url)).status).toBe(401);
    expect((await call(app, session, '/api/resumes/not-a-uuid')).status).toBe(404);
    const unknown = await call(app, session, '/api/resumes/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { message: string }).message).toBe('Resume not found');
  });

  it('opt-in rows list the chosen channels', async () => {
    const optin = reports.find((r) => r.kind === 'optin')!;
    const rows = (await fetchReport(optin, { ...day, limit: 100 })).data;
    const byName = new Map(rows.map((r) => [r.name, r.channels]));
    expect(byName.get('Aarav Sharma')).toBe('sms, email');
    expect(byName.get(person(special + 1).name)).toBe('rcs, sms, obd, email, whatsapp');
    expect(byName.get(person(0).name)).toBe('');
  });
});

describe('where and when', () => {
  it.each(['booking', 'finance', 'enquiry'])("the %s report names the preferred showroom by its place, '' for any", async (id) => {
    const report = reports.find((r) => r.id === id)!;
    const field = report.columns.find((c) => c.heading === 'Preferred Showroom')!.field;
    const rows = (await fetchReport(report, { ...day, limit: 100 })).data;
    const byName = new Map(rows.map((r) => [r.name, r[field]]));
    expect(byName.get('Aarav Sharma')).toBe('Sector 52A');
    expect(byName.get(person(0).name)).toBe('');
  });

  it('the enquiry report shows the preferred date', async () => {
    const report = reports.find((r) => r.id === 'enquiry')!;
    expect(report.columns.map((c) => c.heading)).toContain('Preferred Date');
    const rows = (await fetchReport(report, { ...day, search: 'aarav' })).data;
    expect(rows.map((r) => r.preferred_date)).toEqual(['2026-04-21']);
  });
});

describe('lead columns and the status filter', () => {
  const finance = reports.find((r) => r.kind === 'finance')!;
  const idOf = async (name: string) => {
    const { rows } = await app.db.query<{ id: string }>(`SELECT id::text AS id FROM enquiries WHERE kind = 'finance' AND name = $1`, [name]);
    return rows[0]!.id;
  };

  it("shows each row's lead status, showroom and owner, and filters by status", async () => {
    const newRow = (await fetchReport(finance, { ...day, search: person(3).name })).data[0]!;
    expect([newRow.status, newRow.showroom, newRow.owner]).toEqual(['New', '', '']);
    const leadId = await idOf(person(24).name);
    await recordEvent(app, session, leadId, { type: 'assign', data: { ownerId: 'reader', showroomId: 2 } }, 0);
    await recordEvent(app, session, leadId, { type: 'status', data: { status: 'contacted' } }, 1);
    const contacted = await fetchReport(finance, { status: 'contacted' });
    expect(contacted.totalRecords).toBe(1);
    expect(contacted.data[0]).toMatchObject({ name: person(24).name, status: 'Contacted', showroom: 'Sector 18', owner: 'reader' });
    // With dates, with a search, and both.
    expect((await fetchReport(finance, { ...day, status: 'contacted' })).totalRecords).toBe(1);
    expect((await fetchReport(finance, { fromDate: '2026-01-05', toDate: '2026-01-06', status: 'contacted' })).totalRecords).toBe(0);
    expect((await fetchReport(finance, { search: 'person 2', status: 'contacted' })).data.map((r) => r.name)).toEqual([person(24).name]);
    expect((await fetchReport(finance, { ...day, search: 'person', status: 'contacted' })).totalRecords).toBe(1);
    // Rows written straight into the table have no lead: only the filter without a status shows them.
    const fresh = await fetchReport(finance, { status: 'new', limit: 100 });
    expect(fresh.totalRecords).toBe(25 + boundaryRows.length - 1);
    expect(fresh.data.every((r) => r.status === 'New')).toBe(true);
    const byDay = await fetchReport(finance, { ...day, status: 'new', limit: 100 });
    expect(byDay.totalRecords).toBe(24);
    expect(byDay.data).toHaveLength(24);
    const bulk = await fetchReport(finance, { fromDate: '2025-06-01', toDate: '2025-06-01' });
    expect(bulk.data.every((r) => r.status === '' && r.showroom === '' && r.owner === '')).toBe(true);
  });

  it('refuses a status that is not one', async () => {
    const res = await call(app, session, finance.path, { method: 'POST', json: { status: 'maybe' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/^status: /);
  });
});

describe('dashboard', () => {
  it("counts today's bookings, AMC, warranty and product enquiries by the Asia/Kolkata day", async () => {
    const yesterday = ist('2026-03-14T23:59:00');
    const today = ist('2026-03-15T00:01:00');
    await submit('service', publicBody('service', person(1), 1), yesterday);
    await submit('service', publicBody('service', person(2), 2), today);
    await submit('amc', publicBody('amc', person(3), 3), today);
    await submit('amc', publicBody('amc', person(4), 4), ist('2026-03-15T23:59:59'));
    await submit('product', publicBody('product', person(5), 5), today);
    await submit('product', publicBody('product', person(6), 6), yesterday);
    await submit('product', publicBody('product', person(7), 7), ist('2026-03-15T12:00:00'));
    await submit('finance', publicBody('finance', person(8), 8), today);

    // Signs in at that time (a day apart is past the absolute session limit) and reads.
    const dashboardAt = async (at: Date) => {
      clock = at;
      const res = await call(app, await signIn(app, 'reader', password), '/api/dashboard');
      expect(res.status).toBe(200);
      return res.json();
    };
    // 00:30 IST on the 15th is still the 14th in UTC.
    expect(await dashboardAt(ist('2026-03-15T00:30:00'))).toEqual([{ bookings: 1, amc: 2, warranty: 0, enquiry_report: 2 }]);
    expect(await dashboardAt(ist('2026-03-14T23:59:30'))).toEqual([{ bookings: 1, amc: 0, warranty: 0, enquiry_report: 1 }]);
    expect(await dashboardAt(ist('2026-03-16T00:00:00'))).toEqual([{ bookings: 0, amc: 0, warranty: 0, enquiry_report: 0 }]);
  });
});
