import { useSyncExternalStore, type ReactNode } from 'react';

const subscribeNever = () => () => {};

/**
 * True once the app runs on the device and has taken over the server's markup: false on
 * the server and in the first render that takes its markup over (so both draw the same),
 * true from the next render and in every render of a page the device drew itself.
 */
export function useOnDevice(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** Children that depend on the device (its storage, its offline state): never drawn by the server. */
export function OnDevice({ children }: { children: ReactNode }) {
  return useOnDevice() ? children : null;
}
