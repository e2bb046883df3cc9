import { useDeviceValue } from './on-device.tsx';

/** Whether a CSS media query matches, kept current as the window resizes; false where the server draws. */
export function useMediaQuery(query: string): boolean {
  return useDeviceValue(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    false,
  );
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * The viewport width, kept current on resize (carousel page sizes, spec 2.3); null where
 * it is not known: on the server, and in the first render that takes the server's markup
 * over, which must draw what the server drew (layouts then follow the width in CSS).
 */
export function useViewportWidth(): number | null {
  return useDeviceValue<number | null>(subscribeToResize, () => window.innerWidth, null);
}
