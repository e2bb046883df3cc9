import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Whether the app is taking over markup the server drew (src/main.tsx): then the first
 * render of every component must draw what the server drew. Cleared once the drawn screen
 * has been taken over (`<TakeOverDone>`); components mounted later draw the device's
 * state at once.
 */
let takingOver = false;

/** Called before the app takes over a drawn page. */
export function startTakingOver(): void {
  takingOver = true;
}

/**
 * Placed after the screen, inside the Suspense boundary that holds it: React takes over
 * the markup inside a boundary in a render of its own, after the frame around it, so this
 * is the last part of a drawn page to be taken over. Its effect runs after those of the
 * screen before it. (Should a screen fail instead, the flag stays: components mounted
 * later then draw as the server would and follow the device a moment later.)
 */
export function TakeOverDone(): null {
  useEffect(() => {
    takingOver = false;
  }, []);
  return null;
}

/** True where a render must draw what the server draws: on the server, and on the device while it takes a drawn page over. */
export function drawsAsServer(): boolean {
  return typeof window === 'undefined' || takingOver;
}

/**
 * True once the app runs on the device and has taken over the server's markup: false on
 * the server and in the first render that takes its markup over (so both draw the same),
 * true from the next render and in every render of a page the device drew itself.
 *
 * The switch is a transition, not useSyncExternalStore's server snapshot: a store whose
 * device value differs from its server value re-renders synchronously right after the
 * takeover, one long task that a slow phone feels (about 40 ms on a fast desktop); a
 * transition yields to the browser every few milliseconds.
 */
export function useOnDevice(): boolean {
  const [onDevice, setOnDevice] = useState(() => typeof window !== 'undefined' && !takingOver);
  useEffect(() => {
    if (!onDevice) startTransition(() => setOnDevice(true));
  }, [onDevice]);
  return onDevice;
}

/**
 * A value the device keeps current (`subscribe`, `read`), `drawn` where the server draws
 * it and in the render that takes the server's markup over; the device's value follows
 * in a transition (see useOnDevice).
 */
export function useDeviceValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, drawn: T): T {
  const onDevice = useOnDevice();
  const asDrawn = () => drawn;
  // While taking over, the store's value is read as drawn, so React sees nothing to catch up on.
  return useSyncExternalStore(subscribe, onDevice ? read : asDrawn, asDrawn);
}

/** Children that depend on the device (its storage, its offline state): never drawn by the server. */
export function OnDevice({ children }: { children: ReactNode }) {
  return useOnDevice() ? children : null;
}
