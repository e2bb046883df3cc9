import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept current as the window resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/**
 * The viewport width, kept current on resize (carousel page sizes, spec 2.3); null where
 * it is not known: on the server, and in the first render that takes the server's markup
 * over, which must draw what the server drew (layouts then follow the width in CSS).
 */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('resize', onChange);
      return () => window.removeEventListener('resize', onChange);
    },
    () => window.innerWidth,
    () => null,
  );
}
