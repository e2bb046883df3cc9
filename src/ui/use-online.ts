import { useDeviceValue } from './on-device.tsx';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept current by the browser's online/offline events; online where the server draws. */
export function useOnline(): boolean {
  return useDeviceValue(subscribe, () => navigator.onLine, true);
}
