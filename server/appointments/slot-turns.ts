/**
 * How one API process lets many visitors at the form ask for the same slot at once
 * (200 for 3 places: docs/appointments.md "Speed") without each holding a database
 * connection while it waits. Capacity is still the database's alone (server/appointments/
 * slot-use.ts: a place is taken under the slot's row lock, whichever process asks); what
 * is arranged here is only who asks when, within this process:
 *
 * - **Shared reads.** The committed view of a showroom's slots (slotView) asked for while
 *   a read of it is under way is served by the next read, started after that one ends: one
 *   read for everyone waiting, and never one begun before the request came.
 * - **One booking per slot at a time.** A booking of a slot waits, without a connection,
 *   for the one of the same slot already in its transaction here, then looks again: once
 *   the places are gone the others are refused from that look, not from the lock.
 */
import type { Db } from '../db/connect.ts';
import { slotView, type SlotView } from './slot-use.ts';

interface Batch {
  ids: string[];
  done: Promise<SlotView>;
  resolve: (view: SlotView) => void;
  reject: (error: unknown) => void;
}

interface ReadState {
  next: Batch | null;
  running: boolean;
}

/** Per database (tests run several apps in one process), per showroom, purpose, model and window. */
const reads = new WeakMap<Db, Map<string, ReadState>>();
const allTurns = new WeakMap<Db, Map<string, Turn>>();

function mapOf<V>(all: WeakMap<Db, Map<string, V>>, db: Db): Map<string, V> {
  let map = all.get(db);
  if (!map) {
    map = new Map();
    all.set(db, map);
  }
  return map;
}

function newBatch(): Batch {
  let resolve: Batch['resolve'] = () => {};
  let reject: Batch['reject'] = () => {};
  const done = new Promise<SlotView>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { ids: [], done, resolve, reject };
}

/** The committed view of the slot's showroom, read after this call began (shared with those asking at the same time). */
export function sharedSlotView(db: Db, slot: SlotView['slot'], appointmentId: string): Promise<SlotView> {
  const key = `${slot.showroomId}|${slot.purpose}|${slot.model}|${slot.from.getTime()}|${slot.to.getTime()}`;
  const states = mapOf(reads, db);
  let state = states.get(key);
  if (!state) {
    state = { next: null, running: false };
    states.set(key, state);
  }
  state.next ??= newBatch();
  const batch = state.next;
  batch.ids.push(appointmentId);
  if (!state.running) void readInTurn(db, slot, key, state, states);
  return batch.done;
}

async function readInTurn(db: Db, slot: SlotView['slot'], key: string, state: ReadState, states: Map<string, ReadState>): Promise<void> {
  state.running = true;
  for (let batch = state.next; batch; batch = state.next) {
    state.next = null;
    try {
      batch.resolve(await slotView(db, slot, batch.ids));
    } catch (error) {
      batch.reject(error);
    }
  }
  state.running = false;
  states.delete(key);
}

interface Turn {
  /** A booking of the slot is in its transaction. */
  running: boolean;
  /** Those waiting for the turn, in the order they came: told to take it, or to look again. */
  waiting: ((signal: 'take' | 'look') => void)[];
}

/**
 * Runs `book` when no other booking of the slot is in its transaction in this process.
 * `book` answers its outcome and whether the slot had a place left after it: then the turn
 * goes straight to the next booking waiting, which tries under the slot's lock; otherwise
 * (full, refused, failed) every booking waiting looks again with `look`, all in one shared
 * read, and a refusal it returns is that booking's answer.
 */
export async function inSlotTurn<T>(
  db: Db, slotKey: string, look: () => Promise<T | null>, book: () => Promise<{ outcome: T; placeLeft: boolean }>,
): Promise<T> {
  const turns = mapOf(allTurns, db);
  for (;;) {
    const turn = turns.get(slotKey) ?? { running: false, waiting: [] };
    turns.set(slotKey, turn);
    if (turn.running) {
      const signal = await new Promise<'take' | 'look'>((resolve) => turn.waiting.push(resolve));
      if (signal === 'look') {
        const refusal = await look();
        if (refusal !== null) return refusal;
        continue;
      }
    }
    turn.running = true;
    let placeLeft = false;
    try {
      const result = await book();
      placeLeft = result.placeLeft;
      return result.outcome;
    } finally {
      const next = placeLeft ? turn.waiting.shift() : undefined;
      if (next) {
        next('take');
      } else {
        turn.running = false;
        turns.delete(slotKey);
        for (const waiting of turn.waiting.splice(0)) waiting('look');
      }
    }
  }
}
