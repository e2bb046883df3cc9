/**
 * For spec files whose tests are not about the service worker or offline use (forms,
 * header, catalogue screens, admin screens): their pages run as in a browser without a
 * service worker. With one, every fresh browser context installs it and saves the whole
 * catalogue for offline use (about 1,000 requests and 3 MB), which these tests never
 * read but which took about 40% of their CPU time on a 2-core machine. Specs that watch
 * the network use it too (the worker would answer some requests from its cache). The specs
 * about offline use and the worker's caches keep it: offline-*, admin-leads, admin-panel,
 * admin-pdf-hindi, onroad-quote, onroad-rates-admin and server-drawn.
 */
export const withoutServiceWorker = { serviceWorkers: 'block' } as const;
