/**
 * The payment answers' English texts (src/contract/payments.ts `paymentMessages`) a buyer
 * may read on /track, in the visitor's language.
 */
import { msg } from '@lingui/core/macro';
import { paymentMessages } from '#contract/payments.ts';
import type { TextTable } from '../i18n/text-table.ts';

export const paymentMessageTable: TextTable = {
  [paymentMessages.notSetUp]: msg`Online payment is not available right now. Please pay at the showroom.`,
  [paymentMessages.noBooking]: msg`We could not find a booking with this reference and mobile number`,
  [paymentMessages.noAmount]: msg`Online booking payment is not open for this model. Please pay at the showroom.`,
  [paymentMessages.alreadyPaid]: msg`The booking amount of this booking is already paid`,
  [paymentMessages.paidBeforeRefund]: msg`The booking amount of this booking was paid in full. Money the showroom gave back is not asked for again.`,
  [paymentMessages.closedBooking]: msg`This booking is cancelled or delivered`,
  [paymentMessages.badSignature]: msg`The payment could not be verified`,
  [paymentMessages.unknownOrder]: msg`No such payment order`,
  [paymentMessages.gatewayDown]: msg`The payment gateway could not be reached. Please try again.`,
};
