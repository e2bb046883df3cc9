/**
 * The launch of a full model in the catalogue studio, as a dealer does it on a tablet
 * (docs/catalogue.md "How long a launch takes"): 768x1024, a new model with brand, key
 * figures and description, 2 variants, 6 colours each with a 4000x3000 photo, a main photo,
 * a 35-row specification sheet pasted from a spreadsheet with its group headings, 36 frames
 * of the 360 view and a brochure PDF, saved, previewed and published.
 *
 * Prints the machine's time (each step and the whole) and a person's time estimated from
 * what the steps ask of a person: taps, characters typed, files picked, reading the preview.
 * The rates are stated below and in the docs; change them to see what they do.
 *
 *   BENCH_ONLY=studio npm run bench           inside the bench, against its server, in its table and bench/results.json
 *   npx tsx bench/studio-launch.ts            a fresh server of its own (the built app: node scripts/build.mjs first)
 *   npx tsx bench/studio-launch.ts URL USER PASSWORD   a running server (PORT=4104 npm start)
 *   UPLINK_KBPS=4000 npx tsx bench/studio-launch.ts    the uploads over a throttled 4 Mbit/s uplink
 */
import { chromium, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../tests/e2e/support/chromium.ts';
import { adminCredentials, startServer } from '../tests/e2e/support/server.ts';

/** A person's pace on a tablet (seconds): a tap with finding its place; a character on the on-screen keyboard; a file picker visit. */
const personRates = { tap: 2, character: 0.45, pick: 8, pickMany: 15, readPreview: 30 };

const counts = { taps: 0, characters: 0, picks: 0, pickMany: 0 };
const steps: { step: string; ms: number }[] = [];

export interface StudioLaunchFigures {
  /** The whole launch on the machine, from the login to "Published". */
  machineMs: number;
  steps: { step: string; ms: number }[];
  /** A person's time at `personRates`. */
  personSeconds: number;
  counts: typeof counts;
}

async function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await work();
  steps.push({ step: name, ms: performance.now() - start });
  return result;
}

const tap = async (page: Page, role: 'button' | 'link', name: string) => {
  counts.taps += 1;
  await page.getByRole(role, { name, exact: true }).first().click();
};
const type = async (page: Page, label: string, text: string, nth = 0) => {
  counts.taps += 1;
  counts.characters += text.length;
  await page.getByLabel(label, { exact: true }).nth(nth).fill(text);
};

const photo = (shade: number) =>
  sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: shade, g: 80, b: 140 } } })
    .composite([{ input: Buffer.from(`<svg width="4000" height="3000"><circle cx="2000" cy="1500" r="${900 + shade}" fill="#eee"/></svg>`) }])
    .jpeg({ quality: 85 }).toBuffer();
const frame = (i: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 240, g: 240, b: 240 } } })
    .composite([{ input: Buffer.from(`<svg width="1600" height="1000"><rect x="${200 + i * 30}" y="300" width="400" height="400" fill="#345"/></svg>`) }])
    .jpeg({ quality: 80 }).toBuffer();
const brochure = () => Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n${'% brochure page\n'.repeat(20_000)}trailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');

/** A maker's sheet as a spreadsheet copies it: group headings, then label TAB value. */
const sheet = [
  'Body Dimensions', 'Overall Length\t2015 mm', 'Overall Width\t739 mm', 'Overall Height\t1103 mm', 'Wheelbase\t1285 mm',
  'Ground Clearance\t168 mm', 'Kerb Weight\t115 kg', 'Fuel Tank Capacity\t10.5 L', 'Seat Height\t791 mm',
  'Engine', 'Type\tFuel injected, 4-stroke, SI', 'Displacement\t123.94 cc', 'Max Power\t8.04 kW @ 7500 rpm', 'Max Torque\t10.9 Nm @ 6000 rpm',
  'Bore x Stroke\t50 x 63.1 mm', 'Compression Ratio\t10:1', 'Starting\tSelf and kick', 'Fuel System\tPGM-FI',
  'Transmission', 'Clutch\tMulti-plate wet', 'Gearbox\t5-speed', 'Primary Drive\tGear', 'Final Drive\tChain',
  'Tyres & Brakes', 'Front Tyre\t80/100-18', 'Rear Tyre\t80/100-18', 'Front Brake\tDisc 240 mm', 'Rear Brake\tDrum 130 mm', 'Braking System\tCBS',
  'Frame & Suspension', 'Frame\tDiamond', 'Front Suspension\tTelescopic', 'Rear Suspension\tMono-shock', 'Swing Arm\tBox section',
  'Electricals', 'Battery\t12V 4Ah', 'Headlamp\tLED', 'Tail Lamp\tLED', 'Ignition\tFull transistorised', 'Charging\tUSB', 'Instrument Cluster\tDigital',
].join('\n');

