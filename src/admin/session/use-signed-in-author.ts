/**
 * The account whose changes this page may send, kept in step with GET /api/me: a session
 * begun before authors were recorded (or a token set by another route) still names its
 * account, so its changes are signed (docs/offline.md "Whose change it is").
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { adminAuthor } from '../../lib/admin-author.ts';
import type { OutboxAuthor } from '../../lib/outbox/outbox-entry.ts';
import { meQuery } from './me-query.ts';

export function useSignedInAuthor(): OutboxAuthor | null {
  const { data: me } = useQuery(meQuery);
  const fromServer = me ? { id: me.user_id, name: me.user_name || me.user_id } : null;
  useEffect(() => {
    if (!fromServer) return;
    const stored = adminAuthor.get();
    if (stored?.id !== fromServer.id || stored.name !== fromServer.name) adminAuthor.set(fromServer);
  }, [fromServer?.id, fromServer?.name]); // eslint-disable-line react-hooks/exhaustive-deps
  return fromServer ?? adminAuthor.get();
}
