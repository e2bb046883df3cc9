/**
 * The contract's English texts /track shows (src/contract: the customer's status words,
 * a booking's state, the lookup's and the change's answers, the form's field messages),
 * in the visitor's language. The server sends them too, so they stay English there.
 */
import { msg } from '@lingui/core/macro';
import type { TextTable } from '../../lib/i18n/text-table.ts';

/** src/contract/lead-statuses.ts `customerStatusWords`. */
export const customerStatusTable: TextTable = {
  Received: msg`Received`,
  'We have called you': msg`We have called you`,
  'Test ride booked': msg`Test ride booked`,
  Booked: msg`Booked`,
  Completed: msg`Completed`,
  Closed: msg`Closed`,
};

/** src/contract/appointment-api.ts `appointmentStatusLabels`. */
export const bookingStateTable: TextTable = {
  Booked: msg`Booked`,
  Arrived: msg`Arrived`,
  'No-show': msg`Did not come`,
  Done: msg`Done`,
  Cancelled: msg`Cancelled`,
};

/** The lookup's and the change's answers, and the field messages of `trackSchema`. */
export const trackMessageTable: TextTable = {
  'No request found': msg`No request found`,
  'No booking found': msg`No booking found`,
  'This booking can no longer be changed here. Please call the showroom.': msg`This booking can no longer be changed here. Please call the showroom.`,
  'Too many status checks from your network just now. Please wait a few minutes and try again.': msg`Too many status checks from your network just now. Please wait a few minutes and try again.`,
  'Could not check the status just now. Please check your connection and try again.': msg`Could not check the status just now. Please check your connection and try again.`,
  'Please enter your reference': msg`Please enter your reference`,
  'Reference is the 8 letters and digits you were given': msg`Reference is the 8 letters and digits you were given`,
  'Please enter your mobile number': msg`Please enter your mobile number`,
  'Please enter a 10-digit mobile number': msg`Please enter a 10-digit mobile number`,
  'Your time was taken; the showroom will call you to fix one': msg`Your time was taken; the showroom will call you to fix one`,
  'This request has no WhatsApp or SMS updates to stop.': msg`This request has no WhatsApp or SMS updates to stop.`,
};
