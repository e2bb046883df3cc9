/**
 * Every admin screen on a showroom tablet held in landscape (1024x768, touch): axe finds no
 * violation, nothing scrolls sideways, every control is at least 44x44 px. The screens come
 * from the admin menu itself, so a screen added to the menu is audited by being added.
 * In portrait (768x1024) the sidebar is a rail of marks with their names: each opens its section.
 * At both widths every entry of the menu is named in words, not only by its mark.
 */
import { expect, test, type Page } from '@playwright/test';
import { adminMenu } from '../../src/admin/shell/admin-menu.ts';
import { logIn } from './support/admin-login.ts';
import { audit, auditedScreenBound } from './support/audit.ts';
import { serverForFile } from './support/file-server.ts';
import { withoutServiceWorker } from './support/no-service-worker.ts';

test.use(withoutServiceWorker);

const server = serverForFile({ setupTimeout: 240_000 });

test.use({ hasTouch: true });

const screens = adminMenu.flatMap((group) => (group.to ? [{ label: group.label, to: group.to }] : group.items.map((item) => ({ label: `${group.label} > ${item.label}`, to: item.to }))));

/** A screen has settled when its data is in and no loading line is left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

test.describe('landscape tablet', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('every admin screen in the menu passes axe, fits the screen and has 44 px targets', async ({ page }) => {
    // A fixed 300 s ran out on a machine running two full test runs at once (44 screens).
    test.setTimeout((screens.length + 1) * auditedScreenBound);
    await logIn(page, server.url);
    for (const screen of screens) {
      await test.step(screen.label, async () => {
        await page.goto(server.url + screen.to);
        await settled(page);
        await audit(page, screen.label);
      });
    }
    // The user menu open: its items are as reachable as the rest.
    await page.getByRole('button', { name: /user menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await audit(page, 'user menu open');
  });
});

test.describe('portrait tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the collapsed sidebar: each icon opens its section, the menu button has its own mark', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, server.url);
    const sidebar = page.getByRole('navigation', { name: 'Admin menu' });
    // Collapsed: a rail of marks over their names, narrower than the wide sidebar.
    expect((await sidebar.boundingBox())?.width).toBeLessThan(100);
    const toggleMark = await page.getByRole('button', { name: 'Open menu' }).innerHTML();
    for (const group of adminMenu.filter((g) => !g.to)) {
      await test.step(group.label, async () => {
        const button = sidebar.getByRole('button', { name: group.label });
        expect(toggleMark).not.toContain(group.icon);
        await button.click();
        // The sidebar expands over the content with the section open and its first screen reachable.
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        const [firstItem] = group.items;
        if (!firstItem) throw new Error(`${group.label} has no screens`);
        const first = sidebar.getByRole('link', { name: firstItem.label, exact: true });
        await expect(first).toBeVisible();
        // The sidebar widens with a short transition.
        await expect.poll(async () => (await sidebar.boundingBox())?.width).toBeGreaterThan(200);
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(first).toBeHidden();
      });
    }
    // A link in a section opened from an icon navigates and collapses the sidebar again.
    await sidebar.getByRole('button', { name: 'Report' }).click();
    const report = adminMenu.find((g) => g.id === 'report')?.items[0];
    if (!report) throw new Error('the menu has no reports');
    await sidebar.getByRole('link', { name: report.label, exact: true }).click();
    await page.waitForURL(`**${report.to}`);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await settled(page);
    await audit(page, `${report.label} (portrait)`);
  });
});

for (const viewport of [{ width: 768, height: 1024 }, { width: 1024, height: 768 }]) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    test('the side rail names each entry in words, inside the rail, not only by its mark', async ({ page }) => {
      await logIn(page, server.url);
      const sidebar = page.getByRole('navigation', { name: 'Admin menu' });
      const rail = await sidebar.boundingBox();
      if (!rail) throw new Error('no sidebar');
      for (const group of adminMenu) {
        const name = sidebar.locator('.admin-menu-label', { hasText: new RegExp(`^${group.label}$`) });
        await expect(name, group.label).toBeVisible();
        const box = await name.boundingBox();
        expect(box, group.label).not.toBeNull();
        expect(box!.x, `${group.label} starts inside the rail`).toBeGreaterThanOrEqual(rail.x);
        expect(box!.x + box!.width, `${group.label} ends inside the rail`).toBeLessThanOrEqual(rail.x + rail.width + 0.5);
        // Read at arm's length on a tablet: no smaller than 11 px.
        const fontSize = Number.parseFloat(await name.evaluate((el) => getComputedStyle(el).fontSize));
        expect(fontSize, group.label).toBeGreaterThanOrEqual(11);
        // A one-word name is never broken inside the word ("Appointmen / ts").
        if (!group.label.includes(' ')) expect(box!.height, `${group.label} on one line`).toBeLessThan(fontSize * 2);
      }
    });
  });
}
