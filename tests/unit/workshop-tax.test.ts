/** GST of the workshop's estimate lines (src/contract/workshop-tax.ts; docs/workshop.md "Tax"). */
import { describe, expect, it } from 'vitest';
import { basisPointsOf, lineTax, qtyHundredthsOf, taxTotals } from '#contract/workshop-tax.ts';

const line = (qty: number, unitPricePaise: number, ratePercent: number) =>
  ({ qtyHundredths: qtyHundredthsOf(qty)!, unitPricePaise, gstRateBasisPoints: basisPointsOf(ratePercent) });

describe('one line', () => {
  it('splits the rate into CGST and SGST within the state, each rounded to the paisa', () => {
    // ₹450 at 18 %: 9 % each is ₹40.50.
    expect(lineTax(line(1, 45_000, 18), 'intra-state')).toEqual({ taxablePaise: 45_000, cgstPaise: 4_050, sgstPaise: 4_050, igstPaise: 0, totalPaise: 53_100 });
  });

  it('charges the whole rate as IGST across states', () => {
    expect(lineTax(line(1, 45_000, 18), 'inter-state')).toEqual({ taxablePaise: 45_000, cgstPaise: 0, sgstPaise: 0, igstPaise: 8_100, totalPaise: 53_100 });
  });

  it('rounds a half paisa up, per tax', () => {
    // ₹0.05 at 5 %: CGST 2.5 % of 5 paise is 0.125 paise → 0; IGST 5 % is 0.25 → 0.
    expect(lineTax(line(1, 5, 5), 'intra-state').cgstPaise).toBe(0);
    // 50 paise at 18 %: 9 % is 4.5 paise → 5 each; IGST 18 % is 9 exactly.
    expect(lineTax(line(1, 50, 18), 'intra-state')).toMatchObject({ cgstPaise: 5, sgstPaise: 5, totalPaise: 60 });
    expect(lineTax(line(1, 50, 18), 'inter-state')).toMatchObject({ igstPaise: 9, totalPaise: 59 });
  });

  it('multiplies fractional quantities without float noise', () => {
    // 0.9 litre at ₹389.99: 350.991 → ₹350.99.
    expect(lineTax(line(0.9, 38_999, 18), 'intra-state').taxablePaise).toBe(35_099);
    // 1.15 × ₹100.10 = 115.115 → ₹115.12 (half up).
    expect(lineTax(line(1.15, 10_010, 0), 'intra-state')).toMatchObject({ taxablePaise: 11_512, totalPaise: 11_512 });
  });

  it('reads the fractional slab of 0.25 %', () => {
    expect(basisPointsOf('0.25')).toBe(25);
    expect(lineTax(line(1, 100_000, 0.25), 'inter-state').igstPaise).toBe(250);
  });
});

describe('quantities', () => {
  it('takes at most two decimals', () => {
    expect(qtyHundredthsOf(2.5)).toBe(250);
    expect(qtyHundredthsOf(0.29)).toBe(29);
    expect(qtyHundredthsOf(1.005)).toBeNull();
  });
});

describe('totals', () => {
  it('are the sums of the rounded lines, so the printed lines add up', () => {
    const lines = [line(1, 45_000, 18), line(2, 12_345, 28), line(0.9, 38_999, 18)];
    const totals = taxTotals(lines, 'intra-state');
    const each = lines.map((l) => lineTax(l, 'intra-state'));
    expect(totals.taxablePaise).toBe(45_000 + 24_690 + 35_099);
    expect(totals.cgstPaise).toBe(each.reduce((s, t) => s + t.cgstPaise, 0));
    expect(totals.totalPaise).toBe(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise);
    expect(totals.igstPaise).toBe(0);
    const across = taxTotals(lines, 'inter-state');
    expect(across.totalPaise).toBe(across.taxablePaise + across.igstPaise);
    expect(taxTotals([], 'intra-state').totalPaise).toBe(0);
  });
});
