import { createHash } from 'node:crypto';

/** A uuid made from a text: the id of a later try of a message, or of a job that must not be queued twice. */
export function uuidFrom(text: string): string {
  const h = createHash('md5').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
