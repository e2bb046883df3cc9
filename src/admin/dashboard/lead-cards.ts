/**
 * The desk's figures on the dashboard (GET /api/leads/summary) and where each card leads:
 * the desk's Today tab holds the new, due and overdue leads; SLA breaches are open leads
 * still waiting for a first response, so still New.
 */
import type { LeadSummary } from '#contract/lead-api.ts';
import { funnelSteps, type FunnelStep } from '#contract/lead-statuses.ts';

interface LeadCard {
  label: string;
  field: 'newToday' | 'dueToday' | 'overdue' | 'slaBreached';
  to: string;
}

export const leadCards: LeadCard[] = [
  { label: 'New today', field: 'newToday', to: '/admin/leads?tab=today&status=new' },
  { label: 'Due today', field: 'dueToday', to: '/admin/leads?tab=today' },
  { label: 'Overdue', field: 'overdue', to: '/admin/leads?tab=today' },
  { label: 'SLA breached', field: 'slaBreached', to: '/admin/leads?tab=open&status=new' },
];

export type FunnelRow = LeadSummary['funnel'][number];

/** What staff read over each funnel step's column: a new step in the registry asks for one here. */
const funnelHeadings: Record<FunnelStep, string> = {
  contacted: 'Contacted',
  testRide: 'Test rides',
  booked: 'Booked',
  delivered: 'Delivered',
};

/** The funnel's columns after the showroom, in the order a sale moves (the registry's step order). */
export const funnelColumns: { heading: string; field: keyof Omit<FunnelRow, 'showroomId' | 'conversionPercent'> }[] = [
  { heading: 'Leads', field: 'leads' },
  ...funnelSteps.map((step) => ({ heading: funnelHeadings[step], field: step })),
];

/** 12.5 -> '12.5%', 0 -> '0%' (one decimal at most, as the server rounds). */
export function percentText(value: number): string {
  return `${Number.isInteger(value) ? value : value.toFixed(1)}%`;
}
