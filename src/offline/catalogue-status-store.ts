/** What the service worker last said about the offline catalogue (docs/offline.md). */
import { create } from 'zustand';
import type { WorkerToPageMessage } from '#contract/sw-messages.ts';

interface CatalogueStatus {
  /** 'viewed': nothing saved ahead on this connection, only what the visitor opens. */
  phase: 'unknown' | 'saving' | 'ready' | 'viewed';
  done: number;
  total: number;
  version: string | null;
}

export const useCatalogueStatus = create<CatalogueStatus>(() => ({ phase: 'unknown', done: 0, total: 0, version: null }));

export function applyWorkerMessage(message: WorkerToPageMessage): void {
  if (message.type === 'catalogue-progress') {
    useCatalogueStatus.setState({ phase: 'saving', done: message.done, total: message.total });
  } else if (message.type === 'catalogue-ready') {
    useCatalogueStatus.setState({ phase: 'ready', version: message.version, done: 0, total: 0 });
  } else if (message.type === 'catalogue-viewed-only') {
    useCatalogueStatus.setState({ phase: 'viewed', done: 0, total: 0 });
  }
}

/** The share of the manifest saved, 0 to 100 (the worker counts each URL once; a stray count never shows as more). */
export function percentSaved(status: Pick<CatalogueStatus, 'done' | 'total'>): number {
  return status.total > 0 ? Math.min(100, Math.max(0, Math.floor((100 * status.done) / status.total))) : 0;
}
