/** Messages between the pages and the service worker (docs/offline.md). */

export type CatalogueSaving = 'everything' | 'viewed';

export type PageToWorkerMessage =
  /** The user chose Reload on "A new version is available". */
  | { type: 'SKIP_WAITING' }
  /**
   * Sent at every page start: check the offline manifest and report the catalogue state.
   * `save`: 'everything' saves the whole catalogue ahead; 'viewed' (Save-Data or a metered
   * connection, src/offline/warm-scope.ts) keeps only what the visitor opens.
   */
  | { type: 'warm-catalogue'; save: CatalogueSaving }
  /**
   * Sent to the active worker with SKIP_WAITING: end the running catalogue warm-up, which
   * would otherwise hold the new version back until the last file is down.
   */
  | { type: 'stop-warming' }
  /** A signed-in admin page: save the admin screens' files for offline use (docs/offline.md "Admin screens"). */
  | { type: 'warm-admin' };

export type WorkerToPageMessage =
  | { type: 'catalogue-progress'; done: number; total: number }
  | { type: 'catalogue-ready'; version: string }
  /** No catalogue saved ahead on this connection: what the visitor opens is kept. */
  | { type: 'catalogue-viewed-only' }
  /** The admin screens' files on the device: `files` of `total`, `fetchedBytes` fetched just now. */
  | { type: 'admin-screens-saved'; files: number; total: number; fetchedBytes: number };

export function isWorkerToPageMessage(data: unknown): data is WorkerToPageMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'catalogue-progress' || type === 'catalogue-ready' || type === 'catalogue-viewed-only' || type === 'admin-screens-saved';
}
