/**
 * Web Push alerts to staff devices with the app closed (docs/notifications.md "Web Push"):
 * a person switches them on from the desk for this device, choosing showrooms (only those
 * their role lets them see) and kinds (enquiry kinds, bookings); each new lead or booking
 * that matches sends one push to each matching device.
 *
 * - GET    /api/push/settings?endpoint=  the server's VAPID public key, the showrooms this
 *   person may choose, and this device's choices (null when it is not subscribed);
 * - PUT    /api/push/subscription        saves this device's subscription and choices;
 * - DELETE /api/push/subscription?endpoint=  switches this device off.
 */
import { z } from 'zod';
import { enquiryKindIds } from './enquiry-kinds.ts';

export const staffPushPaths = {
  settings: '/api/push/settings',
  subscription: '/api/push/subscription',
} as const;

/** What a device may ask to hear of: a booking (a test ride or service with a time), or an enquiry kind. */
export const pushKinds = ['booking', ...enquiryKindIds] as const;
export type PushKind = (typeof pushKinds)[number];

const endpointSchema = z.string({ error: 'must be the push service address' }).trim().max(2000, 'too long')
  .refine((v) => /^https?:\/\/[^\s]+$/.test(v), 'must be the push service address (https://...)');

/** The browser's PushSubscription.toJSON(), as far as the server needs it. */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    p256dh: z.string({ error: 'missing' }).regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/, 'must be the browser key'),
    auth: z.string({ error: 'missing' }).regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/, 'must be the browser secret'),
  }, { error: 'missing' }),
}, { error: 'missing' });

export const pushChoiceSchema = z.object({
  subscription: pushSubscriptionSchema,
  showroomIds: z.array(
    // The shape here; the server checks the ids against the stored showrooms.
    z.number({ error: 'unknown showroom' }).int('unknown showroom').min(1, 'unknown showroom').max(32767, 'unknown showroom'),
    { error: 'choose showrooms' },
  )
    .min(1, 'choose at least one showroom').max(64, 'too many'),
  kinds: z.array(z.enum(pushKinds, { error: 'unknown kind' }), { error: 'choose what to hear of' })
    .min(1, 'choose at least one kind').max(pushKinds.length, 'too many'),
  /** Leads that have no showroom yet (only for those who see them: Owners and Managers). */
  unassigned: z.boolean({ error: 'must be true or false' }).default(false),
});
export type PushChoice = z.infer<typeof pushChoiceSchema>;

export const pushEndpointSchema = z.object({ endpoint: endpointSchema });
export const pushSettingsQuerySchema = z.object({ endpoint: endpointSchema.optional() });

export interface PushSettingsAnswer {
  /** The VAPID public key (base64url), the pushManager's applicationServerKey. */
  publicKey: string;
  /** The showrooms this person may choose. */
  showroomIds: number[];
  /** Whether this person sees leads with no showroom (and so may choose them). */
  unassignedAllowed: boolean;
  /** This device's choices, or null when it is not subscribed (or subscribed by someone else). */
  current: { showroomIds: number[]; kinds: PushKind[]; unassigned: boolean } | null;
}

/** What the service worker receives in a push (JSON), no more than the desk shows. */
export interface StaffPushPayload {
  title: string;
  body: string;
  /** The lead's page in the admin. */
  url: string;
  /** One notification per lead: a second push of it replaces the first. */
  tag: string;
}

export const pushTexts = {
  saved: 'Alerts are on for this device',
  removed: 'Alerts are off for this device',
  notAllowedShowroom: 'showroomIds: your role does not show leads of that showroom',
  notAllowedUnassigned: 'unassigned: your role does not show leads without a showroom',
} as const;
