/**
 * The lead desk's API called from a signed-in browser context, as the desk calls it: the
 * session cookie of the page, the login's token as the CSRF header, the event id as
 * Idempotency-Key.
 */
import { expect, type Page } from '@playwright/test';
import { csrfHeader, idempotencyHeader } from '#contract/api-paths.ts';
import { leadPaths, type LeadListPage } from '#contract/lead-api.ts';

/** Moves the lead with this reference to a status, through POST /api/leads/:id/events. */
export async function setLeadStatus(page: Page, baseUrl: string, reference: string, status: string): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  expect(token, 'signed in').toBeTruthy();
  const found = await page.request.get(`${baseUrl}${leadPaths.list}?tab=open&q=${encodeURIComponent(reference)}`);
  expect(found.status()).toBe(200);
  const lead = ((await found.json()) as LeadListPage).data.find((l) => l.reference === reference);
  expect(lead, `a lead with reference ${reference}`).toBeTruthy();
  const id = crypto.randomUUID();
  const answer = await page.request.post(`${baseUrl}${leadPaths.events(lead!.id)}`, {
    headers: { [csrfHeader]: token!, [idempotencyHeader]: id },
    data: { id, baseVersion: lead!.version, at: new Date().toISOString(), type: 'status', data: { status } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}
