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
