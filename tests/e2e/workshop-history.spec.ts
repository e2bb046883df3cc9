/**
 * Service history (docs/workshop.md "Service history"): a walk-in's visit billed and delivered
 * through the admin API; on a portrait tablet (768 x 1024) staff type its registration number
 * on the Workshop screen and read the visit (day, odometer, work, bill in ₹, technician) and
 * the next service due, and enter the insurance date; on a phone (390 x 844) in Hindi the
 * customer reads the same history on /track with the mobile, and a wrong mobile reads as an
 * unknown number. axe on each step, nothing scrolls sideways.
 */
import { expect, test, type Page } from '@playwright/test';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';

test.use(withoutServiceWorker);
const server = serverForFile();

const admin = <T>(page: Page, path: string, data?: unknown) => pageAdminCall<T>(page, server, path, data);
const onCard = (path: string, card: JobCardAnswer, lineId = 0) => path.replace(':id', String(card.jobCard.id)).replace(':lineId', String(lineId));

/** A free service with a general service charged (₹531 with GST), billed and delivered. */
async function deliveredVisit(page: Page, registration: string, mobile: string): Promise<void> {
  await logIn(page, server.url);
  let card = await admin<JobCardAnswer>(page, workshopPaths.jobCards, {
    customerName: 'Sunita Devi', mobile, showroomId: 1, model: 'Shine 100', registration, odometerKm: 640, fuel: 'Half', complaints: 'First service', serviceType: 'free',
  });
  card = await admin<JobCardAnswer>(page, onCard(workshopPaths.lines, card), { labourCode: 'GEN-SERVICE' });
  card = await admin<JobCardAnswer>(page, onCard(workshopPaths.lineDecision, card, card.lines[0]!.id), { decision: 'approved' });
  for (const stage of ['in_bay', 'final_inspection', 'washing', 'ready']) {
    card = await admin<JobCardAnswer>(page, onCard(workshopPaths.stage, card), { stage, version: card.jobCard.version });
  }
  await admin(page, onCard(workshopPaths.bill, card), {});
}

test.describe('staff', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('read a vehicle\'s visits and next service, and enter its insurance date', async ({ page }) => {
    test.setTimeout(120_000);
    await deliveredVisit(page, 'hr26hs4001', '9811090401');
    await page.goto(`${server.url}/admin/workshop`);
    const section = page.locator('section.workshop-history-section');
    await section.getByLabel('Registration number').fill('XX 26 AB 1234');
    await section.getByRole('button', { name: 'Show history' }).click();
    await expect(section.getByText('Please enter the registration number as Vahan gives it')).toBeVisible();

    await section.getByLabel('Registration number').fill('hr 26 hs 4001');
    await section.getByRole('button', { name: 'Show history' }).click();
    const visit = section.locator('.workshop-visit').first();
    await expect(visit.getByRole('heading')).toContainText('Free service');
    await expect(visit).toContainText('640 km');
    await expect(visit).toContainText(/WS\/\d{4}-\d{2}\/\d{6}, ₹531/);
    await expect(visit).toContainText('General service');
    await expect(section.getByText(/Free service 2: by \d{1,2} \w{3} \d{4} or at 3,500 km, whichever comes first/)).toBeVisible();
    await audit(page, 'staff service history at 768', { hard: true });

    await section.getByLabel('Insurance renews on').fill('2027-09-30');
    await section.getByRole('button', { name: 'Save dates' }).click();
    await expect(section.locator('.workshop-facts').first()).toContainText('30 Sep 2027');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});

test.describe('customer', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('reads the service history on /track in Hindi; a wrong mobile reads as unknown', async ({ page }) => {
    test.setTimeout(120_000);
    await deliveredVisit(page, 'hr26hs4002', '9811090402');
    await page.goto(`${server.url}/track?lang=hi`);
    const section = page.locator('section.track-history');
    await expect(section.getByRole('heading', { name: 'आपके वाहन की सर्विस हिस्ट्री' })).toBeVisible();
    await section.getByLabel('रजिस्ट्रेशन नंबर').fill('HR 26 HS 4002');
    await section.locator('input[type="tel"]').fill('9811090499');
    await section.getByRole('button', { name: 'सर्विस हिस्ट्री देखें' }).click();
    await expect(section.getByRole('status')).not.toBeEmpty();
    const refusal = await section.getByRole('status').innerText();

    await section.getByLabel('रजिस्ट्रेशन नंबर').fill('HR 26 ZZ 0001');
    await section.locator('input[type="tel"]').fill('9811090402');
    await section.getByRole('button', { name: 'सर्विस हिस्ट्री देखें' }).click();
    await expect(section.getByRole('status')).toHaveText(refusal);

    await section.getByLabel('रजिस्ट्रेशन नंबर').fill('HR 26 HS 4002');
    await section.getByRole('button', { name: 'सर्विस हिस्ट्री देखें' }).click();
    const visit = section.locator('.track-history__visit').first();
    await expect(visit.getByRole('heading')).toContainText('फ़्री सर्विस');
    await expect(visit).toContainText('ओडोमीटर: 640 किमी');
    await expect(visit).toContainText('₹531.00');
    await expect(section.getByText(/फ़्री सर्विस 2: .* तक या 3,500 किमी पर, जो पहले हो/)).toBeVisible();
    await audit(page, '/track service history in Hindi at 390', { hard: true });
    expect(await sideways(page)).toBeLessThanOrEqual(0);
  });
});
