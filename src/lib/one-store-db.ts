/**
 * A small IndexedDB database holding one store, spoken to directly: the pages that keep such
 * a copy (the site settings, a model's last delivery answer) would otherwise load Dexie
 * (30 KB gzip) for two calls, against the home page's 110 KB script budget (npm run size).
 * Opened on first use; another tab (or a newer app) asking to change or delete the
 * database gets it.
 */
export interface OneStoreDb {
  /** The record under `key`, or undefined; rejects where IndexedDB is missing or refuses. */
  get(key: IDBValidKey): Promise<unknown>;
  /** Stores `record` under its key path; rejects where IndexedDB is missing or refuses. */
  put(record: unknown): Promise<void>;
  /** Closes the database (tests, another tab upgrading it, a device forgetting its data). */
  close(): void;
}

export interface OneStoreDbShape {
  name: string;
  version: number;
  store: string;
  keyPath: string;
  /** What the database is, for the error when another tab holds an older version open. */
  describedAs: string;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

export function oneStoreDb(shape: OneStoreDbShape): OneStoreDb {
  let opening: Promise<IDBDatabase> | null = null;

  const close = (): void => {
    const closing = opening;
    opening = null;
    void closing?.then((db) => db.close(), () => undefined);
  };

  const open = (): Promise<IDBDatabase> => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(shape.name, shape.version);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(shape.store)) req.result.createObjectStore(shape.store, { keyPath: shape.keyPath });
      };
      req.onsuccess = () => {
        req.result.onversionchange = close;
        resolve(req.result);
      };
      req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      req.onblocked = () => reject(new Error(`${shape.describedAs} is held open elsewhere`));
    }).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };

  const store = async (mode: IDBTransactionMode): Promise<IDBObjectStore> => (await open()).transaction(shape.store, mode).objectStore(shape.store);

  return {
    get: async (key) => request((await store('readonly')).get(key)),
    put: async (record) => {
      await request((await store('readwrite')).put(record));
    },
    close,
  };
}
