/**
 * The desk's list in memory, beside the device's IndexedDB copy (docs/lead-desk.md).
 *
 * Reading every lead back out of IndexedDB after each write is what made a pull slow: at
 * 5,000 leads a delta of 50 changes spent ~170 ms of its ~350 ms re-reading and
 * re-deriving rows it had not touched. So the list is read from IndexedDB once per page
 * load, and every write made in this page applies to both, after its transaction
 * committed: a pull's page, an event recorded here, closed leads dropped, logout. A write
 * made in another tab is announced on a BroadcastChannel and reloads the list there.
 *
 * Every change is a put or a delete by id, so a change that lands while the first read
 * runs is simply applied again on top of what that read returned.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { LeadRecord } from '#contract/lead-api.ts';
import type { LeadDeskDb, LocalLeadEvent } from './lead-db.ts';
import { withWaitingEvents, type DeskLead } from './lead-view.ts';

interface DeskList {
  /** Every lead on the device with its waiting events applied; undefined until the first read. */
  leads: DeskLead[] | undefined;
}

type Change =
  | { kind: 'leads'; leads: readonly LeadRecord[]; events: readonly LocalLeadEvent[] }
  | { kind: 'forget'; ids: readonly string[] }
  | { kind: 'forgetAll' };

interface DeskMemory {
  store: StoreApi<DeskList>;
  /** Reads the list from IndexedDB if nothing has yet. */
  load(): Promise<void>;
  /** Leads as the server sent them and events (from the server, or waiting here), stored. */
  remember(leads: readonly LeadRecord[], events: readonly LocalLeadEvent[]): void;
  /** Leads no longer kept on the device. */
  forget(ids: readonly string[]): void;
  /** Logout and a 401: the device keeps no lead. */
  forgetAll(): void;
}

const memories = new WeakMap<LeadDeskDb, DeskMemory>();

/** The one list of a database instance (the page's, or a test's own). */
export function deskMemory(database: LeadDeskDb): DeskMemory {
  let memory = memories.get(database);
  if (!memory) {
    memory = createDeskMemory(database);
    memories.set(database, memory);
  }
  return memory;
}

function createDeskMemory(database: LeadDeskDb): DeskMemory {
  const store = createStore<DeskList>(() => ({ leads: undefined }));
  const leads = new Map<string, LeadRecord>();
  /** Waiting events by lead id. */
  const waiting = new Map<string, Map<string, LocalLeadEvent>>();
  const rows = new Map<string, DeskLead>();
  let reading: Promise<void> | undefined;
  /** Changes made while a read runs, applied on top of what it returns. */
  let missed: Change[] | undefined;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${database.name}-changed`);

  function derive(id: string): void {
    const lead = leads.get(id);
    if (lead) rows.set(id, withWaitingEvents(lead, [...(waiting.get(id)?.values() ?? [])]));
    else rows.delete(id);
  }

  function apply(change: Change): void {
    if (change.kind === 'forgetAll') {
      leads.clear();
      waiting.clear();
      rows.clear();
      return;
    }
    const touched = new Set<string>();
    if (change.kind === 'forget') {
      for (const id of change.ids) {
        leads.delete(id);
        waiting.delete(id);
        touched.add(id);
      }
    } else {
      for (const lead of change.leads) {
        leads.set(lead.id, lead);
        touched.add(lead.id);
      }
      // The server's copy of an event made here replaces the waiting one (same id).
      for (const event of change.events) {
        const forLead = waiting.get(event.leadId) ?? new Map<string, LocalLeadEvent>();
        if (event.pending === 1) forLead.set(event.id, event);
        else forLead.delete(event.id);
        if (forLead.size > 0) waiting.set(event.leadId, forLead);
        else waiting.delete(event.leadId);
        touched.add(event.leadId);
      }
    }
    for (const id of touched) derive(id);
  }

  function publish(): void {
    store.setState({ leads: [...rows.values()] });
  }

  async function readAll(): Promise<void> {
    missed = [];
    try {
      const [stored, pending] = await database.transaction('r', database.leads, database.events, () =>
        Promise.all([database.leads.toArray(), database.events.where('pending').equals(1).toArray()]),
      );
      apply({ kind: 'forgetAll' });
      apply({ kind: 'leads', leads: stored, events: pending });
      for (const change of missed) apply(change);
      publish();
    } finally {
      missed = undefined;
    }
  }

  function change(next: Change): void {
    channel?.postMessage('changed');
    if (missed) {
      missed.push(next);
      return;
    }
    // Nothing read yet: the first read will see this write.
    if (store.getState().leads === undefined) return;
    apply(next);
    publish();
  }

  // One read at a time; a reload asked for while one runs (another tab wrote) reads once more after it.
  let again = false;
  function reload(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await readAll().catch(() => {
          // No IndexedDB to read: the list is what this page has seen, from nothing.
          if (store.getState().leads === undefined) store.setState({ leads: [] });
        });
      } while (again);
    })().finally(() => {
      reading = undefined;
    });
    return reading;
  }
  if (channel) {
    channel.onmessage = () => {
      if (store.getState().leads !== undefined) void reload();
    };
    // In Node (tests) an open channel would keep the process alive.
    (channel as { unref?: () => void }).unref?.();
  }

  return {
    store,
    load: () => (store.getState().leads === undefined ? reload() : Promise.resolve()),
    remember: (changed, events) => change({ kind: 'leads', leads: changed, events }),
    forget: (ids) => change({ kind: 'forget', ids }),
    forgetAll: () => change({ kind: 'forgetAll' }),
  };
}
