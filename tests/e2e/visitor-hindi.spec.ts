/**
 * The visitor's screens read in Hindi at 390 px (docs/visitor-language.md): each shows its
 * Hindi heading and none of the English words it used to show, its form reads in Hindi
 * (labels, choices, the button), and in English the spec's own texts stay exact. The axe,
 * width and 44 px checks of every route in both languages are in public-phone-audit.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { audit, standInForThirdParties } from './support/audit.ts';
import { enquiryForm, field } from './support/enquiry-form.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker, withServiceWorker } from './support/no-service-worker.ts';
import { controllingWorker } from './support/service-worker-control.ts';
import { testClock, todayInIndiaAt } from './support/test-clock.ts';

// Late morning in India: the file's days stay the same days from its first booking to its
// last check, whatever the hour the run starts (support/test-clock.ts).
const clock = testClock(todayInIndiaAt('11:00'));
const server = serverForFile({ setupTimeout: 240_000, env: clock.serverEnv });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.use(withoutServiceWorker);

/** The opening hours the site starts with, as the dealer wrote them (src/contract/site.ts), and in Hindi. */
const englishHours = '09:30 AM to 07:00 PM';
const hindiHours = 'सुबह 9:30 से शाम 7:00 बजे तक';

/** Path, its Hindi heading, English words that must be gone in Hindi. */
const screens: [string, RegExp, string[]][] = [
  ['/about', /हमारे बारे में|के बारे में/, ['What we do', 'Our promise', englishHours]],
  ['/amc', /सालाना मेंटेनेंस कॉन्ट्रैक्ट/, ['AMC benefits', 'Year of purchase', 'Registration number', 'SUBMIT']],
  ['/extendedWarranty', /एक्सटेंडेड वारंटी/, ['Warranty plans', 'Extended by', 'standard warranty']],
  ['/finance', /फ़ाइनेंस/, ['Required documents', 'Disclaimer', 'Loan amount']],
  ['/contact', /संपर्क करें/, ['Reach us', 'Send us a message', 'Select a reason', englishHours]],
  ['/optain', /सूचनाओं की सहमति/, ['Check all', 'Send me updates by']],
  ['/offers', /ऑफ़र/, ['Enquire about this offer', 'I agree to the terms and conditions']],
  ['/joy-club', /जॉय क्लब/, ['Our customer engagement programme', 'ENQUIRE NOW']],
  ['/feedback', /आपकी राय/, ['Central CRM', 'Select department']],
  ['/career', /नौकरी के लिए आवेदन/, ['Apply now', 'Applied position']],
  ['/gallery', /फ़ोटो/, ['IMAGES', 'No images yet.']],
  ['/networks', /हमारे शोरूम/, ['View showroom']],
  ['/dealers/1', /.+/, ['Opening time', 'Open in Maps', englishHours]],
  ['/view-details?bike=Shine100', /Shine 100/, ['SPECIFICATIONS', 'BOOK TEST RIDE', 'Start from']],
  ['/angle-view?bike=Shine100', /360° दृश्य/, ['Drag to rotate', '360° view of']],
  ['/terms-conditions', /^नियम और शर्तें$/, ['Use of information', 'Consent to be contacted', 'Limitation of liability', 'do not agree']],
  ['/privacy-policy', /^गोपनीयता नीति$/, ['What we collect', 'How we use cookies', 'Contact us', 'Phone', 'e-mail']],
  ['/service-booking', /^सर्विस बुक करें$/, ['BOOK FOR SERVICE', 'Pick your model', 'Service booking', 'SUBMIT']],
  ['/track', /^अपना अनुरोध ट्रैक करें$/, ['TRACK YOUR REQUEST', 'Enter the reference', 'Reference', 'Mobile number', 'Check status', 'For example']],
  ['/no-such-page', /^पेज नहीं मिला$/, ['Page not found', 'does not exist', 'Back to home']],
  // Opened with no bike chosen: English shows the spec's 'Default Bike Name' and ₹ 0.
  ['/text-ride-booking', /^टेस्ट राइड बुक करें$/, ['Default Bike Name', '₹ 0', 'All prices are Ex-Showroom Price']],
];

