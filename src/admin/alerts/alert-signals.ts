/**
 * The quiet signals of unseen alerts beside the toast: "(3) " before the page title, the
 * app icon's badge where the device supports one (navigator.setAppBadge: installed apps on
 * Android, Windows, macOS, iOS 16.4+), and an optional short tone.
 */

const titlePrefix = /^\(\d+\) /;

/** The page title with the count before it (none when 0). */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(titlePrefix, '');
  return count > 0 ? `(${count}) ${bare}` : bare;
}

type BadgeNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export function showBadge(count: number): void {
  const nav = navigator as BadgeNavigator;
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // A device that refuses (not installed, permission) shows the title count instead.
  done?.catch(() => {});
}

let audio: AudioContext | undefined;

/** Made on the tap that switches the sound on: browsers allow sound only after one. */
export function prepareSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    audio = undefined;
  }
}

/** Two short rising tones (about a third of a second). */
export function playAlertTone(): void {
  if (!audio) return;
  const at = audio.currentTime;
  for (const [i, frequency] of [660, 880].entries()) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at + i * 0.16);
    gain.gain.exponentialRampToValueAtTime(0.25, at + i * 0.16 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + i * 0.16 + 0.15);
    tone.connect(gain).connect(audio.destination);
    tone.start(at + i * 0.16);
    tone.stop(at + i * 0.16 + 0.16);
  }
}

const soundKey = 'admin-alert-sound';

export function soundWanted(): boolean {
  try {
    return localStorage.getItem(soundKey) === 'on';
  } catch {
    return false;
  }
}

export function rememberSound(on: boolean): void {
  try {
    localStorage.setItem(soundKey, on ? 'on' : 'off');
  } catch {
    // Private mode: the choice lasts for this page.
  }
}
