/** The finance documents of the contract (src/contract/options.ts, requirements 9) in the visitor's language. */
import { msg } from '@lingui/core/macro';
import type { TextTable } from '../../lib/i18n/text-table.ts';

export const financeDocumentWords: TextTable = {
  'Passport size photograph': msg`Passport size photograph`,
  'Identity proof': msg`Identity proof`,
  'Address proof': msg`Address proof`,
  'Cancelled cheque or bank passbook copy (last 3 months)': msg`Cancelled cheque or bank passbook copy (last 3 months)`,
  'Income proof (salary slip or income tax returns, last 2 years)': msg`Income proof (salary slip or income tax returns, last 2 years)`,
};
