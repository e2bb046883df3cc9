/**
 * A landing screen arrives drawn by the server and comes alive when the app has taken it
 * over (docs/architecture.md "Design": server-drawn landing screens). Taps before that are kept and
 * handed over; keys are not. The device's own widgets in the top bar are never drawn by
 * the server: once they are there, the app is running.
 */
import { expect, type Page } from '@playwright/test';

export async function appIsLive(page: Page): Promise<void> {
  await expect(page.locator('.top-bar-device .offline-status')).toBeAttached();
}
