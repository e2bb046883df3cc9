/**
 * normalRegistration (src/contract/delivery-checklist.ts): a registration number in its usual
 * written form. Delhi keeps its category letter with the district ("DL 3S CK 7781"); every
 * other state, and the Bharat series, is written as before.
 */
import { describe, expect, it } from 'vitest';
import { normalRegistration } from '#contract/delivery-checklist.ts';

describe('normalRegistration', () => {
  it('writes a Delhi number with the category letter beside the district', () => {
    expect(normalRegistration('DL3SCK7781')).toBe('DL 3S CK 7781');
    expect(normalRegistration('dl 8c a 1234')).toBe('DL 8C A 1234');
    expect(normalRegistration('DL-10-S-AB-0042')).toBe('DL 10S AB 0042');
    // An old Delhi number with no series after the category.
    expect(normalRegistration('DL3C1234')).toBe('DL 3C 1234');
    expect(normalRegistration('DL 3C 1234')).toBe('DL 3C 1234');
  });

  it('reads a Delhi number the same however it was spaced, the old written form included', () => {
    expect(normalRegistration('DL 3 SCK 7781')).toBe('DL 3S CK 7781');
    expect(normalRegistration('DL 3S CK 7781')).toBe('DL 3S CK 7781');
    expect(normalRegistration(normalRegistration('DL 8 CA 1234')!)).toBe('DL 8C A 1234');
  });

  it('leaves every other state and the Bharat series as they were', () => {
    expect(normalRegistration('hr26ab4455')).toBe('HR 26 AB 4455');
    expect(normalRegistration('HR 26 S 1234')).toBe('HR 26 S 1234');
    expect(normalRegistration('UP16SCK7781')).toBe('UP 16 SCK 7781');
    expect(normalRegistration('22BH1234AA')).toBe('22 BH 1234 AA');
  });

  it('accepts no Delhi number it refused before, and refuses what is not a number', () => {
    expect(normalRegistration('DL3SCKA7781')).toBeNull();
    expect(normalRegistration('DL3SCK0000')).toBeNull();
    expect(normalRegistration('DL123S1234')).toBeNull();
    expect(normalRegistration('XX3SCK7781')).toBeNull();
  });
});
