/**
 * Leads typed in on this device (a walk-in recorded at the desk): the desk's alerts leave
 * them out here, as the person who typed one needs no toast, tone or title count for it.
 * The id is the outbox entry's, which the server keeps as the lead's id (its
 * Idempotency-Key), so it is known before the walk-in is sent, even if it is sent later,
 * offline, after a reload. Kept in localStorage: every tab of this browser knows; other
 * devices, and colleagues, are alerted as usual.
 */
const key = 'admin-entered-here';
const kept = 50;

function read(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Only for this page when storage is refused (private mode). */
const thisPage = new Set<string>();

export function rememberEnteredHere(id: string): void {
  const lower = id.toLowerCase();
  thisPage.add(lower);
  try {
    localStorage.setItem(key, JSON.stringify([...read().filter((x) => x !== lower), lower].slice(-kept)));
  } catch {
    // Storage refused: this page still knows.
  }
}

export function enteredHere(id: string): boolean {
  const lower = id.toLowerCase();
  return thisPage.has(lower) || read().includes(lower);
}
