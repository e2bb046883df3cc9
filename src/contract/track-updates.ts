/**
 * /track's way to stop WhatsApp and SMS updates (docs/notifications.md "Consent"): the
 * lookup's reference and mobile, counted against the same per-address budget. Apart from
 * updates-consent.ts so the enquiry schemas, which carry the tick, do not import the lookup.
 */
import { z } from 'zod';
import { trackSchema } from './lead-api.ts';
import type { UpdatesConsent } from './updates-consent.ts';

export const consentPaths = {
  /** The customer withdraws the consent of a request found on /track. */
  trackUpdates: '/api/track/updates',
} as const;

/** POST /api/track/updates: the lookup's reference and mobile, and what to do. */
export const trackUpdatesSchema = trackSchema.extend({
  action: z.literal('withdraw', { error: 'action is withdraw' }),
});

export interface TrackUpdatesAnswer {
  updates: UpdatesConsent;
}

export const trackUpdatesMessages = {
  notFound: 'No request found',
  none: 'This request has no WhatsApp or SMS updates to stop.',
} as const;
