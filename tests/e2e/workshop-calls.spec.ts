/**
 * The call list (docs/workshop.md "Call list"): a walk-in's vehicle with its insurance
 * falling due in three days, set up through the admin API; on a portrait tablet
 * (768 x 1024) staff open the Call list from the Workshop screen, find the vehicle with its
 * due date and customer, a 44 px Call (tel:+91...) and WhatsApp (wa.me/91...) tap, record
 * the call's result with a note (a missing result named first), and read it on the card.
 * Owners see the reminder days form. axe on each step, nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatIndianDate } from '#contract/ist-date.ts';
import { serviceHistoryPaths } from '#contract/service-history.ts';
import { workshopPaths } from '#contract/workshop.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);
// Today in India at 11:00 on the server, the page and here: "due in three days" counts from
// one day, whatever the hour.
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });

const admin = <T>(page: Page, path: string, data?: unknown) => pageAdminCall<T>(page, server, path, data);

test.describe('staff', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('call a customer whose insurance falls due and record what came of it', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, server.url);
    const dueOn = clock.istDay(3);
    await admin(page, workshopPaths.jobCards, {
      customerName: 'Kavita Sharma', mobile: '9811090501', showroomId: 1, model: 'Shine 100', registration: 'hr26cl5001', odometerKm: 8200, fuel: 'Half', complaints: 'Chain noise', serviceType: 'paid',
    });
    await admin(page, serviceHistoryPaths.dates, { registration: 'HR 26 CL 5001', soldOn: null, insuranceRenewsOn: dueOn, pucRenewsOn: null });

    await page.goto(`${server.url}/admin/workshop`);
    await page.getByRole('link', { name: 'Call list' }).click();
    await expect(page.getByRole('heading', { name: 'Call list', level: 1 })).toBeVisible();
    await expect(page.getByText(/Customers get a message 10 and 3 days before/)).toBeVisible();
    const card = page.locator('.workshop-call').filter({ hasText: 'HR 26 CL 5001' });
    await expect(card.getByRole('heading')).toHaveText('Insurance renewal: HR 26 CL 5001');
    await expect(card).toContainText(`Due ${formatIndianDate(dueOn)}`);
    await expect(card).toContainText('Kavita Sharma, 9811090501');
    const call = card.getByRole('link', { name: 'Call Kavita Sharma, 9811090501' });
    const whatsapp = card.getByRole('link', { name: 'WhatsApp Kavita Sharma, 9811090501' });
    await expect(call).toHaveAttribute('href', 'tel:+919811090501');
    await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/919811090501');
    for (const tap of [call, whatsapp, card.getByRole('button', { name: 'Record a call about HR 26 CL 5001' })]) {
      const box = await tap.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await audit(page, 'call list at 768', { hard: true });
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: 'Record a call about HR 26 CL 5001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Call about HR 26 CL 5001' });
    await dialog.getByRole('button', { name: 'Save the call' }).click();
    await expect(dialog.getByText('Please choose what came of the call')).toBeVisible();
    await dialog.getByLabel('Call back later').check();
    await dialog.getByLabel('Note (optional)').fill('Asked to call after 6 pm');
    await audit(page, 'call result form at 768', { hard: true });
    await dialog.getByRole('button', { name: 'Save the call' }).click();
    await expect(dialog).toBeHidden();
    // Who, by name: the first admin's account is named Administrator (server/auth/first-admin.ts).
    await expect(card.locator('.workshop-call-last')).toContainText(/Call back later, by Administrator, \d{1,2} \w{3} \d{4}, .+: Asked to call after 6 pm/);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
