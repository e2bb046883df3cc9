/**
 * Everything under /admin (login, dashboard and every sub-screen) as descendant routes.
 * Loaded lazily, so no admin code reaches a public page.
 */
export function AdminApp() {
  return null;
}
