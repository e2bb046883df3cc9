/**
 * What a vehicle booking's step message says, read when it is sent (docs/stock-and-delivery.md
 * "Messages at each step"), in the language of the customer's lead: the customer's name as
 * booked, the booking's reference, the model with its variant and colour, the step in
 * /track's words with the chassis ending or the registration number, the step's IST day, the
 * showroom with its sales phone (Manage > Site as it is now) and the /track link with the
 * reference filled in. An allotment's chassis is the one it was queued with (a later vehicle
 * sends its own message); the registration is the checklist's as it is now, so a number
 * corrected before the message goes is sent corrected.
 */
import type { Queryable } from '../db/connect.ts';
import { readSiteSettings } from '../site/site-repository.ts';
import { registrationItemKey } from '#contract/delivery-checklist.ts';
import { formatIndianDateIn } from '#contract/ist-date.ts';
import { isLanguage, type Language } from '#contract/language.ts';
import type { MessageEvent, MessageValues } from '#contract/messages.ts';
import { vehicleStepOfEvent, vehicleStepStatus, vehicleWhat } from '#contract/vehicle-step-messages.ts';
import { phoneFor, type LeadMessage } from './message-values.ts';

interface BookingFacts {
  reference: string;
  model: string;
  variant: string;
  colour: string;
  showroom_id: number;
  customer_name: string;
  vin: string | null;
  registration: string | null;
  language: string | null;
}

const factsSql = `SELECT b.reference, m.name AS model, b.variant, b.colour, b.showroom_id::int AS showroom_id, b.customer_name,
    (SELECT v.vin FROM vehicles v WHERE v.id = b.vehicle_id) AS vin,
    (SELECT c.value FROM delivery_checklist_values c JOIN delivery_checklist_items i ON i.id = c.item_id
      WHERE c.booking_id = b.id AND i.key = '${registrationItemKey}') AS registration,
    (SELECT l.language FROM leads l WHERE l.id = $2) AS language
  FROM bookings b JOIN models m ON m.id = b.model_id WHERE b.id = $1`;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export async function messageOfVehicleBooking(
  db: Queryable, bookingId: number, leadId: string, event: MessageEvent, data: Record<string, unknown>, publicUrl: string,
): Promise<LeadMessage | null> {
  const step = vehicleStepOfEvent(event);
  const { rows } = await db.query<BookingFacts>(factsSql, [bookingId, leadId]);
  const booking = rows[0];
  if (!booking || !step) return null;
  const language: Language = isLanguage(booking.language) ? booking.language : 'en';
  const chassis = text(data.chassis) || (booking.vin?.slice(-4) ?? '');
  const registration = booking.registration ?? text(data.registration);
  const on = text(data.on);
  const site = await readSiteSettings(db);
  const showroom = site.showrooms.find((s) => s.id === Number(booking.showroom_id));
  const values: MessageValues = {
    name: booking.customer_name,
    reference: booking.reference,
    what: vehicleWhat(booking.model, booking.variant, booking.colour),
    where: showroom ? `${showroom.name}, ${showroom.address}` : site.dealerName,
    when: on ? formatIndianDateIn(language, on) : '',
    status: vehicleStepStatus(language, step, { chassis, registration }),
    trackLink: `${publicUrl}/track?reference=${booking.reference}`,
    dealer: site.dealerName,
    phone: phoneFor(site, showroom, null),
    registration,
    items: '',
    total: '',
    hours: '',
    chassis,
  };
  return { values, language, calendar: null };
}