/** Launches one full model against `urlArg` (or a fresh server of its own), prints each step's time and returns the figures. */
export async function benchStudioLaunch(urlArg?: string, userArg?: string, passwordArg?: string): Promise<StudioLaunchFigures> {
  counts.taps = counts.characters = counts.picks = counts.pickMany = 0;
  steps.length = 0;
  const server = urlArg ? null : await startServer();
  const url = urlArg ?? server!.url;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 }, hasTouch: true });
  const page = await context.newPage();
  page.setDefaultTimeout(600_000);
  const kbps = Number(process.env.UPLINK_KBPS ?? 0);
  if (kbps > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: (20_000 * 1024) / 8, uploadThroughput: (kbps * 1024) / 8 });
  }
  const files = await step('make the files (not a dealer step)', async () => ({
    colours: await Promise.all([0, 1, 2, 3, 4, 5].map((i) => photo(20 + i * 35))),
    main: await photo(200),
    frames: await Promise.all(Array.from({ length: 36 }, (_, i) => frame(i))),
  }));
  steps.length = 0;
  const started = performance.now();
  try {
    await step('log in', async () => {
      await page.goto(`${url}/admin/login`);
      await type(page, 'User ID', userArg ?? adminCredentials.userId);
      await type(page, 'Password', passwordArg ?? adminCredentials.password);
      await tap(page, 'button', 'Login');
      await page.waitForURL('**/admin/dashboard');
    });
    const name = `Launch ${Date.now().toString(36).slice(-4).toUpperCase()} 125`;
    await step('new model', async () => {
      await page.goto(`${url}/admin/manage/catalogue`);
      counts.taps += 2; // Manage, Catalogue
      await tap(page, 'button', 'New model');
      counts.taps += 1;
      counts.characters += name.length;
      await page.getByRole('dialog').getByLabel('Name').fill(name);
      await tap(page, 'button', 'Create draft');
      await page.waitForURL(/\/admin\/manage\/catalogue\/\d+$/);
    });
    await step('model: brand, key figures, description', async () => {
      await type(page, 'Brand', 'Honda');
      await type(page, 'Engine', '123.94 cc');
      await type(page, 'Power', '8.04 kW');
      await type(page, 'Transmission', '5-speed');
      await type(page, 'Short description', 'A 125 cc commuter with a disc brake, LED lamps and a USB charger.');
    });
    await step('main photo', async () => {
      counts.taps += 1;
      counts.picks += 1;
      await page.getByLabel('Main photo').setInputFiles({ name: 'main.jpg', mimeType: 'image/jpeg', buffer: files.main });
    });
    await step('2 variants', async () => {
      for (const [i, [variant, price]] of [['Drum', '86500'], ['Disc', '91200']].entries()) {
        await tap(page, 'button', 'Add variant');
        await type(page, `Variant ${i + 1} name`, variant!);
        await type(page, 'Ex-showroom price (₹)', price!, i);
      }
    });
    await step('6 colours with photos (uploads go on while typing)', async () => {
      const colours = ['Pearl Red', 'Matte Black', 'Sports Blue', 'Silver', 'Candy Green', 'Sunset Orange'];
      for (const [i, colour] of colours.entries()) {
        await tap(page, 'button', 'Add colour');
        await type(page, `Colour ${i + 1} name`, colour);
        counts.taps += 1;
        counts.picks += 1;
        await page.getByLabel(`Photo of colour ${i + 1}`).setInputFiles({ name: `colour-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: files.colours[i]! });
      }
    });
    await step('35 specification rows pasted', async () => {
      counts.taps += 4; // in the spreadsheet: switch to it, select the two columns, Copy, switch back
      await tap(page, 'button', 'Paste Body Dimensions rows');
      counts.taps += 2; // long-press, Paste
      await page.getByLabel('Rows from a spreadsheet or a sheet').fill(sheet);
      // The key figures typed above already fill rows of the sheet's groups, so the button
      // reads "Add 35 rows after the ... rows of ...": the sheet's rows go after them.
      counts.taps += 1;
      await page.getByRole('button', { name: /^Add 35 rows/ }).first().click({ timeout: 60_000 });
      await page.getByRole('status').filter({ hasText: '35 rows pasted' }).waitFor();
    });
    await step('360 view: 36 frames', async () => {
      counts.taps += 1;
      counts.pickMany += 1;
      await page.getByLabel('360 frames').setInputFiles(files.frames.map((buffer, i) => ({ name: `frame${String(i + 1).padStart(2, '0')}.jpg`, mimeType: 'image/jpeg', buffer })));
    });
    await step('brochure', async () => {
      counts.taps += 1;
      counts.picks += 1;
      await page.getByLabel('Brochure PDF').setInputFiles({ name: 'brochure.pdf', mimeType: 'application/pdf', buffer: brochure() });
    });
    const waited = await step('wait for the uploads still going', async () => {
      const state = page.getByRole('region', { name: 'Draft and publishing' }).locator('.studio-bar-state');
      // Gone from the page once no upload is going (the bar then reads its saved state).
      await page.locator('.studio-bar-state', { hasText: 'uploading' }).waitFor({ state: 'detached', timeout: 900_000 });
      await page.getByRole('link', { name: 'Open the brochure' }).waitFor();
      await page.locator('.studio-spinner img').first().waitFor();
      return state.textContent();
    });
    await step('save, preview, publish', async () => {
      await tap(page, 'button', 'Save draft');
      await page.getByRole('status').filter({ hasText: 'Draft saved' }).waitFor();
      await tap(page, 'button', 'Preview');
      await page.getByRole('dialog').waitFor();
      counts.taps += 1; // close the preview
      await page.keyboard.press('Escape');
      await tap(page, 'button', 'Publish');
      await tap(page, 'button', 'Publish now');
      await page.getByRole('status').filter({ hasText: 'Published: visitors see it now' }).waitFor();
    });
    const machineMs = performance.now() - started;
    const person = counts.taps * personRates.tap + counts.characters * personRates.character
      + counts.picks * personRates.pick + counts.pickMany * personRates.pickMany + personRates.readPreview;
    const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
    console.log(`Studio launch at 768x1024${kbps ? `, uplink ${kbps} kbit/s` : ''} (${waited ?? ''})`);
    for (const s of steps) console.log(`  ${s.step.padEnd(52)} ${(s.ms / 1000).toFixed(1).padStart(7)} s`);
    console.log(`Machine time, the whole launch: ${(machineMs / 1000).toFixed(1)} s`);
    console.log(`A person: ${counts.taps} taps, ${counts.characters} characters typed, ${counts.picks} files picked, ${counts.pickMany} folder of frames, the preview read`);
    console.log(`  at ${personRates.tap} s a tap, ${personRates.character} s a character, ${personRates.pick} s a file, ${personRates.pickMany} s the frames, ${personRates.readPreview} s the preview: ${minutes(person)}`);
    return { machineMs, steps: [...steps], personSeconds: person, counts: { ...counts } };
  } finally {
    await browser.close();
    await server?.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, user, password] = process.argv.slice(2);
  await benchStudioLaunch(url, user, password);
}
