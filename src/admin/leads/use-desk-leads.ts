/** Live reads of the device's copy (dexie-react-hooks): they update as soon as an event is recorded or a pull lands. */
import { useLiveQuery } from 'dexie-react-hooks';
import type { StaffRecord } from '../../contract/lead-api.ts';
import { leadDeskDb, readStaff, type LocalLeadEvent } from './lead-db.ts';
import { withWaitingEvents, type DeskLead } from './lead-view.ts';

/** Every lead on the device with its waiting events applied; undefined while the first read runs. */
export function useDeskLeads(): DeskLead[] | undefined {
  return useLiveQuery(async () => {
    const database = leadDeskDb();
    const [leads, waiting] = await Promise.all([database.leads.toArray(), database.events.where('pending').equals(1).toArray()]);
    const byLead = new Map<string, LocalLeadEvent[]>();
    for (const e of waiting) byLead.set(e.leadId, [...(byLead.get(e.leadId) ?? []), e]);
    return leads.map((lead) => withWaitingEvents(lead, byLead.get(lead.id) ?? []));
  }, []);
}

export interface DeskLeadDetail {
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

export function useDeskStaff(): StaffRecord[] {
  return useLiveQuery(() => readStaff(leadDeskDb()), [], noStaff) ?? noStaff;
}
