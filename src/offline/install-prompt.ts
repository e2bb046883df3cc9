/**
 * Keeps the browser's install offer (`beforeinstallprompt`, Chromium) from the moment the
 * app starts, before the header that shows "Install app" has rendered.
 */
import { create } from 'zustand';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const useInstallPrompt = create<{ event: BeforeInstallPromptEvent | null; installed: boolean }>(() => ({
  event: null,
  installed: false,
}));

let listening = false;

export function listenForInstallPrompt(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks at a moment the visitor chooses, not the mini-infobar.
    event.preventDefault();
    useInstallPrompt.setState({ event: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ event: null, installed: true }));
}

export async function promptInstall(): Promise<void> {
  const { event } = useInstallPrompt.getState();
  if (!event) return;
  await event.prompt();
  const choice = await event.userChoice.catch(() => ({ outcome: 'dismissed' as const }));
  // A prompt can be used once; after a refusal the browser offers a new one later.
  useInstallPrompt.setState({ event: null, installed: choice.outcome === 'accepted' });
}

/** iOS Safari has no install prompt: the visitor adds the app from the Share menu. */
export function needsIosInstallHint(): boolean {
  if (typeof navigator === 'undefined') return false;
  const ua = navigator.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
  const safari = /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(ua);
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true;
  return ios && safari && !standalone;
}
