/**
 * Which files the worker saves at sign-in, and which admin screens open offline
 * (docs/offline.md "Admin screens"): pure functions, tested without a browser.
 */
import { describe, expect, it } from 'vitest';
import { isAdminScreenFile, splitManifest } from '../../sw/admin-screens.ts';
import { offlineScreensFor, opensOffline } from '../../src/admin/shell/admin-menu.ts';
import { isCodeLoadFailure } from '../../src/app/code-load-failure.ts';
import { allReports } from '#contract/reports.ts';

describe('the admin screens\' files', () => {
  it('takes the admin app and its export chunks out of the shell, and nothing a visitor needs', () => {
    const entries = [
      { url: 'assets/admin-app-DUGJKNjL.js', revision: null },
      { url: 'assets/admin-app-DfVMj9Al.css', revision: null },
      { url: 'assets/export-pdf-Dyj8Zf7r.js', revision: null },
      { url: 'assets/admin-schemas-Bx1.js', revision: null },
      { url: 'assets/index-Dp17khqA.js', revision: null },
      { url: 'index.html', revision: 'abc' },
    ];
    const { shell, admin } = splitManifest(entries);
    expect(admin.map((e) => e.url)).toEqual(['assets/admin-app-DUGJKNjL.js', 'assets/admin-app-DfVMj9Al.css', 'assets/export-pdf-Dyj8Zf7r.js']);
    expect(shell.map((e) => e.url)).toEqual(['assets/admin-schemas-Bx1.js', 'assets/index-Dp17khqA.js', 'index.html']);
    expect(isAdminScreenFile('/assets/admin-app-DUGJKNjL.js?x=1')).toBe(true);
    expect(isAdminScreenFile('/assets/not-admin-app-x.js')).toBe(false);
  });
});

describe('admin screens that open offline', () => {
  it('are the lead desk, the appointments day, the workshop board, every report, Catalogue (a half-made model), Price, Bikes, Stock and Bookings; a role sees only its own', () => {
    const owner = offlineScreensFor('owner').map((s) => s.to);
    expect(owner).toEqual([
      '/admin/leads', '/admin/appointments', '/admin/workshop', '/admin/manage/catalogue', '/admin/manage/price', '/admin/manage/vehicles',
      '/admin/manage/stock', '/admin/manage/bookings', ...allReports.map((r) => `/admin/reports/${r.id}`),
    ]);
    expect(opensOffline('/admin/manage/catalogue/42')).toBe(true);
    expect(offlineScreensFor('sales').map((s) => s.to)).toEqual(['/admin/leads', '/admin/appointments', '/admin/manage/stock', '/admin/manage/bookings']);
    expect(opensOffline('/admin/leads/0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(opensOffline('/admin/reports/finance')).toBe(true);
    expect(opensOffline('/admin/workshop')).toBe(true);
    // The screens under the board need the server: offline they say so, like any other.
    for (const path of ['/admin/workshop/calls', '/admin/workshop/bill/12', '/admin/workshop/schedules', '/admin/workshop/price-lists']) expect(opensOffline(path), path).toBe(false);
    expect(offlineScreensFor('service').map((s) => s.to)).toContain('/admin/workshop');
    for (const path of ['/admin/dashboard', '/admin/manage/staff', '/admin/manage/site', '/admin/account/password', '/admin/leadsx']) {
      expect(opensOffline(path), path).toBe(false);
    }
  });
});

describe('a screen\'s code that could not be fetched', () => {
  it('is told from other errors by the words browsers and Vite use', () => {
    expect(isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/admin-app-a.js'))).toBe(true);
    expect(isCodeLoadFailure(new Error('Unable to preload CSS for /assets/admin-app-DfVMj9Al.css'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isCodeLoadFailure(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  });
});
