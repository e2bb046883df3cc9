/** The server's and the schema's words of a booking form (src/contract/book-now.ts), in the visitor's language. */
import { msg } from '@lingui/core/macro';
import type { TextTable } from '../../lib/i18n/text-table.ts';
import { fieldMessages } from '../../lib/i18n/field-messages.ts';

export const bookNowMessageTable: TextTable = {
  ...fieldMessages,
  'Please choose the variant': msg`Please choose the variant`,
  'Please choose the colour': msg`Please choose the colour`,
  'This model cannot be booked online': msg`This model cannot be booked online`,
  'This model has no such variant': msg`This model has no such variant`,
  'This model has no such colour': msg`This model has no such colour`,
  'This model cannot be booked online. Please ask the showroom.': msg`This model cannot be booked online. Please ask the showroom.`,
  'This Idempotency-Key was already used for a different booking': msg`This form was already used for another booking. Please close it and open it again.`,
};
