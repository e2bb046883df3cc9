/**
 * Recording work on a lead (docs/lead-desk.md): the event gets its own UUID, is
 * stored on the device as waiting (so the lead changes at once, offline too) and goes
 * into the existing outbox with that UUID as the entry id, which the outbox sends as the
 * Idempotency-Key: however often a send is repeated, the server stores it once. A
 * lead's events are sent in the order they were made (a later one waits for an earlier).
 */
import { leadPaths, type LeadRecord } from '#contract/lead-api.ts';
import type { LeadEventContent } from '#contract/lead-events.ts';
import type { NewOutboxRequest } from '../../lib/outbox/outbox-entry.ts';
import { deskMemory } from './desk-memory.ts';
import type { LeadDeskDb, LocalLeadEvent } from './lead-db.ts';

export const leadEventOutboxKind = 'lead-event';

export interface DeskAuthor {
  userId: string;
  userName: string;
}

interface RecordDeps {
  enqueue: (request: NewOutboxRequest) => Promise<string>;
  newId?: () => string;
  now?: () => Date;
}

const outboxLabels: Record<LeadEventContent['type'], string> = {
  note: 'Note',
  call: 'Call',
  status: 'Status',
  assign: 'Assignment',
  followup: 'Follow-up',
};

export async function recordDeskEvent(
  database: LeadDeskDb,
  lead: Pick<LeadRecord, 'id' | 'name'>,
  content: LeadEventContent,
  author: DeskAuthor,
  deps: RecordDeps,
  resolves?: string,
): Promise<LocalLeadEvent> {
  const id = deps.newId?.() ?? crypto.randomUUID();
  const at = (deps.now?.() ?? new Date()).toISOString();
  // The version the server last sent, not counting waiting events: every event made
  // offline on a lead names the same base, so the server sees what others changed.
  const server = await database.leads.get(lead.id);
  const baseVersion = server?.version ?? 0;
  const event: LocalLeadEvent = {
    id, leadId: lead.id, type: content.type, data: content.data as Record<string, unknown>, at,
    by: author.userId, byName: author.userName, receivedAt: at, version: baseVersion + 1,
    conflicts: [], resolvedBy: null, resolves: resolves ?? null, pending: 1, baseVersion,
  };
  await database.events.put(event);
  deskMemory(database).remember([], [event]);
  const body: Record<string, unknown> = { id, baseVersion, at, type: content.type, data: content.data };
  if (resolves) body.resolves = resolves;
  await deps.enqueue({
    id, kind: leadEventOutboxKind, label: `${outboxLabels[content.type]} for ${lead.name}`,
    method: 'POST', path: leadPaths.events(lead.id), encoding: 'json', body, auth: 'admin', inOrder: true,
  });
  return event;
}
