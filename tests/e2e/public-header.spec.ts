/** requirements 2.2 and 4: the navigation bar's dropdown rules, the active entry, the mobile menu, the footer and the social sidebar. */
import { expect, test, type Page } from '@playwright/test';
import { site } from '#contract/site.ts';
import { telHref } from '../../src/lib/tel-href.ts';
import { appIsLive } from './support/app-live.ts';
import { serverForFile } from './support/file-server.ts';
import { anyOf } from './support/ist-days.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

// A fresh database is migrated and seeded with the whole catalogue first: allow for a busy machine.
const server = serverForFile({ setupTimeout: 240_000 });

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const menuButton = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true });
/**
 * Opens the home page and waits until its screen has rendered: on a first visit the frame
 * paints while the screen's code loads, then mounts afresh with it, so a menu opened in
 * between would be closed again.
 */
async function openHome(page: Page) {
  await page.goto(`${server.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appIsLive(page);
}
const menuOf = async (page: Page, name: string) => page.locator(`#${await menuButton(page, name).getAttribute('aria-controls')}`);

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('only one dropdown is open at a time and its own button closes it', async ({ page }) => {
    await openHome(page);
    const services = menuButton(page, 'SERVICES');
    const networks = menuButton(page, 'NETWORKS');
    await services.click();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(await menuOf(page, 'SERVICES')).toBeVisible();
    await expect((await menuOf(page, 'SERVICES')).getByRole('link')).toHaveText(['BOOK FOR SERVICE', 'AMC', 'EXTENDED WARRANTY']);

    await networks.click();
    await expect(networks).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(await menuOf(page, 'SERVICES')).toBeHidden();
    await expect((await menuOf(page, 'NETWORKS')).getByRole('link')).toHaveText(['RAILWAY ROAD', 'SECTOR 18', 'SECTOR 52A', 'PATAUDI']);

    await networks.click();
    await expect(networks).toHaveAttribute('aria-expanded', 'false');
    await expect(await menuOf(page, 'NETWORKS')).toBeHidden();
  });

  test('a menu opened while the first screen is still loading stays open when the screen arrives', async ({ page }) => {
    // Hold the gallery screen's code so the frame is painted on its own first (a screen
    // the server does not draw; a drawn one comes alive in one piece: server-drawn.spec.ts).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/gallery-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/gallery`);
    await menuButton(page, 'NETWORKS').click();
    await expect(menuButton(page, 'NETWORKS')).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menuButton(page, 'NETWORKS')).toHaveAttribute('aria-expanded', 'true');
    await expect((await menuOf(page, 'NETWORKS')).getByRole('link', { name: 'SECTOR 52A' })).toBeVisible();
  });

  test('choosing an item navigates, closes the menu and highlights its entry', async ({ page }) => {
    await openHome(page);
    await menuButton(page, 'NETWORKS').click();
    await (await menuOf(page, 'NETWORKS')).getByRole('link', { name: 'SECTOR 52A' }).click();
    await expect(page).toHaveURL(`${server.url}/dealers/3`);
    await expect(menuButton(page, 'NETWORKS')).toHaveAttribute('aria-expanded', 'false');
    await expect(await menuOf(page, 'NETWORKS')).toBeHidden();
    await expect(menuButton(page, 'NETWORKS')).toHaveClass(/is-active/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sector 52A/);

    await nav(page).getByRole('link', { name: 'MOTORCYCLE' }).click();
    await expect(page).toHaveURL(`${server.url}/motorcycle`);
    await expect(nav(page).getByRole('link', { name: 'MOTORCYCLE' })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'HOME' })).not.toHaveAttribute('aria-current', 'page');
    await expect(menuButton(page, 'NETWORKS')).not.toHaveClass(/is-active/);
  });

  test('outside click and Escape close the open menu', async ({ page }) => {
    await openHome(page);
    await menuButton(page, 'OTHERS').click();
    await expect(await menuOf(page, 'OTHERS')).toBeVisible();
    await page.locator('.home-welcome h1').click();
    await expect(await menuOf(page, 'OTHERS')).toBeHidden();

    await menuButton(page, 'OTHERS').click();
    await page.keyboard.press('Escape');
    await expect(await menuOf(page, 'OTHERS')).toBeHidden();
    await expect(menuButton(page, 'OTHERS')).toBeFocused();
  });

  test('menus work from the keyboard', async ({ page }) => {
    await openHome(page);
    await menuButton(page, 'SERVICES').focus();
    await page.keyboard.press('ArrowDown');
    const items = (await menuOf(page, 'SERVICES')).getByRole('link');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${server.url}/extendedWarranty`);
    await expect(menuButton(page, 'SERVICES')).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header lists every showroom with two phone numbers', async ({ page }) => {
    await openHome(page);
    const contacts = page.getByRole('list', { name: 'Showroom phone numbers' }).getByRole('listitem');
    await expect(contacts).toHaveCount(4);
    await expect(contacts.nth(0)).toContainText('RAILWAY ROAD');
    await expect(contacts.nth(3)).toContainText('PATAUDI');
    for (let i = 0; i < 4; i++) await expect(contacts.nth(i).getByRole('link')).toHaveCount(2);
  });

  test('the footer has the spec links, the year, the main address and the builder credit', async ({ page }) => {
    // The page takes the year from its clock when drawn: this year, or the next if the drawing crossed New Year.
    const openedIn = new Date().getFullYear();
    await openHome(page);
    const footer = page.locator('footer');
    for (const [name, href] of [
      ['Finance', '/finance'],
      ['EMI Calculator', '/finance'],
      ['Contact Us', '/contact'],
      ['About Us', '/about'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Book For Service', '/service-booking'],
      ['Book For AMC', '/amc'],
      ['Extended Warranty', '/extendedWarranty'],
    ]) {
      await expect(footer.getByRole('link', { name: name!, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.locator('a[href="/optain"]')).toHaveCount(1);
    await expect(footer).toContainText(new RegExp(`© ${anyOf([...new Set([openedIn, new Date().getFullYear()])])} `));
    await expect(footer).toContainText('Railway Road');
    await expect(footer).toContainText('122003');
    for (const label of ['Sales:', 'Service:', 'CRM:']) await expect(footer).toContainText(label);
    const credit = footer.getByRole('link', { name: 'Pixel Forge Studio' });
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', /noopener/);
  });

  test('the social sidebar folds away and offers four networks and WhatsApp', async ({ page }) => {
    await openHome(page);
    const sidebar = page.getByRole('complementary', { name: 'Follow us' });
    await expect(sidebar.getByRole('link')).toHaveCount(5);
    await expect(sidebar.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /wa\.me/);
    await sidebar.getByRole('button', { name: 'Hide social links' }).click();
    await expect(sidebar.getByRole('link')).toHaveCount(0);
    await sidebar.getByRole('button', { name: 'Show social links' }).click();
    await expect(sidebar.getByRole('link')).toHaveCount(5);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation folds behind a menu button below 1024 px', async ({ page }) => {
    await openHome(page);
    const toggle = nav(page).getByRole('button', { name: 'MENU' });
    await expect(toggle).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'SCOOTERS' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menuButton(page, 'OTHERS').click();
    await (await menuOf(page, 'OTHERS')).getByRole('link', { name: 'GALLERY' }).click();
    await expect(page).toHaveURL(`${server.url}/gallery`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav(page).getByRole('link', { name: 'SCOOTERS' })).toBeHidden();
    // Nothing may stick out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test('the home slider is not shown on small screens', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Welcome to/);
    await expect(page.getByRole('region', { name: 'Featured models' })).toHaveCount(0);
  });
});

test.describe('phone first screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the logo, the menu and a primary action; the numbers sit behind Call a showroom', async ({ page }) => {
    await openHome(page);
    const firstScreen = async (name: string, locator: ReturnType<Page['locator']>) => {
      const box = (await locator.boundingBox())!;
      expect(box, name).not.toBeNull();
      expect(box.y + box.height, `${name} on the first screen`).toBeLessThanOrEqual(844);
    };
    await firstScreen('logo', page.getByRole('link', { name: /Gurgaon Two Wheelers/ }).first());
    await firstScreen('menu', nav(page).getByRole('button', { name: 'MENU' }));
    await firstScreen('primary action', page.getByRole('link', { name: 'Explore Motorcycles' }));

    const numbers = page.getByRole('list', { name: 'Showroom phone numbers' });
    await expect(numbers).toBeHidden();
    const call = page.getByRole('button', { name: 'Call a showroom' });
    await firstScreen('Call a showroom', call);
    await expect(call).toHaveAttribute('aria-expanded', 'false');
    await call.click();
    await expect(call).toHaveAttribute('aria-expanded', 'true');
    await expect(numbers.getByRole('listitem')).toHaveCount(4);
    for (const [i, showroom] of site.showrooms.entries()) {
      const item = numbers.getByRole('listitem').nth(i);
      await expect(item).toContainText(showroom.label);
      await expect(item.getByRole('link', { name: `Sales ${showroom.salesNo}` })).toHaveAttribute('href', telHref(showroom.salesNo));
      await expect(item.getByRole('link', { name: `Service ${showroom.serviceNo}` })).toHaveAttribute('href', telHref(showroom.serviceNo));
      for (const link of await item.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.height, `${showroom.label} tap height`).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, 'inside the screen').toBeLessThanOrEqual(390);
      }
    }
    // Escape closes it and gives the focus back to the button.
    await numbers.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(numbers).toBeHidden();
    await expect(call).toBeFocused();
    // From the keyboard alone.
    await page.keyboard.press('Enter');
    await expect(numbers).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(numbers.getByRole('link').first()).toBeFocused();
    // A tap elsewhere (below the open panel) closes it.
    await page.mouse.click(195, 800);
    await expect(numbers).toBeHidden();
  });
});

test('the navigation fits one row at 1024 px, with the numbers behind Call a showroom on a touch tablet', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await openHome(page);
  const entries = nav(page).locator('.nav-entries > li');
  await expect(entries).toHaveCount(10);
  const tops = new Set(await entries.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top))));
  expect([...tops]).toHaveLength(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  await expect(page.getByRole('button', { name: 'Call a showroom' })).toBeVisible();
  await context.close();
});

test('the social sidebar never covers the page, at any width and scroll position', async ({ page }) => {
  // Thirty page loads, each looked at in four scroll positions: half a minute on a quiet machine.
  test.setTimeout(150_000);
  for (const width of [390, 768, 1024, 1280, 1366, 1920]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', '/motorcycle', '/view-details?bike=Shine100', '/contact', '/privacy-policy']) {
      await page.goto(server.url + path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const sidebar = page.getByRole('complementary', { name: 'Follow us' });
      await expect(sidebar.getByRole('link')).toHaveCount(5);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [0, height / 3, (2 * height) / 3, height]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        const covered = await sidebar.evaluate((aside) => {
          const own = aside.getBoundingClientRect();
          const hits: string[] = [];
          // Everything a visitor reads or presses: text, images and controls outside the sidebar.
          for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('h1, h2, h3, p, li, a, button, input, select, textarea, img, dt, dd, th, td, label'))) {
            if (aside.contains(el) || el.contains(aside)) continue;
            // The sticky navigation passes over the page (and over an in-flow sidebar) as it scrolls.
            if (el.closest('.nav-bar')) continue;
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            // A full-bleed picture is a band's background (the slider's words sit in the content column).
            if (el.tagName === 'IMG' && r.width >= document.documentElement.clientWidth) continue;
            if (r.left < own.right && r.right > own.left && r.top < own.bottom && r.bottom > own.top) hits.push(`${el.tagName} ${el.textContent?.trim().slice(0, 30)}`);
          }
          return hits;
        });
        expect(covered, `${path} at ${width} px, scrolled to ${Math.round(y)}`).toEqual([]);
      }
    }
  }
});
