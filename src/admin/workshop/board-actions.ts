/**
 * What the board's buttons do (docs/workshop.md "Offline, like the lead desk"): a move goes
 * into the outbox; a refused one is dropped (the card keeps the server's stage) or made again
 * from the server's stage and version; a stuck one is sent again as it is.
 */
import type { JobStage } from '#contract/workshop.ts';
import { enqueueRequest, retryEntry } from '../../lib/page-outbox.ts';
import { queuedOnDevice } from '../data/queued-on-device.ts';
import { discardAdminChange } from '../shell/admin-changes.ts';
import type { BoardRow } from './board-rows.ts';
import type { BoardActions } from './job-card-board.tsx';
import { queueStageMove, stageMoveKind } from './stage-move-outbox.ts';

export const boardActions = (open: (card: BoardRow) => void): BoardActions => ({
  open,
  move: (card: BoardRow, stage: JobStage) => void queuedOnDevice(queueStageMove(enqueueRequest, card, stage)),
  keepServerStage: (refused) => void queuedOnDevice(discardAdminChange({ id: refused.entryId, kind: stageMoveKind })),
  tryAgain: (card, refused) => {
    const stage = refused.stage;
    if (!stage) return;
    void queuedOnDevice(discardAdminChange({ id: refused.entryId, kind: stageMoveKind }).then(() => queueStageMove(enqueueRequest, card, stage)));
  },
  sendAgain: (refused) => void queuedOnDevice(retryEntry(refused.entryId)),
});
