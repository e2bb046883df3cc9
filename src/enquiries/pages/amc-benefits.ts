/** spec 9: what the annual maintenance contract gives. */
export const amcBenefits = [
  'Free maintenance for 1 year',
  'Savings of up to 30%',
  '3 services',
  '2 extra washes',
  '10% off labour (not for accidental repairs)',
  '5% off parts and accessories',
  '5% off genuine engine oil',
] as const;
