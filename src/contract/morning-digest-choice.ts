/**
 * A staff member's own switch for the 09:00 IST morning summary by e-mail
 * (docs/notifications.md "Morning digest"), on their Profile screen; on by default.
 *
 * - GET /api/profile/digest/{userId}  { morningDigest }
 * - PUT /api/profile/digest/{userId}  { morningDigest: true | false }, one's own account only.
 */
import { z } from 'zod';

export const morningDigestChoiceSchema = z.object({
  morningDigest: z.boolean({ error: 'must be true or false' }),
});
export type MorningDigestChoice = z.infer<typeof morningDigestChoiceSchema>;

export const morningDigestTexts = {
  label: 'Morning summary by e-mail',
  /** What and when, then where: to the saved address, or, without one, that it needs one. */
  hint: 'At 9:00 am each day: your follow-ups due and overdue, and the day\'s appointments of your showrooms.',
  goesTo: 'It goes to the e-mail address above.',
  needsEmail: 'It needs an e-mail address: none is saved above, so none is sent. Enter one and press UPDATE, and it starts the next morning.',
  on: 'Morning summary by e-mail is on',
  off: 'Morning summary by e-mail is off',
} as const;
