/** The staff accounts as Manage > Staff reads them (GET /api/staff), one query for every screen that names staff. */
import { leadPaths, type StaffRecord } from '#contract/lead-api.ts';
import { adminRead } from './admin-read.ts';

export const staffQuery = adminRead<StaffRecord[]>(leadPaths.staff, { fresh: true });