test('each visitor screen reads in Hindi at 390 px, with no English words left', async ({ page }) => {
  test.setTimeout(300_000);
  await standInForThirdParties(page);
  for (const [path, heading, english] of screens) {
    await test.step(path, async () => {
      await page.goto(`${server.url}${path}${path.includes('?') ? '&' : '?'}lang=hi`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText(/^लोड हो रहा है/)).toHaveCount(0);
      for (const words of english) await expect(page.locator('main'), `${path}: ${words}`).not.toContainText(words);
    });
  }
});

test('a form in Hindi: labels, choices, the button and the field errors', async ({ page }) => {
  await page.goto(`${server.url}/finance?lang=hi`);
  const form = page.locator('form.enquiry-form');
  await expect(form.getByLabel('पहचान का प्रमाण (POI)')).toBeVisible();
  await expect(form.getByRole('option', { name: 'आधार कार्ड' })).toHaveCount(1);
  await form.getByRole('button', { name: 'भेजें' }).click();
  // The device's check refuses the empty form in Hindi (src/lib/i18n/field-messages.ts).
  await expect(form.locator('.enquiry-field__error').first()).toContainText(/[\u0900-\u097F]/);
  await audit(page, '/finance (hi, refused)');
});

test('in English the spec texts stay exact', async ({ page }) => {
  await page.goto(`${server.url}/finance?lang=en`);
  await expect(page.locator('form.enquiry-form').getByRole('option', { name: 'Aadhar Card' })).toHaveCount(1);
  await expect(page.locator('form.enquiry-form').getByRole('button', { name: 'SUBMIT' })).toBeVisible();
  await page.goto(`${server.url}/amc?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ANNUAL MAINTENANCE CONTRACT');
  await page.goto(`${server.url}/view-details?bike=Shine100&lang=en`);
  await expect(page.getByText(/^Start from ₹ [\d,]+\/-$/)).toBeVisible();
  await page.getByRole('tab', { name: 'COLOURS' }).click();
  await expect(page.getByRole('heading', { name: 'AVAILABLE COLORS' })).toBeVisible();
});

test('the opening hours read in Hindi in the top bar, the footer, home, about, contact and a showroom; in English as written', async ({ page }) => {
  await standInForThirdParties(page);
  await page.goto(`${server.url}/?lang=hi`);
  await expect(page.locator('.top-bar')).toContainText(`सोम-रवि: ${hindiHours}`);
  await expect(page.locator('.site-footer')).toContainText(`हर दिन खुला: ${hindiHours}`);
  await expect(page.locator('main')).toContainText(`खुला: ${hindiHours}`);
  await expect(page.locator('body')).not.toContainText(englishHours);
  for (const path of ['/about', '/contact', '/dealers/1']) {
    await page.goto(`${server.url}${path}?lang=hi`);
    await expect(page.locator('main'), path).toContainText(hindiHours);
  }
  await page.goto(`${server.url}/?lang=en`);
  await expect(page.locator('.top-bar')).toContainText(`Mon-Sun: ${englishHours}`);
  await expect(page.locator('.site-footer')).toContainText(`Open every day: ${englishHours}`);
  await page.goto(`${server.url}/dealers/1?lang=en`);
  await expect(page.locator('main')).toContainText(englishHours);
});

test('the test ride page shows the ex-showroom note only beside a price', async ({ page }) => {
  // Opened with no bike: Hindi shows no price, so no note about it.
  await page.goto(`${server.url}/text-ride-booking?lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('टेस्ट राइड बुक करें');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('₹');
  await expect(page.getByText('सभी कीमतें एक्स-शोरूम हैं')).toHaveCount(0);
  // In English the spec's price 0 and its note stay.
  await page.goto(`${server.url}/text-ride-booking?lang=en`);
  await expect(page.getByText('₹ 0', { exact: true })).toBeVisible();
  await expect(page.getByText('All prices are Ex-Showroom Price', { exact: true })).toBeVisible();
  // With a bike chosen from the listing, Hindi shows its price and the note.
  await page.goto(`${server.url}/motorcycle?lang=hi`);
  await page.locator('.model-card').first().getByRole('link', { name: 'टेस्ट राइड बुक करें' }).click();
  await expect(page).toHaveURL(/\/text-ride-booking\?bike=\w+$/);
  await expect(page.locator('.enquiry-product__price')).toHaveText(/^₹ [\d,]+$/);
  await expect(page.getByText('सभी कीमतें एक्स-शोरूम हैं', { exact: true })).toBeVisible();
});

test('a Hindi page fetches one Devanagari face, once its stylesheet asks, and preloads none', async ({ page }) => {
  // A device with its own Noto Sans Devanagari (most Hindi readers' phones) fetches nothing;
  // this machine has none, so the regular face is fetched; bold Hindi is the browser's bold of it.
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/devanagari.*\.woff2$/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  for (const path of ['/motorcycle?lang=hi', '/about?lang=hi']) {
    await page.goto(`${server.url}${path}`);
    await expect(page.locator('link[rel="preload"][as="font"]'), path).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
  }
  expect(new Set(fonts).size).toBe(1);
  expect(fonts[0]).toMatch(/noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/);
});

test('the specification rows of a model read in Hindi', async ({ page }) => {
  await page.goto(`${server.url}/view-details?bike=Shine100&lang=hi`);
  await page.getByRole('tab', { name: 'स्पेसिफ़िकेशन' }).click();
  const specs = page.locator('.spec-table').first();
  await expect(specs).toContainText('व्हीलबेस');
  await expect(specs).toContainText('ग्राउंड क्लीयरेंस');
  for (const words of ['Overall Length', 'Wheelbase', 'Ground Clearance', 'Kerb Weight', 'Seat Height']) await expect(specs).not.toContainText(words);
  await audit(page, '/view-details specifications (hi)');
});

test('a model\'s colours, features and accessories in Hindi: the page\'s words in Hindi, the dealer\'s marked as English', async ({ page }) => {
  await page.goto(`${server.url}/view-details?bike=Shine100&lang=hi`);
  await page.getByRole('tab', { name: 'रंग' }).click();
  const colourName = page.locator('.colour-name');
  await expect(colourName).toHaveAttribute('lang', 'en');
  // The large picture is named by the model's name, not its key.
  await expect(page.getByRole('img', { name: `${await colourName.textContent()} रंग में Shine 100` })).toHaveCount(1);

  await page.getByRole('tab', { name: 'फ़ीचर' }).click();
  const features = page.getByRole('region', { name: 'Shine 100 के फ़ीचर' });
  await expect(features.getByRole('heading', { level: 2 }).first()).toHaveAttribute('lang', 'en');
  await expect(features.locator('.slide-card-text p').first()).toHaveAttribute('lang', 'en');
  // The carousel's own controls, whose words load with the model's page (lingui.config.ts).
  await expect(features.getByRole('button', { name: 'अगला' })).toBeVisible();
  await expect(features.getByRole('button', { name: 'पिछला' })).toBeAttached();
  await expect(features.getByRole('group', { name: /^\d+ में से 1$/ })).toBeAttached();

  await page.getByRole('tab', { name: 'एक्सेसरीज़' }).click();
  const accessories = page.getByRole('region', { name: 'Shine 100 की एक्सेसरीज़' });
  await expect(accessories.getByText(/^पार्ट नंबर: \S+$/).first()).toBeVisible();
  await expect(accessories.getByText(/^क़ीमत: ₹[\d,]+$/).first()).toBeVisible();
  await expect(accessories).not.toContainText('Part No-');
  await expect(accessories).not.toContainText('Price-');
  await expect(accessories.getByRole('heading', { level: 2 }).first()).toHaveAttribute('lang', 'en');
  await audit(page, '/view-details accessories (hi)');
});

test('a service booking in Hindi: its confirmation, then /track with its state, errors and cancel', async ({ page }) => {
  test.setTimeout(240_000);
  const date = clock.istDay(2);
  await page.goto(`${server.url}/service-booking?lang=hi`);
  const form = enquiryForm(page);
  await field(form, 'पसंद का शोरूम').selectOption({ label: 'Sector 18' });
  await field(form, 'बुकिंग की तारीख').fill(date);
  await form.getByRole('radio', { name: 'सुबह 11:00', exact: true }).check();
  await field(form, 'नाम').fill('Neha Sharma');
  await field(form, 'संपर्क नंबर').fill('9811040121');
  await form.getByRole('button', { name: 'भेजें' }).click();

  const confirmation = page.getByRole('region', { name: 'आपकी बुकिंग पक्की है' });
  await expect(confirmation).toBeVisible();
  for (const words of ['Reference', 'You asked for', 'Service booking', 'What happens next', 'Add to calendar', 'Track this request', 'Close']) {
    await expect(confirmation, words).not.toContainText(words);
  }
  await audit(page, 'booking confirmation (hi)');
  await confirmation.getByRole('link', { name: 'इस अनुरोध को ट्रैक करें' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपना अनुरोध ट्रैक करें');
  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  const booking = page.locator('.track-booking');
  await expect(booking).toContainText('बुक है');
  await expect(page.getByRole('button', { name: 'समय बदलें' })).toBeVisible();
  for (const words of ['Status', 'Received', 'Booking state', 'Booked', 'Service at', 'Change time', 'Cancel booking']) {
    await expect(page.locator('main'), words).not.toContainText(words);
  }
  await audit(page, '/track with a booking (hi)');

  await page.getByRole('button', { name: 'समय बदलें' }).click();
  const change = page.getByRole('form', { name: 'समय बदलें' });
  await expect(change.getByLabel('नई तारीख')).toBeVisible();
  await change.getByRole('button', { name: 'नया समय सेव करें' }).click();
  await expect(change.getByRole('alert')).toHaveText('कृपया समय चुनें');
  await change.getByRole('button', { name: 'पुराना समय रहने दें' }).click();

  await page.getByRole('button', { name: 'बुकिंग रद्द करें' }).click();
  await page.getByRole('group', { name: 'यह बुकिंग रद्द करें?' }).getByRole('button', { name: 'हाँ, रद्द करें' }).click();
  await expect(page.getByText('आपकी बुकिंग रद्द हो गई है। शोरूम को बता दिया गया है।')).toBeVisible();
  await expect(booking).toContainText('रद्द');
  await expect(page.locator('main')).not.toContainText('Cancelled');
  await audit(page, '/track cancelled (hi)');
});

test('/track in Hindi refuses a wrong reference and answers a pair it does not know, in Hindi', async ({ page }) => {
  await page.goto(`${server.url}/track?lang=hi`);
  await page.getByLabel('संदर्भ संख्या').fill('12');
  await page.getByLabel('मोबाइल नंबर').first().fill('98110');
  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  await expect(page.locator('.enquiry-field__error').first()).toHaveText('संदर्भ संख्या वही 8 अक्षर और अंक हैं जो आपको दिए गए थे');
  await expect(page.locator('.enquiry-field__error').nth(1)).toHaveText('कृपया 10 अंकों का मोबाइल नंबर लिखें');
  await page.getByLabel('संदर्भ संख्या').fill('ABCDEFGH');
  await page.getByLabel('मोबाइल नंबर').first().fill('9811040199');
  await page.getByRole('button', { name: 'स्थिति देखें' }).click();
  await expect(page.getByRole('status', { name: 'अनुरोध की स्थिति' })).toHaveText('कोई अनुरोध नहीं मिला');
  await audit(page, '/track not found (hi)');
});

test('the on-road quote in Hindi: its own words in Hindi, the options the dealer named marked as English', async ({ page }) => {
  await page.goto(`${server.url}/quote?bike=Shine100&lang=hi`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^ऑन-रोड क़ीमत: Shine 100$/i);
  const options = page.getByRole('group', { name: 'अपने कोटेशन में जोड़ें' });
  const kit = options.locator('.quote-option-label', { hasText: /^Accessory kit: / });
  await expect(kit).toHaveAttribute('lang', 'en');
  await expect(options.locator('.quote-option-label', { hasText: /^Extended warranty \+1 year / })).toHaveAttribute('lang', 'en');
  // The page's own word for no warranty is Hindi, and not marked.
  await expect(options.locator('.quote-option-label', { hasText: /^कोई नहीं$/ })).not.toHaveAttribute('lang', /./);
  // A ticked option's line in the breakup: the dealer's name, marked; the quote's own lines are not.
  await kit.click();
  const breakup = page.getByRole('table', { name: 'ऑन-रोड क़ीमत का ब्योरा' });
  await expect(breakup.getByRole('rowheader', { name: /^Accessory kit: / }).locator('span[lang="en"]')).toHaveCount(1);
  await expect(breakup.getByRole('rowheader', { name: /^रोड टैक्स$/ }).locator('[lang]')).toHaveCount(0);

  // In English nothing is marked: the page is English.
  await page.goto(`${server.url}/quote?bike=Shine100&lang=en`);
  await expect(page.getByRole('group', { name: 'Add to your quote' }).locator('.quote-option-label').first()).toBeVisible();
  await expect(page.locator('main [lang]')).toHaveCount(0);
});

test.describe('with the service worker', () => {
  test.use(withServiceWorker);

  test('a Hindi page says lang="hi" from its first paint after a reload and on a direct link, where the worker answers', async ({ page }) => {
    test.setTimeout(150_000);
    // The <html> element's lang as the parser made it, before any script of the page ran.
    await page.addInitScript(() => {
      const scope = window as unknown as { firstLang?: string | null; firstDir?: string | null };
      new MutationObserver((_, observer) => {
        if (!document.documentElement) return;
        scope.firstLang = document.documentElement.getAttribute('lang');
        scope.firstDir = document.documentElement.getAttribute('dir');
        observer.disconnect();
      }).observe(document, { childList: true });
    });
    const first = () =>
      page.evaluate(() => {
        const { firstLang, firstDir } = window as unknown as { firstLang?: string | null; firstDir?: string | null };
        return { firstLang, firstDir };
      });
    await page.goto(`${server.url}/finance?lang=hi`);
    expect(await controllingWorker(page)).toContain('/sw.js');
    expect(await first()).toEqual({ firstLang: 'hi', firstDir: 'ltr' });

    for (const open of [() => page.reload(), () => page.goto(`${server.url}/contact`), () => page.goto(`${server.url}/motorcycle`)]) {
      const answer = await open();
      expect(answer?.fromServiceWorker(), page.url()).toBe(true);
      expect(await first(), page.url()).toEqual({ firstLang: 'hi', firstDir: 'ltr' });
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    }
  });

  test('the panel of what the phone has saved reads in Hindi, with no signal too', async ({ page, context }) => {
    test.setTimeout(150_000);
    // Its words are the outbox's (lingui.config.ts), fetched when it opens, not with every
    // page: with no signal they come from the worker's copy of the app.
    await page.goto(`${server.url}/?lang=hi`);
    expect(await controllingWorker(page)).toContain('/sw.js');
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'क्या सेव है' }).click();
    const panel = page.getByRole('dialog', { name: 'इस फ़ोन में क्या सेव है' });
    await expect(panel.getByRole('heading', { name: 'ई-ब्रोशर' })).toBeVisible();
    await expect(panel.getByText('अभी कोई ई-ब्रोशर सेव नहीं है।')).toBeVisible();
    await expect(panel.getByText('ई-ब्रोशर को इंटरनेट के साथ एक बार खोलने पर वह इस फ़ोन में सेव हो जाता है।')).toBeVisible();
    await expect(panel).not.toContainText('brochure');
  });
});
