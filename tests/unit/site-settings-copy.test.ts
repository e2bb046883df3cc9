/**
 * The device's copy of the site settings (src/lib/site-settings): kept in IndexedDB so a
 * page with no network and no server-drawn answer shows the dealer's own details; a copy
 * of an older shape is not shown; a device without IndexedDB reads nothing and fails
 * nothing. And the screens' first render: the page's answer, else the starting values.
 */
import 'fake-indexeddb/auto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultSiteSettings, isSiteSettings, siteApiPaths, type SiteSettings } from '#contract/site-settings.ts';
import { FirstReadsProvider } from '../../src/lib/first-reads.ts';
import {
  closeSiteSettingsCopy, readSiteSettingsCopy, saveSiteSettingsCopy, siteCopyDbName,
} from '../../src/lib/site-settings/site-settings-copy.ts';
import { SiteSettingsProvider, useSiteSettings } from '../../src/lib/site-settings/use-site-settings.tsx';

const changed: SiteSettings = {
  ...structuredClone(defaultSiteSettings),
  dealerName: 'Sohna Motors',
  showrooms: defaultSiteSettings.showrooms.map((s) => (s.id === 2 ? { ...s, salesNo: '+91 98110 77777' } : s)),
};

afterEach(async () => {
  closeSiteSettingsCopy();
  // Dexie here only as the test's own hand on the database (the app speaks IndexedDB directly).
  await Dexie.delete(siteCopyDbName);
});

describe('the device copy', () => {
  it('is empty at first, then holds what was saved last, across a reopening', async () => {
    expect(await readSiteSettingsCopy()).toBeNull();
    await saveSiteSettingsCopy(defaultSiteSettings);
    await saveSiteSettingsCopy(changed);
    closeSiteSettingsCopy();
    const copy = await readSiteSettingsCopy();
    expect(copy?.dealerName).toBe('Sohna Motors');
    expect(copy?.showrooms.find((s) => s.id === 2)?.salesNo).toBe('+91 98110 77777');
  });

  it('reads a copy an earlier version of the app saved through Dexie', async () => {
    const db = new Dexie(siteCopyDbName);
    db.version(1).stores({ settings: 'key' });
    await db.table('settings').put({ key: 'current', settings: changed, savedAt: '2026-11-20T00:00:00.000Z' });
    db.close();
    expect((await readSiteSettingsCopy())?.dealerName).toBe('Sohna Motors');
  });

  it('is not shown when it has a shape this app does not read', async () => {
    const db = new Dexie(siteCopyDbName);
    db.version(1).stores({ settings: 'key' });
    await db.table('settings').put({ key: 'current', settings: { dealerName: 'Old', showrooms: 'none' }, savedAt: '2026-01-01T00:00:00.000Z' });
    db.close();
    expect(await readSiteSettingsCopy()).toBeNull();
  });

  it('reads nothing and fails nothing where IndexedDB cannot be used', async () => {
    const original = globalThis.indexedDB;
    closeSiteSettingsCopy();
    // A browser in a mode without storage: opening a database throws.
    globalThis.indexedDB = { open: () => { throw new Error('no storage'); } } as unknown as IDBFactory;
    try {
      await expect(saveSiteSettingsCopy(changed)).resolves.toBeUndefined();
      await expect(readSiteSettingsCopy()).resolves.toBeNull();
    } finally {
      closeSiteSettingsCopy();
      globalThis.indexedDB = original;
    }
  });

});

describe('the first render', () => {
  const Name = () => createElement('span', null, `${useSiteSettings().dealerName} ${useSiteSettings().showrooms[1]!.salesNo}`);
  const render = (reads: Map<string, unknown>) =>
    renderToStaticMarkup(createElement(FirstReadsProvider, { value: reads }, createElement(SiteSettingsProvider, null, createElement(Name))));

  it('draws the answer the page came with, as the server drew it', () => {
    expect(render(new Map([[siteApiPaths.site, changed]]))).toBe('<span>Sohna Motors +91 98110 77777</span>');
  });

  it('draws the values the site started with when the page brought none, or one of another shape', () => {
    const start = `<span>${defaultSiteSettings.dealerName} ${defaultSiteSettings.showrooms[1]!.salesNo}</span>`;
    expect(render(new Map())).toBe(start);
    expect(render(new Map([[siteApiPaths.site, { dealerName: 'Half' }]]))).toBe(start);
    expect(isSiteSettings(defaultSiteSettings)).toBe(true);
  });
});
