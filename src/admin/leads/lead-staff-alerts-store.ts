/**
 * The lead's staff alerts (GET /api/leads/{id}/staff-alerts) as this device last read them,
 * kept beside the customer's messages in the desk's own database (src/admin/leads/lead-db.ts),
 * so logout drops them with the leads; offline the lead page shows this copy and when it was read.
 */
import { leadStaffAlertPaths, type LeadStaffAlerts } from '#contract/lead-staff-alerts.ts';
import { api } from '../../lib/api.ts';
import { isNetworkError } from '../session/api-errors.ts';
import { leadDeskDb } from './lead-db.ts';
import { MessagesNeedNetwork } from './lead-messages-store.ts';

export interface KeptStaffAlerts {
  alerts: LeadStaffAlerts;
  /** When the server answered (ISO). */
  readAt: string;
  /** Read from this device's copy: the server could not be reached. */
  fromDevice: boolean;
}

const keyOf = (leadId: string) => `staff-alerts:${leadId}` as const;

export async function readLeadStaffAlerts(leadId: string, signal?: AbortSignal): Promise<KeptStaffAlerts> {
  try {
    const alerts = await api<LeadStaffAlerts>(leadStaffAlertPaths.leadStaffAlerts(leadId), { signal });
    const readAt = new Date().toISOString();
    // The copy is a convenience: a device that cannot store it still shows the answer.
    await leadDeskDb().meta.put({ key: keyOf(leadId), value: { alerts, readAt } }).catch(() => undefined);
    return { alerts, readAt, fromDevice: false };
  } catch (failure) {
    if (!isNetworkError(failure)) throw failure;
    const saved = await leadDeskDb().meta.get(keyOf(leadId)).catch(() => undefined);
    const value = saved?.value as { alerts?: LeadStaffAlerts; readAt?: string } | undefined;
    if (!value?.alerts || !value.readAt) throw new MessagesNeedNetwork('The staff alerts need the network');
    return { alerts: value.alerts, readAt: value.readAt, fromDevice: true };
  }
}
