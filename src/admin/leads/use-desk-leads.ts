/**
 * Reads of the device's copy that update as soon as an event is recorded or a pull lands:
 * the list from memory (desk-memory.ts), one lead and the staff as Dexie live queries.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import type { StaffRecord } from '#contract/lead-api.ts';
import { deskMemory } from './desk-memory.ts';
import { leadDeskDb, readStaff, type LocalLeadEvent } from './lead-db.ts';
import { withWaitingEvents, type DeskLead } from './lead-view.ts';
import { useDeskAccount, withAccount } from './use-desk-account.ts';

/** Every lead on the device with its waiting events applied; undefined while the first read runs. */
export function useDeskLeads(): DeskLead[] | undefined {
  const memory = deskMemory(leadDeskDb());
  useEffect(() => {
    void memory.load();
  }, [memory]);
  return useStore(memory.store, (list) => list.leads);
}

interface DeskLeadDetail {
  lead: DeskLead | null;
  /** Newest first. */
  events: LocalLeadEvent[];
}

export function useDeskLead(leadId: string): DeskLeadDetail | undefined {
  return useLiveQuery(async () => {
    const database = leadDeskDb();
    const [lead, events] = await Promise.all([database.leads.get(leadId), database.events.where('leadId').equals(leadId).toArray()]);
    events.sort((a, b) => b.at.localeCompare(a.at));
    return { lead: lead ? withWaitingEvents(lead, events) : null, events };
  }, [leadId]);
}

const noStaff: StaffRecord[] = [];

/** The staff list as last pulled, with the signed-in person in it (use-desk-account.ts `withAccount`). */
export function useDeskStaff(): readonly StaffRecord[] {
  const stored = useLiveQuery(() => readStaff(leadDeskDb()), [], noStaff) ?? noStaff;
  const account = useDeskAccount();
  return useMemo(() => withAccount(stored, account), [stored, account]);
}
