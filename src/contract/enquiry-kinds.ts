/**
 * The registry of the eleven enquiry kinds (requirements 7.2, 8): where each is posted, how it
 * is encoded, its schema and the user-facing texts the spec fixes for it. The forms, the
 * outbox and the server are all driven by this one table.
 */
import type { z } from 'zod';
import {
  amcSchema, careerSchema, contactSchema, feedbackSchema, financeSchema, joyClubSchema, offerSchema,
  optInSchema, productSchema, serviceSchema, warrantySchema,
} from './enquiry-schemas.ts';
import type { SubmissionRules } from './submission-rules.ts';

export const enquiryKindIds = [
  'finance', 'contact', 'service', 'amc', 'warranty', 'offer', 'optin', 'product', 'joyclub', 'feedback', 'career',
] as const;
export type EnquiryKind = (typeof enquiryKindIds)[number];

export type ToastPosition = 'top-right' | 'top-center';

export interface EnquiryMessages {
  /** Shown when the server accepts the enquiry; the server answers this text as `message`. */
  success: string;
  /** requirements 8: what the form shows for a refusal, given the server's message (may be empty). */
  refused: (serverMessage: string) => string;
  /** requirements 8: the network-failure text, shown only where no outbox can be used. */
  networkFailure: string;
}

/**
 * Where the enquiries table's indexed columns (what reports search: name, mobile,
 * e-mail, model, registration no.) come from in this kind's payload. Absent: ''.
 */
export interface IndexedFields {
  name?: string;
  mobile?: string;
  email?: string;
  model?: string;
  regNo?: string;
}

export interface EnquiryKindSpec {
  kind: EnquiryKind;
  /** Human label, used in the outbox panel. */
  label: string;
  method: 'POST';
  path: string;
  encoding: 'json' | 'multipart';
  /** The multipart file field, if any. */
  fileField?: 'resume';
  /** The body's schema, built from the checking side's rules (most kinds need none). */
  schema: (rules: SubmissionRules) => z.ZodType<Record<string, unknown>>;
  /**
   * A field that names one of the catalogue's models (src/contract/catalogue-model-field.ts):
   * when a body fills it, the server reads the catalogue's names into the rules.
   */
  catalogueModel?: { field: string };
  /** Copied into the indexed columns when the enquiry is stored, whether or not a report shows the kind. */
  indexed: IndexedFields;
  messages: EnquiryMessages;
  /** requirements 9: enquiry toasts last 3000 ms; requirements 8 gives positions for the product enquiry. */
  toast: { duration: number; successPosition: ToastPosition; errorPosition: ToastPosition };
}

const enquiryToast = { duration: 3000, successPosition: 'top-right', errorPosition: 'top-right' } as const;

function spec(entry: Omit<EnquiryKindSpec, 'method' | 'toast'> & Partial<Pick<EnquiryKindSpec, 'toast'>>): EnquiryKindSpec {
  return { method: 'POST', toast: enquiryToast, ...entry };
}

const orDefault = (fallback: string) => (m: string) => (m ? m : fallback);

/** Service booking, AMC and warranty share their contact and vehicle fields. */
const serviceLikeIndexed: IndexedFields = {
  name: 'name', mobile: 'contactNumber', email: 'email', model: 'model', regNo: 'registrationNumber',
};

