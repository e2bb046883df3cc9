/** Messages between the pages and the service worker (ARCHITECTURE "Offline"). */

export type PageToWorkerMessage =
  /** The user chose Reload on "A new version is available". */
  | { type: 'SKIP_WAITING' }
  /** Sent at every page start: check the offline manifest and report the catalogue state. */
  | { type: 'warm-catalogue' };

export type WorkerToPageMessage =
  | { type: 'catalogue-progress'; done: number; total: number }
  | { type: 'catalogue-ready'; version: string };

export function isWorkerToPageMessage(data: unknown): data is WorkerToPageMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'catalogue-progress' || type === 'catalogue-ready';
}
