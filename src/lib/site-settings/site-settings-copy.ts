/**
 * The device's copy of the site settings (docs/site-settings.md): its own small IndexedDB
 * database, apart from the outbox and the admin caches, so a page that starts with no
 * network and no server-drawn answer still shows the dealer's own name, phones and
 * showrooms as last seen. One record in one store, so it speaks IndexedDB directly: Dexie
 * (30 KB gzip) would be loaded by every first visit of the home page for two calls, and
 * the home page's script budget is 110 KB (npm run size). Loaded on its own (a dynamic
 * import): it never holds up a page's first paint.
 */
import { isSiteSettings, type SiteSettings } from '#contract/site-settings.ts';

export const siteCopyDbName = 'dealer-site';
const storeName = 'settings';
/** The version Dexie gave this database when it made it (Dexie's version 1 is IndexedDB's 10): copies saved then still open. */
const dbVersion = 10;

interface SavedSettings {
  key: 'current';
  settings: SiteSettings;
  savedAt: string;
}

let opening: Promise<IDBDatabase> | null = null;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(siteCopyDbName, dbVersion);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(storeName)) req.result.createObjectStore(storeName, { keyPath: 'key' });
    };
    req.onsuccess = () => {
      // Another tab (or a newer app) asking to change or delete the database gets it.
      req.result.onversionchange = () => closeSiteSettingsCopy();
      resolve(req.result);
    };
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    req.onblocked = () => reject(new Error('the site settings copy is held open elsewhere'));
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  return (await open()).transaction(storeName, mode).objectStore(storeName);
}

/** The copy last saved, or null (none yet, no IndexedDB, or a shape this app no longer reads). */
export async function readSiteSettingsCopy(): Promise<SiteSettings | null> {
  try {
    const saved = (await request((await store('readonly')).get('current'))) as SavedSettings | undefined;
    return saved && isSiteSettings(saved.settings) ? saved.settings : null;
  } catch {
    return null;
  }
}

/** Keeps `settings` as the device's copy; without IndexedDB nothing is kept, and nothing fails. */
export async function saveSiteSettingsCopy(settings: SiteSettings, now = new Date()): Promise<void> {
  try {
    const saved: SavedSettings = { key: 'current', settings, savedAt: now.toISOString() };
    await request((await store('readwrite')).put(saved));
  } catch {
    // Private mode or no storage: the next visit reads the network or the defaults.
  }
}

/** Closes the database (tests, and a device forgetting its data). */
export function closeSiteSettingsCopy(): void {
  const closing = opening;
  opening = null;
  void closing?.then((db) => db.close(), () => undefined);
}
