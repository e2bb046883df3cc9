/**
 * Web Push with the app closed (docs/notifications.md "Web Push"), in real Chromium against
 * the real server and its queue: a tablet's desk switches alerts on from the control beside
 * the bell (axe finds nothing on it); the browser's own push service is outside our
 * control, so `pushManager.subscribe` answers a subscription on a local push service
 * stand-in with keys this test holds; a new enquiry makes the server send the stand-in one
 * push, signed with VAPID; its decrypted payload is delivered to the service worker
 * through CDP (ServiceWorker.deliverPushMessage), which shows the notification; a click on
 * it opens the lead in the desk. Switching off removes the device.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { csrfHeader, idempotencyHeader } from '#contract/api-paths.ts';
import { staffPushPaths } from '#contract/staff-push.ts';
import { enquiryKinds } from '#contract/enquiry-kinds.ts';
import { validBody } from '../faults/support/bodies.ts';
import { startPushServiceStandIn, type PushServiceStandIn } from '../support/push-service-stand-in.ts';
import { logIn } from './support/admin-login.ts';
import { audit } from './support/audit.ts';
import { fullChromiumLaunchOptions } from './support/chromium.ts';
import { serverForFile } from './support/file-server.ts';
import { controllingWorker } from './support/service-worker-control.ts';

const server = serverForFile({ setupTimeout: 180_000 });
// The headless shell shows no notifications.
test.use({ launchOptions: fullChromiumLaunchOptions });

/** The service worker's globals this file reaches into (its types are the WebWorker lib's, not the page's). */
interface WorkerScope {
  registration: { getNotifications(): Promise<Notification[]> };
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}
let push: PushServiceStandIn;

test.beforeAll(async () => {
  push = await startPushServiceStandIn();
});
test.afterAll(async () => {
  await push?.close();
});

