/**
 * Walk-ins and booked times in the reports (docs/admin-panel.md "Reports"), on the real app
 * and database: a walk-in typed in on the day view keeps its mobile in the Enquiry and
 * Booking reports and in what every export is made from (the CSV here; the PDF and print
 * draw the same table), and a booked test ride's preferred time and a service's booking
 * time read as people read them ('10:30 am').
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyHeader } from '#contract/api-paths.ts';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { reports, type ReportPage, type ReportSpec } from '#contract/reports.ts';
import { buildCsv } from '../../src/admin/export/export-csv.ts';
import { exportTable } from '../../src/admin/export/export-table.ts';
import { book } from '../support/appointments.ts';
import { call, signedInAdmin, type AdminSession } from '../support/admin-session.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** Monday 23 Nov 2026, 11:30 IST. */
const clock = new Date('2026-11-23T06:00:00Z');
let app: TestApp;
let owner: AdminSession;
const enquiryReport = reports.find((r) => r.id === 'enquiry')!;
const bookingReport = reports.find((r) => r.id === 'booking')!;

beforeAll(async () => {
  app = await startTestApp({ now: () => clock });
  owner = await signedInAdmin(app, 'olga', 'walk-in report password');
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function walkIn(purpose: 'test-ride' | 'service', name: string, mobile: string): Promise<void> {
  const res = await call(app, owner, appointmentPaths.walkIn, {
    method: 'POST', headers: { [idempotencyHeader]: randomUUID() }, json: { showroomId: 2, purpose, name, mobile, model: 'Shine 100' },
  });
  expect(res.status).toBe(201);
}

async function rowsOf(report: ReportSpec, search: string): Promise<Record<string, string>[]> {
  const res = await call(app, owner, report.path, { method: 'POST', json: { page: 1, limit: 10, fromDate: '2026-11-23', toDate: '2026-11-23', search } });
  expect(res.status).toBe(200);
  return ((await res.json()) as ReportPage).data;
}

/** The CSV's row of `name`, by its headings. */
function csvRow(report: ReportSpec, rows: Record<string, string>[], name: string): Record<string, string> {
  const lines = buildCsv(exportTable(report, rows, clock)).replace(/^\uFEFF/, '').split('\r\n');
  const headings = lines[3]!.split(',');
  const cells = lines.slice(4).map((line) => line.split(',')).find((line) => line.includes(name))!;
  return Object.fromEntries(headings.map((h, i) => [h, cells[i] ?? '']));
}

describe('a walk-in', () => {
  it('keeps its mobile in the Enquiry report and its exports', async () => {
    await walkIn('test-ride', 'Walkin Rider', '98110 40301');
    const rows = await rowsOf(enquiryReport, 'walkin rider');
    expect(rows).toEqual([expect.objectContaining({ name: 'Walkin Rider', mobile_no: '9811040301', model: 'Shine 100' })]);
    expect(csvRow(enquiryReport, rows, 'Walkin Rider')).toMatchObject({ Name: 'Walkin Rider', Mobile: '9811040301' });
  });

  it('keeps its mobile in the Booking report and its exports', async () => {
    await walkIn('service', 'Walkin Servicer', '98110 40302');
    const rows = await rowsOf(bookingReport, 'walkin servicer');
    expect(rows).toEqual([expect.objectContaining({ name: 'Walkin Servicer', contactNumber: '9811040302' })]);
    expect(csvRow(bookingReport, rows, 'Walkin Servicer')).toMatchObject({ Name: 'Walkin Servicer', Mobile: '9811040302' });
  });
});

describe('a booked time', () => {
  it("is the Enquiry report's Preferred Time and the Booking report's Booking Time, as people read it", async () => {
    expect((await book(app, { showroomId: 2, date: '2026-11-25', time: '10:30' }, { n: 9701 })).status).toBe(201);
    expect((await book(app, { showroomId: 2, date: '2026-11-25', time: '14:00' }, { kind: 'service', n: 9702 })).status).toBe(201);
    const ride = await rowsOf(enquiryReport, 'test customer 9701');
    expect(ride).toEqual([expect.objectContaining({ preferred_date: '2026-11-25', preferred_time: '10:30 am' })]);
    expect(csvRow(enquiryReport, ride, 'Test Customer 9701')).toMatchObject({ 'Preferred Date': '2026-11-25', 'Preferred Time': '10:30 am' });
    const service = await rowsOf(bookingReport, 'test customer 9702');
    expect(service).toEqual([expect.objectContaining({ bookingDate: '2026-11-25', bookingTime: '2:00 pm' })]);
  });
});