export const enquiryKinds: Record<EnquiryKind, EnquiryKindSpec> = {
  finance: spec({
    kind: 'finance', label: 'Finance enquiry', path: '/finance', encoding: 'json', schema: financeSchema,
    catalogueModel: { field: 'model' },
    indexed: { name: 'name', mobile: 'contact', email: 'email', model: 'model' },
    messages: {
      success: 'Finance Enquiry Submitted Successfully!',
      refused: (m) => m,
      networkFailure: ' Failed to submit. Please try again later.',
    },
  }),
  contact: spec({
    kind: 'contact', label: 'Contact request', path: '/contact', encoding: 'json', schema: () => contactSchema,
    indexed: { name: 'name', mobile: 'contact', email: 'email' },
    messages: {
      success: 'Contact request submitted successfully!',
      refused: (m) => ` Error: ${m}`,
      networkFailure: 'Network error. Please try again later.',
    },
  }),
  service: spec({
    kind: 'service', label: 'Service booking', path: '/book-service', encoding: 'json', schema: serviceSchema,
    catalogueModel: { field: 'model' },
    indexed: serviceLikeIndexed,
    messages: {
      success: 'Booking saved successfully!',
      refused: (m) => `Error: ${m}`,
      networkFailure: 'An error occurred while submitting the form.',
    },
  }),
  amc: spec({
    kind: 'amc', label: 'AMC enquiry', path: '/amc', encoding: 'json', schema: amcSchema,
    catalogueModel: { field: 'model' },
    indexed: serviceLikeIndexed,
    messages: {
      success: 'Enquiry submitted successfully!',
      refused: orDefault('Failed to submit enquiry'),
      networkFailure: 'Internal Server Error',
    },
  }),
  warranty: spec({
    kind: 'warranty', label: 'Extended warranty enquiry', path: '/warranty', encoding: 'json', schema: warrantySchema,
    catalogueModel: { field: 'model' },
    indexed: serviceLikeIndexed,
    messages: {
      success: 'Form Submitted Successfully!',
      refused: orDefault('Failed to submit form.'),
      networkFailure: 'Something went wrong. Please try again.',
    },
  }),
  offer: spec({
    kind: 'offer', label: 'Offer enquiry', path: '/offer', encoding: 'json', schema: () => offerSchema,
    indexed: { name: 'name', mobile: 'contact', email: 'email' },
    messages: {
      success: 'Offer Enquiry Submitted Successfully!',
      refused: (m) => m,
      networkFailure: 'Failed to submit. Please try again later.',
    },
  }),
  optin: spec({
    kind: 'optin', label: 'Communication opt-in', path: '/opt-in', encoding: 'json', schema: () => optInSchema,
    indexed: { name: 'name', mobile: 'mobile', regNo: 'registration' },
    messages: {
      success: 'Opt-In Request Submitted Successfully!',
      refused: (m) => `Error: ${m}`,
      networkFailure: 'Network error. Please try again later.',
    },
  }),
  product: spec({
    kind: 'product', label: 'Product enquiry', path: '/api/postBooking', encoding: 'json', schema: productSchema,
    indexed: { name: 'name', mobile: 'mobileNo', email: 'emailId', model: 'model' },
    messages: {
      success: 'Thanks for your enquiry. Our team will get back soon.',
      refused: () => 'Something went wrong. Please try again.',
      networkFailure: 'Something went wrong. Please try again.',
    },
    // requirements 8: success top right, failure top centre, 3 s each.
    toast: { duration: 3000, successPosition: 'top-right', errorPosition: 'top-center' },
  }),
  joyclub: spec({
    kind: 'joyclub', label: 'Joy club enquiry', path: '/api/joyClub', encoding: 'json', schema: () => joyClubSchema,
    indexed: { name: 'name', mobile: 'mobile', email: 'email', model: 'model', regNo: 'regNo' },
    messages: {
      success: 'Form submitted successfully!',
      refused: () => 'Failed to submit form. Please try again.',
      networkFailure: 'Something went wrong. Please try again.',
    },
  }),
  feedback: spec({
    kind: 'feedback', label: 'Feedback', path: '/api/feedBack', encoding: 'multipart', schema: () => feedbackSchema,
    indexed: { name: 'name', mobile: 'phone', email: 'email' },
    messages: {
      success: 'Form submitted successfully!',
      refused: (m) => `Error: ${m}`,
      networkFailure: 'An error occurred while submitting the form.',
    },
  }),
  career: spec({
    kind: 'career', label: 'Career application', path: '/api/post-career', encoding: 'multipart', fileField: 'resume',
    schema: () => careerSchema,
    indexed: { name: 'name', mobile: 'phone', email: 'email' },
    messages: {
      success: 'Form submitted successfully!',
      refused: (m) => `Error: ${m}`,
      networkFailure: 'An error occurred while submitting the form.',
    },
  }),
};

export function isEnquiryKind(value: string): value is EnquiryKind {
  return (enquiryKindIds as readonly string[]).includes(value);
}
