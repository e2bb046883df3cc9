import { deskMemory } from './desk-memory.ts';
import { leadDeskDb, type LeadDeskDb } from './lead-db.ts';

/** Logout and a 401: no customer's lead stays on the device, stored or in memory. */
export async function clearLeadDesk(database: LeadDeskDb = leadDeskDb()): Promise<void> {
  await database.transaction('rw', database.leads, database.events, database.meta, async () => {
    await Promise.all([database.leads.clear(), database.events.clear(), database.meta.clear()]);
  });
  deskMemory(database).forgetAll();
}
