/**
 * The eleven public forms, filled and submitted in a real browser against the real
 * server: the spec's success toast is shown (requirements 8), the form is cleared (requirements 4), and
 * the enquiry is stored with its kind and fields (requirements 7.2).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { queryStopped } from './support/stopped-db.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

test.use(withoutServiceWorker);

test.describe.configure({ mode: 'serial' });

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ env: clock.serverEnv });

/** A day `days` ahead in India, so a booking is never in the past whenever the tests run. */
const daysAhead = (days: number) => clock.istDay(days);
const bookingDate = daysAhead(7);
const testRideDate = daysAhead(3);

async function open(page: Page, path: string, heading: string) {
  await page.goto(`${server.url}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function submitAndExpect(page: Page, form: Locator, button: string, toastText: string) {
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByText(toastText, { exact: true })).toBeVisible();
}

/** A small, real PDF file (the server checks the bytes). */
function tinyPdf(): Buffer {
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
      '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
      '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
      'trailer <</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

test('finance: the custom model dropdown, POA/POI, and the success toast', async ({ page }) => {
  await open(page, '/finance', 'FINANCE');
  await expect(page.getByText('Cancelled cheque or bank passbook copy (last 3 months)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Disclaimer' })).toBeVisible();
  await page.getByRole('button', { name: 'EMI Calculator' }).click();
  await expect(page.getByRole('dialog', { name: 'EMI CALCULATOR' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const form = enquiryForm(page);
  await field(form, 'Name').fill('Asha Finance');
  await field(form, 'Email').fill('asha@example.com');
  // Signs and letters drop as typed, spaces stay; the enquiry carries the 10 digits (checked below).
  await field(form, 'Contact number').pressSequentially('98-110 4000a1');
  await expect(field(form, 'Contact number')).toHaveValue('98110 40001');
  await field(form, 'Loan amount (₹)').fill('65000');
  const model = form.getByRole('button', { name: /^Model/ });
  await model.click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await model.click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await model.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(model).toBeFocused();
  // Keyboard: open with ArrowDown, move down one, choose with Enter.
  await model.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  // The catalogue's models in its listing order: Shine 100, then Shine 125.
  await expect(model).toContainText('Shine 125');
  await model.click();
  await page.getByRole('option', { name: 'Activa 6G', exact: true }).click();
  await expect(model).toContainText('Activa 6G');
  await field(form, 'Proof of address (POA)').selectOption('Gas Bill');
  await field(form, 'Proof of identity (POI)').selectOption('PAN Card');
  await field(form, 'Message').fill('Looking for 24 months');
  await form.getByLabel('I agree to the terms and conditions').check();
  await submitAndExpect(page, form, 'SUBMIT', 'Finance Enquiry Submitted Successfully!');
  await expect(field(form, 'Name')).toHaveValue('');
  await expect(model).toContainText('Select model');
});

test('contact', async ({ page }) => {
  await open(page, '/contact', 'GET IN TOUCH');
  const form = enquiryForm(page);
  await field(form, 'Name').fill('Ravi Contact');
  await field(form, 'Email').fill('ravi@example.com');
  await field(form, 'Contact number').fill('9811040002');
  await field(form, 'Reason').selectOption('Support');
  await field(form, 'Message').fill('Please call me back');
  await submitAndExpect(page, form, 'SUBMIT', 'Contact request submitted successfully!');
  await expect(field(form, 'Message')).toHaveValue('');
});

test('service booking', async ({ page }) => {
  await open(page, '/service-booking', 'BOOK FOR SERVICE');
  const form = enquiryForm(page);
  await field(form, 'Model').selectOption('CB200X');
  await field(form, 'Model (if not in the list)').fill('CB200X 2024');
  await field(form, 'Year of purchase').fill('2023');
  await field(form, 'Service type').selectOption('Free');
  await field(form, 'Registration number').fill('HR26AB1001');
  await field(form, 'Booking date').fill(bookingDate);
  await field(form, 'Preferred showroom').selectOption({ label: 'Pataudi' });
  await field(form, 'Name').fill('Neha Service');
  await field(form, 'Email').fill('neha@example.com');
  // As people write it: stored as the 10 digits.
  await field(form, 'Contact number').pressSequentially('+91 98110 40003');
  await field(form, 'Message').fill('First free service');
  await submitAndExpect(page, form, 'SUBMIT', 'Booking saved successfully!');
});

test('AMC: the benefits and the server message on success', async ({ page }) => {
  await open(page, '/amc', 'ANNUAL MAINTENANCE CONTRACT');
  await expect(page.getByText('5% off genuine engine oil')).toBeVisible();
  const form = enquiryForm(page);
  await field(form, 'Model').selectOption('Activa 6G');
  await field(form, 'Year of purchase').fill('2022');
  await field(form, 'Registration number').fill('HR26AB1002');
  await field(form, 'Name').fill('Om AMC');
  await field(form, 'Email').fill('om@example.com');
  await field(form, 'Contact number').fill('9811040004');
  await submitAndExpect(page, form, 'SUBMIT', 'Enquiry submitted successfully!');
});

test('extended warranty: both tables and the form', async ({ page }) => {
  await open(page, '/extendedWarranty', 'EXTENDED WARRANTY');
  const scooters = page.getByRole('table', { name: /Scooters: standard warranty 3 years \/ 36,000 km/ });
  await expect(scooters.getByRole('row', { name: '7 years 84,000 km 10 years 1,20,000 km' })).toBeVisible();
  const motorcycles = page.getByRole('table', { name: /Motorcycles: standard warranty 3 years \/ 42,000 km/ });
  await expect(motorcycles.getByRole('row', { name: '1 year 16,000 km 4 years 58,000 km' })).toBeVisible();
  await expect(page.getByText(/earlier of the period or the kilometres/)).toBeVisible();
  const form = enquiryForm(page);
  await field(form, 'Model').selectOption('SP 160');
  await field(form, 'Year of purchase').fill('2024');
  await field(form, 'Registration number').fill('HR26AB1003');
  await field(form, 'Name').fill('Ira Warranty');
  await field(form, 'Email').fill('ira@example.com');
  await field(form, 'Contact number').fill('9811040005');
  await field(form, 'Message').fill('2 more years');
  await submitAndExpect(page, form, 'SUBMIT', 'Form Submitted Successfully!');
});

test("opt-in: 'Check all' sets and clears the five channels", async ({ page }) => {
  await open(page, '/optain', 'COMMUNICATION OPT-IN');
  const form = enquiryForm(page);
  const channels = ['RCS', 'SMS', 'OBD (voice call)', 'Email', 'WhatsApp'].map((name) => form.getByRole('checkbox', { name, exact: true }));
  const all = form.getByRole('checkbox', { name: 'Check all' });
  await all.check();
  for (const c of channels) await expect(c).toBeChecked();
  await all.uncheck();
  for (const c of channels) await expect(c).not.toBeChecked();
  await channels[1]!.check();
  await channels[4]!.check();
  await field(form, 'Registration number').fill('HR26AB1004');
  await field(form, 'Name').fill('Dev Optin');
  await field(form, 'Mobile number').fill('9811040006');
  await submitAndExpect(page, form, 'SUBMIT', 'Opt-In Request Submitted Successfully!');
  await expect(channels[1]!).not.toBeChecked();
});

test('offers: the highest offer and the offer enquiry', async ({ page }) => {
  await open(page, '/offers', 'OFFERS');
  await expect(page.locator('.enquiry-offer h2')).toBeVisible();
  const form = enquiryForm(page);
  await field(form, 'Name').fill('Kiran Offer');
  await field(form, 'Email').fill('kiran@example.com');
  await field(form, 'Contact number').fill('9811040007');
  await form.getByLabel('I agree to the terms and conditions').check();
  await submitAndExpect(page, form, 'SUBMIT', 'Offer Enquiry Submitted Successfully!');
});

test('product enquiry carries the bike, variant and price from navigation state; finance then locks the model', async ({ page }) => {
  await open(page, '/text-ride-booking', 'Book a test ride');
  await expect(page.getByRole('heading', { name: 'Default Bike Name' })).toBeVisible();
  await expect(page.getByText('₹ 0', { exact: true })).toBeVisible();
  // Arrive the way BOOK TEST RIDE sends visitors: a router navigation with state.
  await page.evaluate(() => {
    const state = { bikeName: 'Shine 100', price: 123456, image: '', variant: 'Drum' };
    window.history.pushState({ usr: state, key: 'e2e', idx: 1 }, '', '/text-ride-booking');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: 'Shine 100' })).toBeVisible();
  await expect(page.getByText('₹ 1,23,456', { exact: true })).toBeVisible();
  await expect(page.getByText('All prices are Ex-Showroom Price')).toBeVisible();
  const form = enquiryForm(page);
  await expect(field(form, 'Model')).toHaveValue('Shine 100 (Drum)');
  await field(form, 'Name').fill('Meera Product');
  await field(form, 'Email').fill('meera@example.com');
  await field(form, 'Contact number').fill('9811040008');
  // The model's own colours, from the catalogue (server/db/seed/models/bikes.ts).
  await field(form, 'Colour').selectOption('Black with Blue Stripes');
  await field(form, 'Preferred showroom').selectOption({ label: 'Sector 18' });
  await field(form, 'Preferred date').fill(testRideDate);
  await field(form, 'Message').fill('Weekend test ride');
  await form.getByLabel('I agree to the terms and conditions').check();
  await submitAndExpect(page, form, 'SUBMIT', 'Thanks for your enquiry. Our team will get back soon.');
  await expect(field(form, 'Model')).toHaveValue('Shine 100 (Drum)');
  await expect(field(form, 'Name')).toHaveValue('');

  await page.getByRole('button', { name: 'INTERESTED FOR FINANCE ?' }).click();
  await expect(page).toHaveURL(/\/finance$/);
  const finance = enquiryForm(page);
  const model = finance.getByRole('button', { name: /^Model/ });
  await expect(model).toContainText('Shine 100');
  await expect(model).toHaveAttribute('aria-disabled', 'true');
  // A locked dropdown does not open, even when clicked or arrowed.
  await model.click({ force: true });
  await model.press('ArrowDown');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await field(finance, 'Name').fill('Meera Finance');
  await field(finance, 'Contact number').fill('098110 40012');
  await submitAndExpect(page, finance, 'SUBMIT', 'Finance Enquiry Submitted Successfully!');
  await expect(model).toContainText('Shine 100');
});

test('finance with a bike from navigation: what the visitor typed stays when the catalogue arrives late', async ({ page }) => {
  // The catalogue's three reads are held until the visitor has typed: on a slow line the
  // models arrive after the first keystrokes, and the form must not start again then.
  const held: Array<() => void> = [];
  await page.route(/\/api\/(bikes|scooters|ev)(\?|$)/, (route) => {
    held.push(() => void route.continue());
  });
  await open(page, '/finance', 'FINANCE');
  await page.evaluate(() => {
    window.history.pushState({ usr: { bikeName: 'SHINE100' }, key: 'e2e-late', idx: 1 }, '', '/finance');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  const finance = enquiryForm(page);
  const model = finance.getByRole('button', { name: /^Model/ });
  // Until the catalogue is read, the name as the page passed it.
  await expect(model).toContainText('SHINE100');
  await field(finance, 'Name').fill('Late Catalogue');
  await field(finance, 'Contact number').fill('9811040013');
  await expect.poll(() => held.length).toBeGreaterThanOrEqual(3);
  for (const release of held.splice(0)) release();
  await page.unroute(/\/api\/(bikes|scooters|ev)(\?|$)/);
  // Then the catalogue's model it is nearest to, still locked.
  await expect(model).toContainText('Shine 100');
  await expect(model).toHaveAttribute('aria-disabled', 'true');
  await expect(field(finance, 'Name')).toHaveValue('Late Catalogue');
  await expect(field(finance, 'Contact number')).toHaveValue('9811040013');
  await submitAndExpect(page, finance, 'SUBMIT', 'Finance Enquiry Submitted Successfully!');
});

test('joy club: intro, video and ENQUIRE NOW', async ({ page }) => {
  await open(page, '/joy-club', 'JOY CLUB');
  await expect(page.getByText(/customer engagement programme/i)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ENQUIRE NOW' })).toBeVisible();
  const form = enquiryForm(page);
  await field(form, 'Model').selectOption('CBR 150R');
  await field(form, 'Year of purchase').fill('2019');
  await field(form, 'Registration number').fill('HR26AB1005');
  await field(form, 'Name').fill('Iqbal Joy');
  await field(form, 'Email').fill('iqbal@example.com');
  await field(form, 'Contact number').fill('9811040009');
  await field(form, 'Message').fill('Count me in');
  await submitAndExpect(page, form, 'SUBMIT', 'Form submitted successfully!');
});

test('feedback: the form and the outlet contacts', async ({ page }) => {
  await open(page, '/feedback', 'FEEDBACK');
  const contacts = page.locator('.enquiry-page aside');
  await expect(contacts.getByRole('heading', { name: 'Contact us' })).toBeVisible();
  await expect(contacts.getByText('Central CRM')).toBeVisible();
  for (const outlet of ['RAILWAY ROAD', 'SECTOR 18', 'SECTOR 52A', 'PATAUDI']) await expect(contacts.getByText(outlet, { exact: true })).toBeVisible();
  await expect(contacts.getByRole('link', { name: 'pataudi@gtwheelers.in' })).toHaveAttribute('href', 'mailto:pataudi@gtwheelers.in');
  const form = enquiryForm(page);
  await field(form, 'Name').fill('Tara Feedback');
  await field(form, 'Phone').fill('9811040010');
  await field(form, 'Email').fill('tara@example.com');
  await field(form, 'Address').fill('Sector 18, Gurgaon');
  await field(form, 'Location').selectOption('SECTOR-18, GURGAON');
  await field(form, 'Department').selectOption('SPARE PARTS');
  await field(form, 'Message').fill('Quick service, thank you');
  await submitAndExpect(page, form, 'SUBMIT', 'Form submitted successfully!');
});

test('what a visitor typed stays when the model\'s colours arrive late (a slow phone)', async ({ page }) => {
  // The colours answer is held back until the name is typed, as on a slow connection.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/bikeColours/**', async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/text-ride-booking', 'Book a test ride');
  await page.evaluate(() => {
    const state = { bikeName: 'Shine 100', price: 123456, image: '', variant: 'Drum' };
    window.history.pushState({ usr: state, key: 'e2e-late', idx: 1 }, '', '/text-ride-booking');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  const form = enquiryForm(page);
  await expect(field(form, 'Model')).toHaveValue('Shine 100 (Drum)');
  await field(form, 'Name').fill('Meera Late');
  release();
  // The model's own colour list replaces the general one; the name is still there.
  await expect(field(form, 'Colour').locator('option', { hasText: 'Black with Blue Stripes' })).toHaveCount(1);
  await expect(field(form, 'Name')).toHaveValue('Meera Late');
});

test('career: the application with a PDF resume', async ({ page }) => {
  await open(page, '/career', 'CAREER FORM');
  const form = enquiryForm(page);
  await field(form, 'Your name').fill('Sara Career');
  await field(form, 'Contact number').fill('9811040011');
  await field(form, 'Email address').fill('sara@example.com');
  await field(form, 'Address').fill('DLF Phase 2');
  await field(form, 'Area').fill('Gurgaon');
  await field(form, 'Applied position').fill('Sales executive');
  await field(form, 'Resume').setInputFiles({ name: 'sara-cv.pdf', mimeType: 'application/pdf', buffer: tinyPdf() });
  await submitAndExpect(page, form, 'Submit', 'Form submitted successfully!');
  await expect(field(form, 'Your name')).toHaveValue('');
  await expect(field(form, 'Resume')).toHaveValue('');
});

test('every enquiry is stored once with its kind and fields', async () => {
  const rows = await queryStopped<{ kind: string; payload: Record<string, unknown>; file_type: string | null; file_name: string | null }>(
    server,
    `SELECT e.kind, e.payload, f.content_type AS file_type, f.original_name AS file_name
       FROM enquiries e LEFT JOIN files f ON f.id = e.file_id ORDER BY e.created_at`,
  );
  const byKind = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.payload);
  // Every form says the language it was filled in: the customer's messages are written in it.
  // The booking forms' updates tick, left empty, is stored as sent ('').
  const inEnglish = (payload: Record<string, unknown>) => ({ ...payload, language: 'en' });
  // Models are the catalogue's, stored in its spelling (docs/catalogue.md "One list of models").
  expect(rows).toHaveLength(13);
  expect(byKind('finance')).toEqual([
    inEnglish({
      name: 'Asha Finance', email: 'asha@example.com', contact: '9811040001', loanAmount: '65000', model: 'Activa 6G',
      message: 'Looking for 24 months', agreed: true, selectedPOA: 'Gas Bill', selectedPOI: 'PAN Card',
    }),
    expect.objectContaining({ name: 'Meera Finance', contact: '9811040012', model: 'Shine 100' }),
    expect.objectContaining({ name: 'Late Catalogue', contact: '9811040013', model: 'Shine 100' }),
  ]);
  expect(byKind('contact')).toEqual([
    inEnglish({ name: 'Ravi Contact', email: 'ravi@example.com', contact: '9811040002', reason: 'Support', message: 'Please call me back' }),
  ]);
  expect(byKind('service')).toEqual([
    inEnglish({
      model: 'CB200X', enteredModel: 'CB200X 2024', yearOfPurchase: '2023', serviceType: 'Free', registrationNumber: 'HR26AB1001',
      bookingDate, name: 'Neha Service', email: 'neha@example.com', contactNumber: '9811040003', message: 'First free service',
      preferredShowroom: 4, updatesConsent: '',
    }),
  ]);
  expect(byKind('amc')).toEqual([
    inEnglish({
      model: 'Activa 6G', yearOfPurchase: '2022', registrationNumber: 'HR26AB1002', name: 'Om AMC', email: 'om@example.com',
      contactNumber: '9811040004', message: '',
    }),
  ]);
  expect(byKind('warranty')).toEqual([
    inEnglish({
      model: 'SP 160', yearOfPurchase: '2024', registrationNumber: 'HR26AB1003', name: 'Ira Warranty', email: 'ira@example.com',
      contactNumber: '9811040005', message: '2 more years',
    }),
  ]);
  expect(byKind('optin')).toEqual([
    inEnglish({
      registration: 'HR26AB1004', name: 'Dev Optin', mobile: '9811040006',
      notifications: { all: false, rcs: false, sms: true, obd: false, email: false, whatsapp: true },
    }),
  ]);
  expect(byKind('offer')).toEqual([inEnglish({ name: 'Kiran Offer', email: 'kiran@example.com', contact: '9811040007', agree: true })]);
  expect(byKind('product')).toEqual([
    inEnglish({
      name: 'Meera Product', mobileNo: '9811040008', emailId: 'meera@example.com', model: 'Shine 100 (Drum)', color: 'Black with Blue Stripes', message: 'Weekend test ride',
      preferredShowroom: 2, preferredDate: testRideDate, updatesConsent: '',
    }),
  ]);
  expect(byKind('joyclub')).toEqual([
    inEnglish({ name: 'Iqbal Joy', mobile: '9811040009', email: 'iqbal@example.com', model: 'CBR 150R', regNo: 'HR26AB1005', purchaseYear: '2019', message: 'Count me in' }),
  ]);
  expect(byKind('feedback')).toEqual([
    inEnglish({
      name: 'Tara Feedback', phone: '9811040010', email: 'tara@example.com', address: 'Sector 18, Gurgaon',
      location: 'SECTOR-18, GURGAON', department: 'SPARE PARTS', message: 'Quick service, thank you',
    }),
  ]);
  expect(byKind('career')).toEqual([
    inEnglish({ name: 'Sara Career', phone: '9811040011', email: 'sara@example.com', address: 'DLF Phase 2', area: 'Gurgaon', position: 'Sales executive' }),
  ]);
  expect(rows.find((r) => r.kind === 'career')).toMatchObject({ file_type: 'application/pdf', file_name: 'sara-cv.pdf' });
  expect(rows.filter((r) => r.file_type !== null)).toHaveLength(1);
});
