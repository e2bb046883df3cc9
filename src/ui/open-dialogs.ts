/**
 * How many dialogs (src/ui/modal.tsx) are open, for the toast outlet: a toast at the top
 * right would lie over an open dialog's Close button (the dialog's head is at its top right,
 * and a job card's dialog is as wide as a tablet), so while one is open the toasts show at
 * the bottom instead (src/app/app-toaster.tsx).
 */
import { useEffect, useSyncExternalStore } from 'react';

let openCount = 0;
const listeners = new Set<() => void>();

function changeBy(delta: number): void {
  openCount += delta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the calling dialog as open while `open` is true. */
export function useCountedOpen(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    changeBy(1);
    return () => changeBy(-1);
  }, [open]);
}

/** Whether any dialog is open now. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, () => openCount > 0, () => false);
}
