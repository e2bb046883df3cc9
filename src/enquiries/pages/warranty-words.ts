/** The contract's warranty words (src/contract/warranty-plans.ts) in the visitor's language. */
import { msg } from '@lingui/core/macro';
import type { TextTable } from '../../lib/i18n/text-table.ts';
import { coverageNote } from '#contract/warranty-plans.ts';

export const warrantyWords: TextTable = {
  Scooters: msg`Scooters`,
  Motorcycles: msg`Motorcycles`,
  [coverageNote]: msg`Coverage ends at the earlier of the period or the kilometres, whichever comes first.`,
};
