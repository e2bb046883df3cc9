/**
 * The device's copy of the site settings (docs/site-settings.md): its own small IndexedDB
 * database, apart from the outbox and the admin caches, so a page that starts with no
 * network and no server-drawn answer still shows the dealer's own name, phones and
 * showrooms as last seen. One record in one store, spoken to directly (src/lib/one-store-db.ts:
 * no Dexie on every first visit of the home page). Loaded on its own (a dynamic
 * import): it never holds up a page's first paint.
 */
import { isSiteSettings, type SiteSettings } from '#contract/site-settings.ts';
import { oneStoreDb } from '../one-store-db.ts';

export const siteCopyDbName = 'dealer-site';
const storeName = 'settings';
/** The version Dexie gave this database when it made it (Dexie's version 1 is IndexedDB's 10): copies saved then still open. */
const dbVersion = 10;

interface SavedSettings {
  key: 'current';
  settings: SiteSettings;
  savedAt: string;
}

const copy = oneStoreDb({ name: siteCopyDbName, version: dbVersion, store: storeName, keyPath: 'key', describedAs: 'the site settings copy' });

/** The copy last saved, or null (none yet, no IndexedDB, or a shape this app no longer reads). */
export async function readSiteSettingsCopy(): Promise<SiteSettings | null> {
  try {
    const saved = (await copy.get('current')) as SavedSettings | undefined;
    return saved && isSiteSettings(saved.settings) ? saved.settings : null;
  } catch {
    return null;
  }
}

/** Keeps `settings` as the device's copy; without IndexedDB nothing is kept, and nothing fails. */
export async function saveSiteSettingsCopy(settings: SiteSettings, now = new Date()): Promise<void> {
  try {
    const saved: SavedSettings = { key: 'current', settings, savedAt: now.toISOString() };
    await copy.put(saved);
  } catch {
    // Private mode or no storage: the next visit reads the network or the defaults.
  }
}

/** Closes the database (tests, and a device forgetting its data). */
export function closeSiteSettingsCopy(): void {
  copy.close();
}
