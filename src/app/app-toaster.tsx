import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import './toaster.css';

/** requirements 9: default toast width 320 px (sonner's own default is 356). */
const toasterStyle = { '--width': '320px' } as CSSProperties;

/** The one toast outlet for public and admin screens (requirements 9); loaded by ToastOutlet. */
export default function AppToaster() {
  // requirements 9: top-right, auto-close 5 s, Alt+T focuses notifications, width 320 px, 300 ms animation (toaster.css).
  return <Toaster position="top-right" duration={5000} hotkey={['altKey', 'KeyT']} closeButton richColors style={toasterStyle} />;
}
