/**
 * The sync cursor (src/contract/lead-api.ts `leadCursorPattern`), opaque to the device:
 * - '0': a first sync, not begun;
 * - 'H.P': a first sync of the leads changed up to change number H, continuing after P;
 * - 'N': every lead changed after change number N (a delta).
 * Change numbers are PostgreSQL bigints, kept as decimal text.
 */
import { HttpError } from '../http/http-error.ts';

type SyncCursor =
  | { phase: 'first'; horizon: string | null; after: string }
  | { phase: 'delta'; after: string };

const maxBigint = 2n ** 63n - 1n;

const cursorMessage = 'since must be a cursor from an earlier answer';

function changeNumber(text: string): string {
  const n = BigInt(text);
  if (n > maxBigint) throw new HttpError(400, `since: ${cursorMessage}`);
  return n.toString();
}

export function parseCursor(text: string): SyncCursor {
  const [first, second] = text.split('.');
  if (second !== undefined) return { phase: 'first', horizon: changeNumber(first ?? '0'), after: changeNumber(second) };
  const after = changeNumber(first ?? '0');
  return after === '0' ? { phase: 'first', horizon: null, after: '0' } : { phase: 'delta', after };
}

export function firstSyncCursor(horizon: string, after: string): string {
  return `${horizon}.${after}`;
}

export function isAfter(a: string, b: string): boolean {
  return BigInt(a) > BigInt(b);
}
