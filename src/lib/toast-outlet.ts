/**
 * Whether the page needs its toast outlet (sonner's Toaster) yet. The outlet and sonner
 * are about 9 KB of gzipped script that a first visit to a catalogue page never uses, so
 * the app mounts the outlet only once something may show a toast: a screen with a form or
 * the admin area (their code loads with the outlet's), the offline machinery's first toast
 * (`toastLater`), or the visitor's first tap or key press. Sonner replays toasts that are
 * still active when the outlet subscribes, so a toast raised a moment earlier still shows.
 */
import { useSyncExternalStore } from 'react';

let needed = false;
const listeners = new Set<() => void>();

export function needToastOutlet(): void {
  if (needed) return;
  needed = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastOutletNeeded(): boolean {
  // The server (and the first render taking its markup over) draws no outlet.
  return useSyncExternalStore(subscribe, () => needed, () => false);
}

/** sonner's `toast`, fetched when first needed, with the outlet that shows it. */
export async function toastLater(): Promise<typeof import('sonner').toast> {
  needToastOutlet();
  return (await import('sonner')).toast;
}
