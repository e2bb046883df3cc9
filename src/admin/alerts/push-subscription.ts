/**
 * This device's Web Push subscription (docs/notifications.md "Web Push"): whether the
 * browser can take alerts with the app closed, asking permission, subscribing through the
 * service worker's pushManager with the server's VAPID key, and telling the server; and
 * the way back. The server keeps which showrooms and kinds the device hears of.
 */
import { staffPushPaths, type PushChoice } from '#contract/staff-push.ts';
import { api } from '../../lib/api.ts';

export type PushSupport = 'supported' | 'unsupported' | 'denied';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : 'supported';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, publicKey: string): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const want = keyBytes(publicKey);
  const have = new Uint8Array(used);
  return have.length === want.length && have.every((b, i) => b === want[i]);
}

/** The service worker's registration, or null when the app has none (not installed yet, or a build without one). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration();
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

export type SwitchOnResult = 'on' | 'denied' | 'unsupported';

/** Asks permission, subscribes this device and saves its choices on the server. */
export async function switchPushOn(publicKey: string, choice: Omit<PushChoice, 'subscription'>): Promise<SwitchOnResult> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  if (!reg) return 'unsupported';
  let subscription = await reg.pushManager.getSubscription();
  // One made with another key (the server's keys were made again, a restored database) cannot be used.
  if (subscription && !sameKey(subscription, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  } catch (error) {
    // The browser refuses the subscription itself when notifications are blocked (by the
    // person, a site setting or a policy) although the permission answer said otherwise.
    if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
    throw error;
  }
  await api(staffPushPaths.subscription, { method: 'PUT', body: { subscription: subscription.toJSON(), ...choice } });
  return 'on';
}

/** Removes this device from the server, then from the push service. */
export async function switchPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api(`${staffPushPaths.subscription}?endpoint=${encodeURIComponent(subscription.endpoint)}`, { method: 'DELETE' });
  await subscription.unsubscribe();
}
