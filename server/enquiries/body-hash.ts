/**
 * The fingerprint of a submission: sha256 over the kind, the canonical JSON of the
 * validated payload (keys sorted, so field order never matters) and the uploaded file's
 * digest. A replay with the same Idempotency-Key must carry the same fingerprint.
 */
import { createHash } from 'node:crypto';

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function bodyHash(kind: string, payload: unknown, fileSha256?: string): string {
  const hash = createHash('sha256').update(kind).update('\n').update(canonicalJson(payload));
  if (fileSha256) hash.update('\n').update(fileSha256);
  return hash.digest('hex');
}
