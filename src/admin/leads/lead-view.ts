/**
 * What the desk shows for a lead: the server's last state with this device's waiting
 * events applied over it by the contract's own reducer (the server runs the same one),
 * so a change shows at once, offline too. And the tabs, filters and search, run on the
 * device's copy.
 */
import type { LeadRecord, LeadTab } from '#contract/lead-api.ts';
import { istDate } from '#contract/lead-sla.ts';
import type { LeadEventContent } from '#contract/lead-events.ts';
import { applyLeadEvent } from '#contract/lead-state.ts';
import { isOpenStatus, newStatus } from '#contract/lead-statuses.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import type { LocalLeadEvent } from './lead-db.ts';

export interface DeskLead extends LeadRecord {
  /** How many of this device's events on it still wait to be sent. */
  waiting: number;
}

/** The lead with the device's waiting events (oldest first) applied. */
export function withWaitingEvents(lead: LeadRecord, events: readonly LocalLeadEvent[]): DeskLead {
  const waiting = events.filter((e) => e.pending === 1 && e.leadId === lead.id).sort((a, b) => a.at.localeCompare(b.at));
  let state: LeadRecord = lead;
  for (const e of waiting) {
    state = { ...state, ...applyLeadEvent(state, { type: e.type, data: e.data, at: e.at, by: e.by } as LeadEventContent & { at: string; by: string }) };
  }
  return { ...state, waiting: waiting.length };
}

export interface LeadFilter {
  tab: LeadTab;
  showroom: string;
  owner: string;
  kind: string;
  status: string;
  q: string;
}

export const noFilter: LeadFilter = { tab: 'today', showroom: '', owner: '', kind: '', status: '', q: '' };

function isOpen(lead: LeadRecord): boolean {
  return isOpenStatus(lead.group, lead.status);
}

/** Today = new, due today (follow-up on today's IST date) or overdue (follow-up before now). */
export function inTab(lead: LeadRecord, tab: LeadTab, now: Date): boolean {
  if (tab === 'closed') return !isOpen(lead);
  if (!isOpen(lead)) return false;
  if (tab === 'open') return true;
  if (lead.status === newStatus) return true;
  if (!lead.nextFollowUpAt) return false;
  const due = new Date(lead.nextFollowUpAt);
  return due.getTime() < now.getTime() || istDate(due) === istDate(now);
}

function matchesSearch(lead: LeadRecord, q: string): boolean {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  const digits = needle.replace(/\D/g, '');
  const haystack = [lead.name, lead.model, modelDisplayName(lead.model), lead.reference, lead.email].join(' ').toLowerCase();
  if (haystack.includes(needle)) return true;
  return digits.length >= 3 && lead.mobile.includes(digits);
}

export function matchesFilter(lead: LeadRecord, filter: LeadFilter, now: Date): boolean {
  if (!inTab(lead, filter.tab, now)) return false;
  if (filter.showroom && String(lead.showroomId ?? 'none') !== filter.showroom) return false;
  if (filter.owner && (lead.ownerId ?? 'none') !== filter.owner) return false;
  if (filter.kind && lead.kind !== filter.kind) return false;
  if (filter.status && lead.status !== filter.status) return false;
  return matchesSearch(lead, filter.q);
}

/**
 * Today: newest first, so the lead that just came in is on top (the server's Today list
 * too, server/leads/lead-list-repository.ts); Open: the most urgent first (follow-up due
 * soonest, then the oldest new lead); Closed: latest closed first.
 */
export function compareLeads(tab: LeadTab) {
  return (a: LeadRecord, b: LeadRecord): number => {
    if (tab === 'closed') return (b.closedAt ?? '').localeCompare(a.closedAt ?? '');
    if (tab === 'today') return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
    const dueA = a.nextFollowUpAt ?? a.slaDueAt;
    const dueB = b.nextFollowUpAt ?? b.slaDueAt;
    return dueA.localeCompare(dueB) || a.createdAt.localeCompare(b.createdAt);
  };
}
