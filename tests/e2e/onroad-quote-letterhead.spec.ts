/**
 * The on-road quote at a glance on a 390x844 phone, in English and Hindi: the total held in
 * view while add-ons are chosen, one extended warranty at most (radio buttons), HSRP and
 * hypothecation explained, the EMI in months at the dealer's usual rate; the PDF on the
 * dealer's letterhead (GSTIN, showroom phone, Valid until, ₹, rate and tenure), whose
 * reference becomes the enquiry's once the quote is sent to the showroom.
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiPaths } from '#contract/api-paths.ts';
import type { OnroadRates } from '#contract/onroad-rates.ts';
import { site } from '#contract/site.ts';
import { appIsLive } from './support/app-live.ts';
import { audit, standInForThirdParties } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

const server = serverForFile({ setupTimeout: 240_000 });
test.use({ ...withoutServiceWorker, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const words = {
  en: {
    onroad: 'On-road price', total: 'Total on-road', loan: /Buy on a loan/, none: 'None', download: 'Download quote', ask: 'Get this price from the showroom',
    name: 'Your name', mobile: 'Mobile number', email: 'Email', colour: 'Colour', send: 'Send to the showroom',
    hsrp: /^HSRP: /, hypothecation: /^Hypothecation: /, months: (m: number) => `${m} months`, rate: (r: number) => `${r}% a year`, valid: 'Valid until', sent: /Reference: ([2-9A-HJ-NP-Z]{8})$/,
  },
  hi: {
    onroad: 'ऑन-रोड क़ीमत', total: 'कुल ऑन-रोड क़ीमत', loan: /लोन पर ख़रीदें/, none: 'कोई नहीं', download: 'कोटेशन डाउनलोड करें', ask: 'यह क़ीमत शोरूम से पक्की करवाएँ',
    name: 'आपका नाम', mobile: 'मोबाइल नंबर', email: 'ई-मेल', colour: 'रंग', send: 'शोरूम को भेजें',
    hsrp: /^HSRP: /, hypothecation: /^हाइपोथिकेशन: /, months: (m: number) => `${m} महीने`, rate: (r: number) => `${r}% सालाना`, valid: 'तक मान्य', sent: /संदर्भ: ([2-9A-HJ-NP-Z]{8})$/,
  },
} as const;

async function pdfText(page: Page, dialog: Locator, label: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: label }).click()]);
  return execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
}

for (const language of ['en', 'hi'] as const) {
  test(`the quote in ${language === 'en' ? 'English' : 'Hindi'}: at a glance, then on the letterhead`, async ({ page }) => {
    test.setTimeout(120_000);
    const w = words[language];
    const rates = (await (await page.request.get(`${server.url}${apiPaths.onroadRates}`)).json()) as OnroadRates;
    const warranties = rates.models.Shine100!.options.filter((o) => o.kind === 'extendedWarranty');
    expect(warranties.length).toBeGreaterThan(1);
    const usual = rates.settings.usualLoanRatePercent!.value;
    await standInForThirdParties(page);
    await page.goto(`${server.url}/motorcycle?lang=${language}`);
    await appIsLive(page);
    await page.getByRole('article', { name: 'Shine 100', exact: true }).getByRole('button', { name: w.onroad, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const bar = dialog.locator('.quote-total-bar');
    await expect(bar).toBeVisible();

    // One extended warranty: radio buttons, "None" at first; the total stays in view beside the last one.
    const group = dialog.getByRole('radiogroup');
    await expect(group.getByRole('radio', { name: w.none })).toBeChecked();
    const radios = group.getByRole('radio');
    await expect(radios).toHaveCount(warranties.length + 1);
    await radios.nth(1).check();
    await radios.last().check();
    await expect(radios.nth(1)).not.toBeChecked();
    await radios.last().scrollIntoViewIfNeeded();
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height, 'the total on the screen while choosing').toBeLessThanOrEqual(844);
    const total = await dialog.getByTestId('quote-total').textContent();
    await expect(bar).toHaveText(new RegExp(total!.replace(/[₹,]/g, (c) => `\\${c}`)));

    // HSRP and hypothecation, one line each; the EMI in months at the usual rate.
    await expect(dialog.locator('.quote-line-note').filter({ hasText: w.hsrp })).toBeVisible();
    await dialog.getByRole('checkbox', { name: w.loan }).check();
    await expect(dialog.locator('.quote-line-note').filter({ hasText: w.hypothecation })).toBeVisible();
    await expect(bar).toContainText(w.months(36));
    await expect(dialog.locator('input[max="50"]')).toHaveValue(String(usual));
    await audit(page, `on-road quote (${language})`, { hard: true });

    // The PDF: letterhead, validity, ₹ (the total now has the hypothecation fee), the EMI's rate and tenure.
    const financedTotal = await dialog.getByTestId('quote-total').textContent();
    let text = await pdfText(page, dialog, w.download);
    expect(text).toContain(site.groupName);
    expect(text).toContain(`GSTIN ${site.gstin}`);
    expect(text).toContain(site.phones.sales);
    expect(text).toContain(w.valid);
    expect(text).toContain(financedTotal!);
    expect(text).toContain(w.rate(usual));
    expect(text).toContain(w.months(36));
    expect(text).not.toContain('Rs.');
    expect(text).toMatch(/Q-[0-9A-F]{8}/);

    // Sent to the showroom: the quote takes the enquiry's reference.
    await dialog.getByRole('button', { name: w.ask }).click();
    await dialog.getByLabel(w.name).fill('Kavita Sharma');
    await dialog.getByLabel(w.mobile).fill('9811000042');
    await dialog.getByLabel(w.email).fill('kavita@example.com');
    await dialog.getByLabel(w.colour).selectOption({ index: 1 });
    await dialog.getByRole('button', { name: w.send }).click();
    const done = dialog.locator('.quote-lead-done');
    await expect(done).toHaveText(w.sent);
    const reference = w.sent.exec((await done.textContent())!)![1]!;
    text = await pdfText(page, dialog, w.download);
    expect(text).toContain(reference);
    expect(text).not.toMatch(/Q-[0-9A-F]{8}/);
  });
}
