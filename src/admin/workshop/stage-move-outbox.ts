/**
 * A stage move on the workshop board goes through the outbox (docs/offline.md), as the
 * appointments day view's changes do: its own UUID is the Idempotency-Key, so a resend
 * moves the card once; one card's moves are sent in the order they were made. It carries
 * the card's version as the board showed it: if someone moved the card meanwhile, the
 * server answers 409 in words and the entry is kept as failed for the card to show.
 */
import { jobStageLabels, workshopPaths, type JobCardRecord, type JobStage } from '#contract/workshop.ts';
import type { NewOutboxRequest, OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { cardPath } from './workshop-queries.ts';

export const stageMoveKind = 'workshop-stage-move';

export type Enqueue = (request: NewOutboxRequest) => Promise<string>;

export function queueStageMove(enqueue: Enqueue, card: Pick<JobCardRecord, 'id' | 'reference' | 'version'>, stage: JobStage): Promise<string> {
  return enqueue({
    id: crypto.randomUUID(), kind: stageMoveKind, label: `${card.reference} to ${jobStageLabels[stage]}`,
    method: 'POST', path: stageMovePath(card.id), encoding: 'json', body: { stage, version: card.version }, auth: 'admin', inOrder: true,
  });
}

export const stageMovePath = (cardId: number): string => cardPath(workshopPaths.stage, cardId);

export function isStageMoveEntry(entry: Pick<OutboxEntry, 'kind'>): boolean {
  return entry.kind === stageMoveKind;
}
