/**
 * The workshop board on the device (docs/workshop.md "Offline, like the lead desk"): the cards of its copy
 * with the outbox's waiting, refused and stuck stage moves laid over them; a move queued
 * with its own key and the card's version; the copy kept in its own IndexedDB database
 * (fake-indexeddb) and dropped when the admin session ends.
 */
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { workshopMessages, type BoardCard } from '#contract/workshop.ts';
import type { NewOutboxRequest, OutboxEntry } from '../../src/lib/outbox/outbox-entry.ts';
import { stuckText } from '../../src/lib/outbox/outbox-words.ts';
import { boardRows } from '../../src/admin/workshop/board-rows.ts';
import { queueStageMove, stageMoveKind, stageMovePath } from '../../src/admin/workshop/stage-move-outbox.ts';
import { clearWorkshopBoard, storeBoard, storedBoard, WorkshopBoardDb } from '../../src/admin/workshop/workshop-board-db.ts';

const card = (id: number, over: Partial<BoardCard> = {}): BoardCard => ({
  id, reference: `JC-${String(id).padStart(6, '0')}`, appointmentId: null, showroomId: 2, registration: 'HR 26 XX 1234', model: 'Shine 100',
  odometerKm: 12_480, fuelQuarters: 2, complaints: 'Brakes squeak', serviceType: 'paid', technicianId: null, customerName: 'Sunita Devi',
  mobile: '9811050001', supply: 'intra-state', stage: 'waiting', version: 1, createdAt: '2026-12-01T04:30:00.000Z', updatedAt: '2026-12-01T04:30:00.000Z',
  pendingLines: 0, ...over,
});

function entry(cardId: number, over: Partial<OutboxEntry>): OutboxEntry {
  return {
    id: crypto.randomUUID(), kind: stageMoveKind, label: '', method: 'POST', path: stageMovePath(cardId), encoding: 'json', body: {},
    auth: 'admin', createdAt: Date.parse('2026-12-01T05:00:00Z'), status: 'pending', attempts: 0, nextAttemptAt: 0, leaseUntil: 0, lastError: null, ...over,
  } as OutboxEntry;
}

describe('boardRows', () => {
  it('shows waiting moves at once, in the order made, each carrying the version the one before gives', () => {
    const rows = boardRows([card(1), card(2)], [
      entry(1, { body: { stage: 'in_bay', version: 1 } }), entry(1, { status: 'sending', body: { stage: 'final_inspection', version: 2 } }),
    ]);
    expect(rows.map((r) => [r.id, r.stage, r.version, r.waiting])).toEqual([[1, 'final_inspection', 3, true], [2, 'waiting', 1, false]]);
  });

  it('puts a conflict on its card in the server\'s words, the card left at the server\'s stage; a stuck move says so', () => {
    const conflict = entry(1, { status: 'failed', refusedStatus: 409, lastError: `version: ${workshopMessages.versionConflict}`, body: { stage: 'in_bay', version: 1 } });
    const order = entry(1, { status: 'failed', refusedStatus: 409, lastError: 'stage: A job card at In bay moves to Final inspection next, not In bay', body: { stage: 'in_bay', version: 1 } });
    const stuck = entry(2, { status: 'stuck', lastError: 'Server error (503)', body: { stage: 'in_bay', version: 1 } });
    const [one, two] = boardRows([card(1, { stage: 'in_bay', version: 2 }), card(2)], [conflict, order, stuck]);
    expect(one).toMatchObject({ stage: 'in_bay', version: 2, waiting: false });
    expect(one?.refused).toEqual([
      { entryId: conflict.id, stage: 'in_bay', message: workshopMessages.versionConflict, stuck: false, conflict: true },
      { entryId: order.id, stage: 'in_bay', message: 'A job card at In bay moves to Final inspection next, not In bay', stuck: false, conflict: false },
    ]);
    expect(two?.refused).toEqual([{ entryId: stuck.id, stage: 'in_bay', message: stuckText, stuck: true, conflict: false }]);
  });

  it('leaves out other kinds of entry and moves of cards the copy does not hold', () => {
    const rows = boardRows([card(1)], [entry(9, { body: { stage: 'in_bay', version: 1 } }), entry(1, { kind: 'appointment-change', body: { stage: 'in_bay', version: 1 } })]);
    expect(rows).toMatchObject([{ id: 1, stage: 'waiting', waiting: false, refused: [] }]);
  });
});

describe('queueStageMove', () => {
  it('queues the move for the outbox with its own UUID and the card\'s version, in order per card', async () => {
    const queued: NewOutboxRequest[] = [];
    const enqueue = async (request: NewOutboxRequest) => {
      queued.push(request);
      return request.id ?? '';
    };
    const first = await queueStageMove(enqueue, card(7, { version: 4 }), 'washing');
    const second = await queueStageMove(enqueue, card(7, { version: 4 }), 'washing');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(queued[0]).toEqual({
      id: first, kind: stageMoveKind, label: 'JC-000007 to Washing', method: 'POST', path: '/api/admin/workshop/job-cards/7/stage',
      encoding: 'json', body: { stage: 'washing', version: 4 }, auth: 'admin', inOrder: true,
    });
  });
});

describe('the board\'s copy on the device', () => {
  it('keeps the last board with when it was read, and is dropped with nothing left', async () => {
    const database = new WorkshopBoardDb(`board-test-${crypto.randomUUID()}`);
    expect(await storedBoard(database)).toBeNull();
    await storeBoard([card(1)], 1_000, database);
    await storeBoard([card(1, { stage: 'in_bay', version: 2 }), card(2)], 2_000, database);
    expect(await storedBoard(database)).toMatchObject({ syncedAt: 2_000, cards: [{ id: 1, stage: 'in_bay' }, { id: 2 }] });
    await clearWorkshopBoard(database);
    expect(await storedBoard(database)).toBeNull();
    database.close();
  });
});
