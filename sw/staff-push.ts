/// <reference lib="webworker" />
/**
 * Web Push alerts to staff devices with the app closed (docs/notifications.md "Web Push"):
 * a push shows the lead as a notification (the server's words: kind, name, model,
 * showroom), one per lead; a tap opens the lead's page in the admin, in a window of the
 * app that is already open when there is one, else a new one.
 */
import type { StaffPushPayload } from '#contract/staff-push.ts';

declare const self: ServiceWorkerGlobalScope;

const fallback: StaffPushPayload = { title: 'New lead', body: 'Open the lead desk', url: '/admin/leads', tag: 'lead-desk' };

/** The push's JSON, or the desk itself when a push came without a readable one. */
export function readPushPayload(data: PushMessageData | null): StaffPushPayload {
  try {
    const parsed = data?.json() as Partial<StaffPushPayload> | undefined;
    if (!parsed || typeof parsed.title !== 'string') return fallback;
    // Only a page of this app's admin: a payload cannot send a tap elsewhere.
    const url = typeof parsed.url === 'string' && parsed.url.startsWith('/admin/') ? parsed.url : fallback.url;
    return { title: parsed.title, body: typeof parsed.body === 'string' ? parsed.body : '', url, tag: typeof parsed.tag === 'string' ? parsed.tag : url };
  } catch {
    return fallback;
  }
}

/** Opens `path` in an admin window that is open (focused), else in a new one. */
async function openLeadPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const admin = windows.find((w) => new URL(w.url).pathname.startsWith('/admin')) ?? windows[0];
  if (admin) {
    const shown = await admin.navigate(url).catch(() => null);
    await (shown ?? admin).focus().catch(() => undefined);
    if (shown) return;
  }
  await self.clients.openWindow(url);
}

export function listenForStaffPushes(): void {
  self.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    event.waitUntil(self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }));
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const path = typeof data?.url === 'string' && data.url.startsWith('/admin/') ? data.url : fallback.url;
    // Started before waitUntil, so the page opens even when the event is not the browser's own.
    const opening = openLeadPage(path);
    event.waitUntil(opening);
  });
}
