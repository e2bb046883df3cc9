/**
 * The signed-in account (GET /api/me, requirements 7.3), read by the top bar, Account, Profile
 * and Change Password screens: one query, fetched once however many screens ask.
 */
import { adminApiPaths } from '#contract/admin-api-paths.ts';
import type { AccountView } from '#contract/catalogue-types.ts';
import { adminRead } from '../data/admin-read.ts';

export const meQuery = adminRead<AccountView>(adminApiPaths.me);
