import { startTransition, useEffect, useState } from 'react';
import { drawsAsServer } from './on-device.tsx';

/**
 * How many of a long list's `total` items to draw now: on a list the device draws itself
 * (after a tap on a link, or a page the service worker answers from its saved shell), the
 * first `first` (a phone's first screen or two), and the rest once the browser has painted
 * those, in a transition that React draws in slices of a few milliseconds. Drawing a whole
 * listing at once was one long task on a slow phone (docs/performance.md, "Long tasks on a
 * slow phone"). Where the server drew the list, and on the server, every item at once: the
 * takeover must draw what the server drew.
 */
export function useFirstScreenFirst(total: number, first: number): number {
  const [all, setAll] = useState(drawsAsServer);
  const more = total > first;
  useEffect(() => {
    if (all || !more) return;
    // A timer, not at once: the first items are painted before the rest are drawn.
    const timer = setTimeout(() => startTransition(() => setAll(true)), 0);
    return () => clearTimeout(timer);
  }, [all, more]);
  return all ? total : Math.min(total, first);
}
