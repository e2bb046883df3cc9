/**
 * A service booking marked Arrived opens its job card from the appointments day view in one
 * tap (docs/workshop.md "Job cards"): the form filled in from the booking, the card opened,
 * then named on the booking. On the card, intake photos from the tablet's camera: a file that
 * is not a photo refused in words, photos shown as thumbnails, one removed. The card at
 * 768 x 1024, 1024 x 768 and 390 x 844: axe, nothing scrolls sideways. A walk-in's card
 * carries the updates tick in a workshop visit's words, off until ticked.
 */
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { appointmentPaths, type AppointmentHistory } from '#contract/appointment-api.ts';
import { consentWording } from '#contract/updates-consent.ts';
import { workshopPaths, type JobCardAnswer } from '#contract/workshop.ts';
import { mediaMessages } from '#contract/media-uploads.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { pageAdminCall, sideways } from './support/page-admin-api.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);
test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });

const picture = (r: number) => sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g: 120, b: 60 } } }).jpeg().toBuffer();
const bookingRow = (page: Page, name: string) => page.locator('li.appt-row', { has: page.getByText(name, { exact: true }) });

test('an arrived service booking opens its job card in one tap; intake photos added, refused and removed', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, server.url);
  // The front desk records a service customer who walked in: Arrived now.
  await pageAdminCall(page, server, appointmentPaths.walkIn, { showroomId: 1, purpose: 'service', name: 'Meena Kumari', mobile: '9811070801', model: 'Activa 6G' });

  await page.goto(`${server.url}/admin/appointments?showroom=1`);
  const row = bookingRow(page, 'Meena Kumari');
  await row.getByRole('link', { name: 'Open job card: Meena Kumari' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job card (from the booking)' });
  await expect(dialog).toBeVisible();
  const form = dialog.getByRole('form', { name: 'Open a job card' });
  await expect(form).toContainText('Meena Kumari');
  await expect(form).toContainText('9811070801');
  await expect(form.getByLabel('Model')).toHaveValue('Activa 6G');
  await expect(form.getByLabel('Customer name')).toHaveCount(0);
  await form.getByLabel('Registration number').fill('hr26ab4455');
  await form.getByLabel('Odometer (km)').fill('8,210');
  await form.getByLabel('Complaints in the customer\'s words').fill('Front brake is soft; scratch on the left panel');
  await audit(page, 'Job card from a booking', { hard: true });
  await form.getByRole('button', { name: 'Open job card' }).click();

  const card = page.getByRole('dialog', { name: /^Job card JC-\d{6,}$/ });
  await expect(card).toBeVisible();
  const reference = ((await card.getByRole('heading').first().textContent()) ?? '').replace('Job card ', '');
  await expect(card).toContainText('Meena Kumari');
  await expect(card).toContainText('HR 26 AB 4455');

  // Intake photos: a file that is not a photo first, then two from the camera, one removed.
  const photos = card.getByRole('region', { name: 'Intake photos' });
  await expect(photos).toContainText('No photo yet');
  const chooser = photos.getByLabel('Intake photo: choose a photo');
  await chooser.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
  await expect(photos.getByRole('alert')).toHaveText(mediaMessages.notImage);
  await expect(photos.getByRole('img')).toHaveCount(0);
  await chooser.setInputFiles({ name: 'left-panel.jpg', mimeType: 'image/jpeg', buffer: await picture(200) });
  await expect(photos.getByRole('img', { name: 'Intake photo 1 of HR 26 AB 4455' })).toBeVisible();
  await expect(photos.getByRole('alert')).toHaveCount(0);
  await chooser.setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: await picture(40) });
  await expect(photos.getByRole('img')).toHaveCount(2);
  // Shown, not only listed: the picture decodes (awaited, as a busy machine takes its time).
  await expect.poll(() => photos.getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await audit(page, 'Job card with intake photos', { hard: true });
  for (const viewport of [{ width: 1024, height: 768 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    expect(await sideways(page)).toBe(0);
    await audit(page, `Job card with intake photos at ${viewport.width}`, { hard: true });
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await photos.getByRole('button', { name: 'Remove intake photo 1' }).click();
  await expect(photos.getByRole('img')).toHaveCount(1);
  await expect(photos.getByRole('img', { name: 'Intake photo 1 of HR 26 AB 4455' })).toBeVisible();

  // Back on the day view, the booking names its card and opens it: no second one is offered.
  await page.goto(`${server.url}/admin/appointments?showroom=1`);
  await expect(row.getByRole('link', { name: `Job card ${reference} of Meena Kumari` })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Open job card: Meena Kumari' })).toHaveCount(0);
  await row.getByRole('link', { name: `Job card ${reference} of Meena Kumari` }).click();
  await expect(page.getByRole('dialog', { name: `Job card ${reference}` })).toBeVisible();
  await expect(page.getByRole('dialog', { name: `Job card ${reference}` }).getByRole('img')).toHaveCount(1);
});

test('a walk-in job card asks the updates consent in a workshop visit\'s words, off until ticked', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, server.url);
  await page.goto(`${server.url}/admin/workshop`);
  await page.getByRole('button', { name: 'New job card' }).click();
  const form = page.getByRole('form', { name: 'Open a job card' });
  const { dealerName } = await pageAdminCall<{ dealerName: string }>(page, server, '/api/site');
  const wording = consentWording('en', dealerName, 'workshop');
  const tick = form.getByRole('checkbox', { name: wording.label });
  await expect(tick).not.toBeChecked();
  await expect(form).toContainText(wording.detail);
  // The form uses the dialog's width: two columns of fields on a tablet either way up, one on a phone.
  const dialog = page.getByRole('dialog', { name: 'New job card (walk-in)' });
  for (const [viewport, columns] of [[{ width: 1024, height: 768 }, 2], [{ width: 768, height: 1024 }, 2], [{ width: 390, height: 844 }, 1]] as const) {
    await page.setViewportSize(viewport);
    const [panel, body, name, mobile] = await Promise.all([dialog, form, form.getByLabel('Customer name'), form.getByLabel('Mobile number')].map(async (l) => (await l.boundingBox())!));
    expect(body!.width, `the form's width at ${viewport.width} px`).toBeGreaterThan(panel!.width - 60);
    if (columns === 2) {
      expect(mobile!.y, `Mobile beside Customer name at ${viewport.width} px`).toBeCloseTo(name!.y, 0);
      expect(mobile!.x).toBeGreaterThanOrEqual(name!.x + name!.width);
    } else {
      expect(mobile!.y, `Mobile below Customer name at ${viewport.width} px`).toBeGreaterThan(name!.y + name!.height);
    }
    expect(await sideways(page)).toBe(0);
    await audit(page, `Walk-in job card form at ${viewport.width} px`, { hard: true });
  }
  await page.setViewportSize({ width: 768, height: 1024 });
  await form.getByLabel('Customer name').fill('Farhan Ali');
  await form.getByLabel('Mobile number').fill('9811070802');
  await form.getByLabel('Model').fill('Shine 100');
  await form.getByLabel('Registration number').fill('hr26cd7788');
  await form.getByLabel('Odometer (km)').fill('21000');
  await form.getByLabel('Complaints in the customer\'s words').fill('Self start fails in the morning');
  await tick.check();
  await audit(page, 'Walk-in job card with the updates tick', { hard: true });
  // The server's answer is awaited and read, so a refusal fails here with its own words.
  const opening = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === workshopPaths.jobCards);
  await form.getByRole('button', { name: 'Open job card' }).click();
  const answered = await opening;
  expect(answered.status(), await answered.text()).toBe(201);
  const card = page.getByRole('dialog', { name: /^Job card JC-\d{6,}$/ });
  await expect(card).toContainText('Farhan Ali');

  // The tick is kept as a booking's: the walk-in's own service visit, named by the card.
  const reference = ((await card.getByRole('heading').first().textContent()) ?? '').replace('Job card ', '');
  const board = await pageAdminCall<{ data: { id: number; reference: string; appointmentId: string | null }[] }>(page, server, workshopPaths.jobCards);
  const opened = board.data.find((c) => c.reference === reference)!;
  expect(opened.appointmentId).not.toBeNull();
  const visit = await pageAdminCall<AppointmentHistory>(page, server, appointmentPaths.booking(opened.appointmentId!));
  expect(visit.appointment).toMatchObject({ purpose: 'service', status: 'arrived', walkIn: true, jobCard: { id: opened.id, reference } });
  const answer = await pageAdminCall<JobCardAnswer>(page, server, workshopPaths.jobCard.replace(':id', String(opened.id)));
  expect(answer.jobCard.mobile).toBe('9811070802');
});
