/** Records an event from a desk control with the signed-in author; a toast says when it only waits. */
import { useCallback } from 'react';
import { toast } from 'sonner';
import type { LeadRecord } from '#contract/lead-api.ts';
import type { LeadEventContent } from '#contract/lead-events.ts';
import { enqueueRequest } from '../../lib/page-outbox.ts';
import { leadDeskDb } from './lead-db.ts';
import { recordDeskEvent } from './record-desk-event.ts';
import { useDeskAccount } from './use-desk-account.ts';

export type RecordOnLead = (content: LeadEventContent, resolves?: string) => Promise<void>;

export function useRecordOnLead(lead: Pick<LeadRecord, 'id' | 'name'> | null): RecordOnLead {
  const me = useDeskAccount();
  return useCallback(
    async (content, resolves) => {
      if (!lead) return;
      // The server sets the real author anyway; this names the work on the device until it is sent.
      const author = { userId: me?.user_id ?? '', userName: me?.user_name || me?.user_id || 'You' };
      try {
        await recordDeskEvent(leadDeskDb(), lead, content, author, { enqueue: enqueueRequest }, resolves);
      } catch {
        toast.error('This device could not save that; please try again');
      }
    },
    [lead, me],
  );
}
