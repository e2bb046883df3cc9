/**
 * The board's cards: the device's copy with the stage moves still in the outbox laid over
 * it (a waiting move shows the card in its new column at once, "Waiting to be sent"), and
 * the moves the server refused or that are stuck, each in the server's words, on the card
 * they belong to. Only the signed-in person's own entries are laid over (the caller picks
 * them): a move another account left on this device waits for its author (docs/offline.md
 * "Whose change it is").
 */
import { stageChangeSchema, type BoardCard, type JobStage } from '#contract/workshop.ts';
import type { OutboxEntry } from '../../lib/outbox/outbox-entry.ts';
import { stuckText } from '../../lib/outbox/outbox-words.ts';
import { fieldProblem } from '../session/api-errors.ts';
import { stageMoveKind, stageMovePath } from './stage-move-outbox.ts';

export interface RefusedMove {
  entryId: string;
  /** Where the move was taking the card. */
  stage: JobStage | null;
  /** The server's words (without the field's code name), or that it keeps failing. */
  message: string;
  /** Not refused but failing again and again: it may be sent again as it is. */
  stuck: boolean;
  /** The card changed meanwhile (409 naming its version): take the server's stage or try again. */
  conflict: boolean;
}

export interface BoardRow extends BoardCard {
  /** A move made on this device still waits to be sent. */
  waiting: boolean;
  refused: RefusedMove[];
}

const asRow = (card: BoardCard): BoardRow => ({ ...card, waiting: false, refused: [] });

function stageOf(entry: OutboxEntry): JobStage | null {
  const parsed = stageChangeSchema.safeParse(entry.body);
  return parsed.success ? parsed.data.stage : null;
}

function refusedMove(entry: OutboxEntry): RefusedMove {
  const stuck = entry.status === 'stuck';
  const problem = fieldProblem(entry.lastError ?? '');
  return {
    entryId: entry.id, stage: stageOf(entry), stuck,
    message: stuck ? stuckText : problem.text || 'The server refused this move',
    conflict: !stuck && entry.refusedStatus === 409 && problem.field === 'version',
  };
}

/** The cards with this device's moves applied, oldest entries first (the order they were made). */
export function boardRows(cards: readonly BoardCard[], entries: readonly OutboxEntry[]): BoardRow[] {
  const rows = new Map<string, BoardRow>(cards.map((c) => [stageMovePath(c.id), asRow(c)]));
  for (const entry of entries) {
    if (entry.kind !== stageMoveKind) continue;
    const row = rows.get(entry.path);
    if (!row) continue;
    if (entry.status === 'failed' || entry.status === 'stuck') {
      rows.set(entry.path, { ...row, refused: [...row.refused, refusedMove(entry)] });
      continue;
    }
    const stage = stageOf(entry);
    // The server moves a card up its version once a move is made: the next move made here carries that.
    if (stage) rows.set(entry.path, { ...row, stage, version: row.version + 1, waiting: true });
  }
  return [...rows.values()];
}
