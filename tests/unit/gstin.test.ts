import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinChecksOut } from '#contract/gstin.ts';

describe('GSTIN check character', () => {
  it('agrees with registered GSTINs', () => {
    // Two widely published sample GSTINs, and the sample dealer's.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '06AAGCG4821K1ZK']) {
      expect(gstinCheckCharacter(gstin)).toBe(gstin[14]);
      expect(gstinChecksOut(gstin)).toBe(true);
    }
  });

  it('refuses any one character of the fourteen changed, and a bad shape', () => {
    const good = '06AAGCG4821K1ZK';
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    let changed = 0;
    for (let i = 0; i < 14; i += 1) {
      for (const c of alphabet) {
        if (c === good[i]) continue;
        const typo = good.slice(0, i) + c + good.slice(i + 1);
        if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z/.test(typo)) continue;
        expect(gstinChecksOut(typo), typo).toBe(false);
        changed += 1;
      }
    }
    expect(changed).toBeGreaterThan(100);
    expect(gstinChecksOut('06AAGCG4821K1Z')).toBe(false);
    expect(gstinChecksOut('06aagcg4821k1zk')).toBe(false);
  });
});
