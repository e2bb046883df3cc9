import { msg } from '@lingui/core/macro';
import type { TextTable } from '../../lib/i18n/text-table.ts';

/** requirements 9: what the annual maintenance contract gives. */
export const amcBenefits = [
  'Free maintenance for 1 year',
  'Savings of up to 30%',
  '3 services',
  '2 extra washes',
  '10% off labour (not for accidental repairs)',
  '5% off parts and accessories',
  '5% off genuine engine oil',
] as const;

/** The same benefits in the visitor's language (docs/visitor-language.md). */
export const amcBenefitWords: TextTable = {
  'Free maintenance for 1 year': msg`Free maintenance for 1 year`,
  'Savings of up to 30%': msg`Savings of up to 30%`,
  '3 services': msg`3 services`,
  '2 extra washes': msg`2 extra washes`,
  '10% off labour (not for accidental repairs)': msg`10% off labour (not for accidental repairs)`,
  '5% off parts and accessories': msg`5% off parts and accessories`,
  '5% off genuine engine oil': msg`5% off genuine engine oil`,
};
