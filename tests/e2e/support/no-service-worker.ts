/**
 * For spec files whose tests are not about the service worker or offline use (forms,
 * header, catalogue screens, admin screens): their pages run as in a browser without a
 * service worker. With one, every fresh browser context installs it and saves the whole
 * catalogue for offline use (1,158 requests, about 11 s of browser and server CPU), which
 * these tests never read, while the other worker's test waits for the cores. Specs that
 * watch the network use it too (the worker would answer some requests from its cache).
 * The tests about offline use and the worker's caches keep it: the offline-* specs, and in
 * mixed specs (admin-panel, admin-pdf-hindi) a describe block that puts it back with
 * `withServiceWorker`; specs mostly about offline use (admin-leads, appointments-staff)
 * block it in a describe block for their online tests instead.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const;

/** Puts the worker back inside a spec file that blocks it. */
export const withServiceWorker = { serviceWorkers: 'allow' } as const;