/** The page's pushManager answers the stand-in's subscription (kept for the tab's life). */
async function standInPushManager(page: Page, subscription: { endpoint: string; keys: { p256dh: string; auth: string } }): Promise<void> {
  await page.addInitScript((sub) => {
    const make = () => ({
      endpoint: sub.endpoint,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => sub,
      unsubscribe: async () => {
        sessionStorage.removeItem('push-stand-in');
        return true;
      },
    });
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (!options?.applicationServerKey) throw new Error('no applicationServerKey');
      sessionStorage.setItem('push-stand-in', '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (sessionStorage.getItem('push-stand-in') ? make() : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

test('switched on at the desk, a new lead arrives as a push, shows a notification, and a click opens the lead', async ({ browser }) => {
  test.setTimeout(150_000);
  const device = push.device('desk-tablet');
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await tablet.grantPermissions(['notifications'], { origin: server.url });
  try {
    const desk = await tablet.newPage();
    await standInPushManager(desk, device.subscription);
    await logIn(desk, server.url);
    await desk.goto(`${server.url}/admin/leads`);
    expect(await controllingWorker(desk)).toContain('/sw.js');

    await desk.getByRole('button', { name: 'Alerts with the app closed' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Alerts with the app closed' });
    await expect(dialog.getByRole('status')).toHaveText('Off on this device.');
    await expect(dialog.getByRole('checkbox', { name: 'Bookings (test rides and services with a time)' })).toBeChecked();
    await audit(desk, 'alerts with the app closed, dialog', { hard: true });
    await dialog.getByRole('checkbox', { name: 'Contact request' }).check();
    await dialog.getByRole('button', { name: 'Switch on' }).click();
    await expect(dialog.getByRole('status')).toHaveText('On for this device.');

    const id = randomUUID();
    const sent = await fetch(`${server.url}${enquiryKinds.contact.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: id },
      body: JSON.stringify({ ...validBody('contact', 6101), name: 'Imran Push' }),
    });
    expect(sent.status).toBe(201);
    await expect.poll(() => push.requests.filter((r) => r.device === 'desk-tablet').length, { timeout: 30_000 }).toBe(1);
    const [request] = push.requests;
    expect(request?.vapidValid).toBe(true);
    expect(request?.payload).toMatchObject({ title: 'New lead: Imran Push', url: `/admin/leads/${id}` });

    // The push, as the browser's push service would hand it to the service worker.
    const cdp = await tablet.newCDPSession(desk);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = registrations.find((r) => r.scopeURL.startsWith(server.url) && !r.isDeleted);
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.url, registrationId: await registrationId, data: JSON.stringify(request?.payload) });

    const [worker] = tablet.serviceWorkers();
    expect(worker).toBeTruthy();
    await expect.poll(() => worker!.evaluate(async () => {
      const shown = await (self as unknown as WorkerScope).registration.getNotifications();
      return shown.map((n) => ({ title: n.title, body: n.body }));
    }), { timeout: 10_000 }).toEqual([{ title: 'New lead: Imran Push', body: expect.stringMatching(/^Contact request · /) as unknown }]);

    // A tap on it: the notificationclick the browser dispatches.
    await worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      try {
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      } catch {
        // waitUntil is the browser's own events' alone; the page opens all the same.
      }
    });
    await desk.waitForURL(`${server.url}/admin/leads/${id}`);
    await expect(desk.getByRole('heading', { level: 1, name: 'Imran Push' })).toBeVisible();
    // The lead's page says which staff devices were told, in words and an Indian date.
    const told = desk.getByRole('region', { name: 'Alerts to staff' });
    await expect(told).toContainText(/^Alerts to staffAlert sent to 1 staff device, \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m\.$/);
    await audit(desk, 'lead with its alerts to staff', { hard: true });
    // The customer's e-mail address wraps in its column: nothing scrolls sideways at 768.
    expect(await desk.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // Switching off removes the device: the next lead sends nothing to it. Another device
    // of the same person, still on, hears of that lead: once its push has gone, the one
    // this device would have had is known not to be coming.
    // On a slow line, this device's settings answer after the dialog opens: a "Switch off"
    // tapped at once must stay off when that answer lands.
    // The answer is made while the device is on and held until the device is off, however
    // slow the machine (a fixed delay could land before the tap).
    // The dialog keeps the settings it last read while it asks again: read them once in this
    // page (after the notification's click, the page may be a fresh one that has none), so the
    // next opening offers "Switch off" at once while its own answer is still held.
    await desk.getByRole('button', { name: 'Alerts with the app closed' }).click();
    await expect(desk.getByRole('dialog').getByRole('button', { name: 'Switch off' })).toBeEnabled();
    await desk.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(desk.getByRole('dialog')).toHaveCount(0);
    const whileOn = await desk.request.get(`${server.url}${staffPushPaths.settings}?endpoint=${encodeURIComponent(device.subscription.endpoint)}`);
    expect(((await whileOn.json()) as { current: unknown }).current).toBeTruthy();
    const lateAnswer = await whileOn.text();
    let letAnswerGo!: () => void;
    const held = new Promise<void>((resolve) => (letAnswerGo = resolve));
    let answerLanded!: () => void;
    const landed = new Promise<void>((resolve) => (answerLanded = resolve));
    await tablet.route(`**${staffPushPaths.settings}*`, async (route) => {
      await held;
      await route.fulfill({ status: 200, contentType: 'application/json', body: lateAnswer });
      answerLanded();
    });
    await desk.getByRole('button', { name: 'Alerts with the app closed' }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Switch off' }).click();
    await expect(desk.getByRole('dialog').getByRole('status')).toHaveText('Off on this device.');
    letAnswerGo();
    await landed;
    await expect(desk.getByRole('dialog').getByRole('button', { name: 'Switch on' })).toBeVisible();
    const phone = push.device('desk-phone');
    const token = await desk.evaluate(() => localStorage.getItem('adminToken'));
    const stillOn = await desk.request.put(`${server.url}${staffPushPaths.subscription}`, {
      headers: { [csrfHeader]: token ?? '' },
      data: { subscription: phone.subscription, showroomIds: [1, 2, 3, 4], kinds: ['contact'], unassigned: true },
    });
    expect(stillOn.status(), await stillOn.text()).toBeLessThan(300);
    const next = await fetch(`${server.url}${enquiryKinds.contact.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [idempotencyHeader]: randomUUID() },
      body: JSON.stringify({ ...validBody('contact', 6102), name: 'Nobody Told' }),
    });
    expect(next.status).toBe(201);
    await expect.poll(() => push.requests.filter((r) => r.device === 'desk-phone').map((r) => r.payload?.title), { timeout: 30_000 })
      .toEqual(['New lead: Nobody Told']);
    expect(push.requests.filter((r) => r.device === 'desk-tablet')).toHaveLength(1);
    await expect(desk.getByRole('dialog').getByRole('status')).toHaveText('Off on this device.');
  } finally {
    await tablet.close();
  }
});

test('a browser without push says so in words', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await phone.newPage();
    await page.addInitScript(() => {
      delete (window as { PushManager?: unknown }).PushManager;
    });
    await logIn(page, server.url);
    await page.getByRole('button', { name: 'Alerts with the app closed' }).click();
    await expect(page.getByRole('dialog')).toContainText('This browser cannot alert you with the app closed');
    await audit(page, 'alerts with the app closed, unsupported', { hard: true });
  } finally {
    await phone.close();
  }
});

test('a refused subscription says in words what to do, not the browser\'s message', async ({ browser }) => {
  test.setTimeout(150_000);
  const tablet = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  await tablet.grantPermissions(['notifications'], { origin: server.url });
  try {
    const desk = await tablet.newPage();
    // The browser's push service is outside our control: it refuses as Chromium does when
    // notifications are blocked for the site although the permission answer was given.
    await desk.addInitScript(() => {
      PushManager.prototype.getSubscription = async () => null;
      PushManager.prototype.subscribe = async () => {
        throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      };
    });
    await logIn(desk, server.url);
    await desk.goto(`${server.url}/admin/leads`);
    expect(await controllingWorker(desk)).toContain('/sw.js');
    await desk.getByRole('button', { name: 'Alerts with the app closed' }).click();
    const dialog = desk.getByRole('dialog', { name: 'Alerts with the app closed' });
    await dialog.getByRole('button', { name: 'Switch on' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Notifications are blocked for this site. To turn them on, open the site settings in your browser (the lock icon by the address) and allow notifications.',
    );
    await expect(dialog).not.toContainText('Registration failed');
    await expect(dialog.getByRole('status')).toHaveText('Off on this device.');
    await audit(desk, 'alerts with the app closed, refused', { hard: true });
  } finally {
    await tablet.close();
  }
});
