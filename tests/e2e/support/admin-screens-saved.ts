/**
 * The service worker's own report that it saved the admin screens' files (sw/admin-screens.ts,
 * 'admin-screens-saved', posted to every open page): tests wait for it instead of a delay.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

export interface AdminScreensSaved {
  files: number;
  total: number;
  fetchedBytes: number;
}

/** Keeps every report the worker posts to this page; call before the page first loads. */
export async function collectWorkerReports(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as Window & { adminScreensSaved?: unknown[] }).adminScreensSaved = seen;
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type === 'admin-screens-saved') seen.push(event.data);
    });
  });
}

export const lastReport = (page: Page) =>
  page.evaluate(() => ((window as Window & { adminScreensSaved?: AdminScreensSaved[] }).adminScreensSaved ?? []).at(-1) ?? null);

/** The admin screens' files of this build, as the worker's manifest lists them. */
export function adminScreenFiles(): string[] {
  const sw = readFileSync(join('dist', 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/"url":"(assets\/(?:admin-app-|export-)[^"]+)"/g)].map((m) => m[1]!))];
}

/**
 * Waits until the worker says every admin file of this build is on the device. The bound
 * only catches a worker that never answers; a slow machine just waits longer within it.
 */
export async function waitForAdminScreensSaved(page: Page): Promise<AdminScreensSaved> {
  const total = adminScreenFiles().length;
  await expect.poll(() => lastReport(page), { timeout: 60_000 }).toMatchObject({ files: total, total });
  return (await lastReport(page))!;
}
