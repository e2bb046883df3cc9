/** The quote's fixed words from the contract (src/contract/onroad-quote.ts, onroad-registry.ts) in the visitor's language. */
import { msg } from '@lingui/core/macro';
import type { TextTable } from '../../lib/i18n/text-table.ts';

export const quoteWords: TextTable = {
  'Ex-showroom': msg`Ex-showroom`,
  'Road tax': msg`Road tax`,
  'Registration and HSRP': msg`Registration and HSRP`,
  'Insurance (1 yr own damage + 5 yr third party)': msg`Insurance (1 yr own damage + 5 yr third party)`,
  'Hypothecation (loan endorsement)': msg`Hypothecation (loan endorsement)`,
  'Total on-road': msg`Total on-road`,
  'Accessory kit': msg`Accessory kit`,
  'Extended warranty': msg`Extended warranty`,
  'Annual maintenance contract (AMC)': msg`Annual maintenance contract (AMC)`,
};

/** One line under the quote lines a buyer may not know (HSRP, hypothecation). */
export const quoteLineNotes = {
  registration: msg`HSRP: the tamper-proof high-security number plates every new vehicle must carry.`,
  hypothecation: msg`Hypothecation: the lender's loan noted on your registration certificate until the loan is repaid.`,
} as const;
