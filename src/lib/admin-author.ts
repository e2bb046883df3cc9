/**
 * The staff account signed in on this device, kept beside the session token in local
 * storage (so logout and a 401, which clear local storage, forget it too). Admin changes
 * queued in the outbox carry it as their author and are sent only while that account is
 * signed in (docs/offline.md "Whose change it is").
 */
import type { OutboxAuthor } from './outbox/outbox-entry.ts';

const authorKey = 'adminAuthor';

export const adminAuthor = {
  get(): OutboxAuthor | null {
    if (typeof localStorage === 'undefined') return null;
    try {
      const value = JSON.parse(localStorage.getItem(authorKey) ?? 'null') as Partial<OutboxAuthor> | null;
      return typeof value?.id === 'string' && value.id ? { id: value.id, name: typeof value.name === 'string' && value.name ? value.name : value.id } : null;
    } catch {
      return null;
    }
  },
  set(author: OutboxAuthor): void {
    localStorage.setItem(authorKey, JSON.stringify(author));
  },
};
