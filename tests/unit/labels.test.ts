import { describe, expect, it } from 'vitest';
import { specLabel } from '#contract/spec-label.ts';

describe('specification labels from camel case (requirements 2.3)', () => {
  it.each([
    ['groundClearance', 'Ground Clearance'],
    ['fuelTankCapacity', 'Fuel Tank Capacity'],
    ['wheelbase', 'Wheelbase'],
    ['ABSType', 'ABS Type'],
    ['maxPower', 'Max Power'],
    ['Electrical', 'Electrical'],
    ['front_brake', 'Front Brake'],
    ['Kerb weight (kg)', 'Kerb weight (kg)'],
  ])('%s -> %s', (field, label) => {
    expect(specLabel(field)).toBe(label);
  });
});
