/**
 * The public lists the admin changes (GET /api/getOffers, /api/gallery), asked of the
 * network with no-store: the service worker serves these stale-while-revalidate to
 * visitors, but an admin must see the change they just made.
 */
export async function fetchFresh<T>(path: string): Promise<T> {
  const response = await fetch(path, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed (${response.status})`);
  return (await response.json()) as T;
}
