/**
 * "Book now" on a model's page (docs/payments.md "Book now"): what the page reads to offer
 * it, the body the buyer sends and the answer, shared by the page and the server. Every
 * choice is a catalogue id (model, variant, colour) or a showroom id, resolved by the
 * server; the amount is never sent: it is the model's booking amount, the server's.
 */
import { z } from 'zod';
import { limits, requiredMobile, requiredText } from './fields.ts';
import { optionalLanguage } from './fields.ts';

// Without zod for a model's page (docs/decisions/model-page-without-zod.md); re-exported for the rest.
export { bookNowPaths } from './book-now-paths.ts';

export const bookNowMessages = {
  chooseVariant: 'Please choose the variant',
  chooseColour: 'Please choose the colour',
  chooseShowroom: 'Please choose one of our showrooms',
  unknownModel: 'This model cannot be booked online',
  unknownVariant: 'This model has no such variant',
  unknownColour: 'This model has no such colour',
  closedShowroom: 'That showroom has closed: please choose another one',
  noAmount: 'This model cannot be booked online. Please ask the showroom.',
  keyNeeded: 'Idempotency-Key must be sent: a UUID made once per booking form',
  keyReused: 'This Idempotency-Key was already used for a different booking',
} as const;

/** A catalogue or showroom id, sent as a number (or its digits as text) by the page. */
const catalogueId = (message: string) => z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,9}$/.test(v.trim()) ? Number(v) : v),
  z.number({ error: message }).int(message).min(1, message).max(999_999_999, message),
);

export const bookNowSchema = z.object({
  modelId: catalogueId(bookNowMessages.unknownModel),
  variantId: catalogueId(bookNowMessages.chooseVariant),
  colourId: catalogueId(bookNowMessages.chooseColour),
  showroomId: catalogueId(bookNowMessages.chooseShowroom),
  name: requiredText('Please enter your name', limits.shortText),
  mobile: requiredMobile('Please enter your mobile number'),
  /** The language the form was filled in: the lead's messages are written in it. */
  language: optionalLanguage,
});
export type BookNowRequest = z.input<typeof bookNowSchema>;
export type BookNowBody = z.output<typeof bookNowSchema>;

export interface BookNowChoice {
  id: number;
  name: string;
  /** The dealer's Hindi name, '' when none. */
  nameHi: string;
}

/** GET options: null amount when the model has no booking amount (no Book now). */
export interface BookNowOptions {
  modelId: number;
  model: string;
  amountPaise: number | null;
  variants: BookNowChoice[];
  colours: BookNowChoice[];
  /** The dealer's refund rules for this model, as written in Manage; '' for none. */
  refundRules: string;
  refundRulesHi: string;
  /** Whether the buyer can pay online now (a gateway is set up). */
  online: boolean;
  /** The local stand-in gateway: "Test payments: no money is taken". */
  testMode: boolean;
}

/** POST bookings: 201 the first time, 200 for a retry of the same key and body. */
export interface BookNowAnswer {
  /** BK-000123: with the mobile, what /track asks for. */
  reference: string;
  amountPaise: number;
  online: boolean;
  testMode: boolean;
}
