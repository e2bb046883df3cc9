/**
 * Steps in TypeScript that run right after a numbered SQL migration, in its transaction,
 * for work that needs the application's own code rather than a second copy of it in SQL:
 * 006 makes the leads of enquiries stored before the lead desk existed, their SLA due
 * times computed by src/contract/lead-sla.ts; 050 stores the site settings the site started with.
 */
import type { Queryable } from './connect.ts';
import { backfillLeads } from '../leads/lead-backfill.ts';
import { defaultSlaWorkingHours } from '#contract/lead-sla.ts';
import { storeDefaultSiteSettings } from '../site/site-repository.ts';

export interface MigrationContext {
  /** LEAD_SLA_HOURS of the server that migrates. */
  leadSlaHours: number;
}

export const defaultMigrationContext: MigrationContext = { leadSlaHours: defaultSlaWorkingHours };

export type MigrationStep = (tx: Queryable, context: MigrationContext) => Promise<void>;

export const migrationSteps: Record<number, MigrationStep> = {
  6: async (tx, context) => void (await backfillLeads(tx, context.leadSlaHours)),
  // The dealer's details as the site showed them until now (src/contract/site-settings.ts).
  50: (tx) => storeDefaultSiteSettings(tx),
};
