/**
 * The messages a visitor reads under a form field or in a form's notice: the contract's
 * validation texts (src/contract/fields.ts, enquiry-schemas.ts), which the server sends
 * back too, so a refusal from either side reads in the visitor's language.
 */
import { msg } from '@lingui/core/macro';
import type { TextTable } from './text-table.ts';

export const fieldMessages: TextTable = {
  'All fields are required except message.': msg`All fields are required except message.`,
  'Loan amount must be a number': msg`Loan amount must be a number`,
  'Please agree to the terms and conditions.': msg`Please agree to the terms and conditions.`,
  'Please choose a model': msg`Please choose a model`,
  'Please choose a reason': msg`Please choose a reason`,
  'Please choose one of our models': msg`Please choose one of our models`,
  'Please enter a message': msg`Please enter a message`,
  'Please enter your contact number': msg`Please enter your contact number`,
  'Please enter your email': msg`Please enter your email`,
  'Please enter your mobile number': msg`Please enter your mobile number`,
  'Please enter your name': msg`Please enter your name`,
  'Please enter your phone number': msg`Please enter your phone number`,
  'Please enter your registration number': msg`Please enter your registration number`,
  'Please fill in all required fields.': msg`Please fill in all required fields.`,
  'Please select a colour': msg`Please select a colour`,
  'Please select a model': msg`Please select a model`,
  'Please choose one of our showrooms': msg`Please choose one of our showrooms`,
  'That showroom has closed: please choose another one': msg`That showroom has closed: please choose another one`,
  'Please choose a showroom': msg`Please choose a showroom`,
  'Please choose a date': msg`Please choose a date`,
  'Please choose one of the times offered.': msg`Please choose one of the times offered.`,
  'Please choose one of the listed options': msg`Please choose one of the listed options`,
  'Please choose today or a later date': msg`Please choose today or a later date`,
  'Please enter a valid 10-digit mobile number': msg`Please enter a valid 10-digit mobile number`,
  'Please enter a valid date (YYYY-MM-DD)': msg`Please enter a valid date (YYYY-MM-DD)`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Year of purchase must be a number of at most 4 digits': msg`Year of purchase must be a number of at most 4 digits`,
};
