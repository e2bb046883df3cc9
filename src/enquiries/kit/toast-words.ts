/**
 * The toasts after a submission (src/contract/enquiry-kinds.ts: the spec's texts, exact in
 * English) in the visitor's language. A refusal that carries the server's own message is
 * looked up among the field messages too (src/lib/i18n/field-messages.ts).
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { inLanguage, type TextTable } from '../../lib/i18n/text-table.ts';
import { fieldMessages } from '../../lib/i18n/field-messages.ts';

/** A toast's text in the visitor's language; one whose words do not change (English) stays exactly as the spec spells it. */
export function toastText(i18n: I18n, text: string): string {
  const shown = inLanguage(i18n, toastWords, text.trim());
  return shown === text.trim() ? text : shown;
}

export const toastWords: TextTable = {
  ...fieldMessages,
  'Finance Enquiry Submitted Successfully!': msg`Finance Enquiry Submitted Successfully!`,
  'Contact request submitted successfully!': msg`Contact request submitted successfully!`,
  'Booking saved successfully!': msg`Booking saved successfully!`,
  'Enquiry submitted successfully!': msg`Enquiry submitted successfully!`,
  'Form Submitted Successfully!': msg`Form Submitted Successfully!`,
  'Offer Enquiry Submitted Successfully!': msg`Offer Enquiry Submitted Successfully!`,
  'Opt-In Request Submitted Successfully!': msg`Opt-In Request Submitted Successfully!`,
  'Thanks for your enquiry. Our team will get back soon.': msg`Thanks for your enquiry. Our team will get back soon.`,
  'Form submitted successfully!': msg`Form submitted successfully!`,
  'Failed to submit. Please try again later.': msg`Failed to submit. Please try again later.`,
  'Network error. Please try again later.': msg`Network error. Please try again later.`,
  'An error occurred while submitting the form.': msg`An error occurred while submitting the form.`,
  'Internal Server Error': msg`Internal Server Error`,
  'Something went wrong. Please try again.': msg`Something went wrong. Please try again.`,
  'Failed to submit enquiry': msg`Failed to submit enquiry`,
  'Failed to submit form.': msg`Failed to submit form.`,
};
