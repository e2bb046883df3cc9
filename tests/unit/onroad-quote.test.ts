/**
 * The on-road quote (src/contract/onroad-quote.ts) against examples worked by hand: the
 * arithmetic of each is in the comments, every line rounded to the rupee and the total
 * the sum of the rounded lines. Rates are those of tests/support/onroad-fixture.ts.
 */
import { describe, expect, it } from 'vitest';
import { quoteErrors, quoteLabels, quoteOnroad, type QuoteInput, type QuoteResult } from '#contract/onroad-quote.ts';
import { formatIndianDate, ratesAsOfLine } from '#contract/ist-date.ts';
import { amc, electric, fixtureRates, kit, petrol, pmEDrive2024, pmEDrive2025, warranty2, warranty7 } from '../support/onroad-fixture.ts';

const today = '2026-11-22';

function quote(input: Partial<QuoteInput> & Pick<QuoteInput, 'model' | 'exShowroom'>) {
  const result: QuoteResult = quoteOnroad({ rates: fixtureRates(), ticked: [], financed: false, on: today, ...input });
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

/** The lines as [label, amount] pairs, easy to compare with the hand working. */
const pairs = (q: ReturnType<typeof quote>) => q.lines.map((l) => [l.label, l.amount]);

describe('a commuter under the first road-tax boundary', () => {
  it('prices a 98.98 cc bike at ₹66,900 ex-showroom', () => {
    // Road tax: ₹66,900 <= ₹75,000, so 4 %: 66,900 x 0.04 = 2,676
    // Registration and HSRP: 300 + 200 (smart card) + 400 (plates) = 900
    // Insurance: insured value 66,900 x 0.95 = 63,555
    //   own damage 63,555 x 1.676 % = 1,065.1818
    //   third party (75 < 98.98 <= 150 cc) = 3,851
    //   GST 18 % of (1,065.1818 + 3,851 = 4,916.1818) = 884.9127
    //   1,065.1818 + 3,851 + 884.9127 = 5,801.0945 -> 5,801
    // Total: 66,900 + 2,676 + 900 + 5,801 = 76,277
    const q = quote({ model: petrol(98.98), exShowroom: 66_900 });
    expect(pairs(q)).toEqual([
      ['Ex-showroom', 66_900],
      ['Road tax', 2_676],
      ['Registration and HSRP', 900],
      ['Insurance (1 yr own damage + 5 yr third party)', 5_801],
    ]);
    expect(q.total).toBe(76_277);
    const insurance = q.lines.find((l) => l.kind === 'insurance')!;
    expect(insurance.basis?.insuredValue).toBe(63_555);
    expect(insurance.basis?.ownDamage).toBeCloseTo(1_065.1818, 6);
    expect(insurance.basis?.gst).toBeCloseTo(884.912724, 6);
  });
});

describe('exactly on a boundary', () => {
  it('taxes ₹75,000 at the lower slab (limits are inclusive) and a paisa more at the next', () => {
    // ₹75,000.00 is "up to ₹75,000": 4 % = 3,000 (not 6 % = 4,500).
    // Insurance (109.51 cc): insured 71,250; OD 71,250 x 1.676 % = 1,194.15; TP 3,851;
    //   GST 18 % of 5,045.15 = 908.127; 5,045.15 + 908.127 = 5,953.277 -> 5,953
    // Total: 75,000 + 3,000 + 900 + 5,953 = 84,853
    const on = quote({ model: petrol(109.51), exShowroom: 75_000 });
    expect(pairs(on)).toEqual([
      ['Ex-showroom', 75_000], ['Road tax', 3_000], ['Registration and HSRP', 900], ['Insurance (1 yr own damage + 5 yr third party)', 5_953],
    ]);
    expect(on.total).toBe(84_853);
    // ₹75,000.01 is above the first slab: 6 % = 4,500.0006 -> 4,500; ex-showroom shown as 75,000.
    const above = quote({ model: petrol(109.51), exShowroom: 75_000.01 });
    expect(above.lines[1]).toMatchObject({ label: 'Road tax', amount: 4_500, basis: { percent: 6 } });
  });

  it('insures exactly 150 cc in the 75-150 cc class and 150.01 cc in the next', () => {
    // 150 cc at ₹1,00,000: OD 95,000 x 1.676 % = 1,592.2; TP 3,851; GST 18 % of 5,443.2 = 979.776;
    //   5,443.2 + 979.776 = 6,422.976 -> 6,423
    expect(quote({ model: petrol(150), exShowroom: 100_000 }).lines[3]?.amount).toBe(6_423);
    // 150.01 cc: OD 95,000 x 1.760 % = 1,672; TP 7,365; GST 18 % of 9,037 = 1,626.66;
    //   9,037 + 1,626.66 = 10,663.66 -> 10,664
    expect(quote({ model: petrol(150.01), exShowroom: 100_000 }).lines[3]?.amount).toBe(10_664);
  });
});

describe('a 350 cc bike', () => {
  it('prices 350 cc at ₹2,10,000: top road-tax slab, 150-350 cc insurance', () => {
    // Road tax: ₹2,10,000 > ₹2,00,000, so 8 %: 16,800
    // Insurance: insured 2,10,000 x 0.95 = 1,99,500; OD 1,99,500 x 1.760 % = 3,511.2;
    //   TP (350 cc is "not exceeding 350") = 7,365; GST 18 % of 10,876.2 = 1,957.716;
    //   10,876.2 + 1,957.716 = 12,833.916 -> 12,834
    // Total: 2,10,000 + 16,800 + 900 + 12,834 = 2,40,534
    const q = quote({ model: petrol(350), exShowroom: 210_000 });
    expect(pairs(q)).toEqual([
      ['Ex-showroom', 210_000], ['Road tax', 16_800], ['Registration and HSRP', 900], ['Insurance (1 yr own damage + 5 yr third party)', 12_834],
    ]);
    expect(q.total).toBe(240_534);
  });

  it('puts a 373 cc bike in the class above 350 cc', () => {
    // OD 1,99,500 x 1.844 % = 3,678.78; TP 15,117; GST 18 % of 18,795.78 = 3,383.2404;
    //   18,795.78 + 3,383.2404 = 22,179.0204 -> 22,179
    expect(quote({ model: petrol(373), exShowroom: 210_000 }).lines[3]?.amount).toBe(22_179);
  });
});

describe('an EV with the subsidy', () => {
  it('takes ₹5,000 per kWh off a 1.5 kWh scooter while PM E-DRIVE FY 2024-25 ran', () => {
    // 1.2 kW motor, 1.5 kWh battery, ₹90,022 ex-showroom, quoted on 15 Jan 2025.
    // Road tax: EVs 0 % = 0
    // Registration and HSRP: 0 (EVs exempt) + 200 + 400 = 600
    // Insurance: insured 90,022 x 0.95 = 85,520.9; OD x 1.676 % = 1,433.330284;
    //   TP (<= 3 kW) 2,466; GST 18 % of 3,899.330284 = 701.879451; 4,601.209735 -> 4,601
    // Subsidy: 5,000 x 1.5 = 7,500; cap 10,000; 15 % of 90,022 = 13,503.3: 7,500 -> -7,500
    // Total: 90,022 + 0 + 600 + 4,601 - 7,500 = 87,723
    const rates = { ...fixtureRates(), subsidies: [pmEDrive2024, pmEDrive2025] };
    const q = quote({ model: electric(1.2, 1.5), exShowroom: 90_022, rates, on: '2025-01-15' });
    expect(pairs(q)).toEqual([
      ['Ex-showroom', 90_022], ['Road tax', 0], ['Registration and HSRP', 600],
      ['Insurance (1 yr own damage + 5 yr third party)', 4_601], ['EV subsidy (PM E-DRIVE, FY 2024-25)', -7_500],
    ]);
    expect(q.total).toBe(87_723);
  });

  it('stops at the ₹10,000 cap for a 3 kWh scooter, then follows the scheme in force on the day', () => {
    // 4.2 kW, 3 kWh, ₹1,17,000. Insurance: insured 1,11,150; OD 1,862.874; TP (3-7 kW) 3,273;
    //   GST 18 % of 5,135.874 = 924.45732; 6,060.33132 -> 6,060. Before subsidy: 1,17,000 + 600 + 6,060 = 1,23,660
    const model = electric(4.2, 3);
    const rates = { ...fixtureRates(), subsidies: [pmEDrive2024, pmEDrive2025] };
    // FY 2024-25: 5,000 x 3 = 15,000, capped at 10,000 (15 % would be 17,550): 1,23,660 - 10,000 = 1,13,660
    const capped = quote({ model, exShowroom: 117_000, rates, on: '2025-03-31' });
    expect(capped.lines.at(-1)).toMatchObject({ kind: 'subsidy', amount: -10_000, id: 1 });
    expect(capped.total).toBe(113_660);
    // FY 2025-26: 2,500 x 3 = 7,500, capped at 5,000: 1,23,660 - 5,000 = 1,18,660
    expect(quote({ model, exShowroom: 117_000, rates, on: '2025-04-01' }).total).toBe(118_660);
    // 22 Nov 2026: both periods are over (e-two-wheeler support ended 31 Mar 2026): no subsidy line.
    const now = quote({ model, exShowroom: 117_000, rates, on: today });
    expect(now.lines.some((l) => l.kind === 'subsidy')).toBe(false);
    expect(now.total).toBe(123_660);
  });

  it('lets the share-of-price cap bite on a cheap model and skips a model above the price limit', () => {
    // ₹30,000, 3 kWh: min(15,000, 10,000, 15 % x 30,000 = 4,500) = 4,500
    const rates = { ...fixtureRates(), subsidies: [pmEDrive2024] };
    expect(quote({ model: electric(1.2, 3), exShowroom: 30_000, rates, on: '2025-01-15' }).lines.at(-1)?.amount).toBe(-4_500);
    const limited = { ...fixtureRates(), subsidies: [{ ...pmEDrive2024, maxExShowroom: 150_000 }] };
    expect(quote({ model: electric(4.2, 3), exShowroom: 150_001, rates: limited, on: '2025-01-15' }).lines.some((l) => l.kind === 'subsidy')).toBe(false);
  });
});

describe('hypothecation', () => {
  it('adds the endorsement fee after insurance, only when financed', () => {
    // The commuter of the first example: 76,277 cash, 76,277 + 500 = 76,777 on a loan.
    const cash = quote({ model: petrol(98.98), exShowroom: 66_900, financed: false });
    const loan = quote({ model: petrol(98.98), exShowroom: 66_900, financed: true });
    expect(cash.lines.some((l) => l.kind === 'hypothecation')).toBe(false);
    expect(pairs(loan).slice(3)).toEqual([['Insurance (1 yr own damage + 5 yr third party)', 5_801], [quoteLabels.hypothecation, 500]]);
    expect(loan.total).toBe(76_777);
  });
});

describe('options', () => {
  it('adds each ticked option in the model\'s own order', () => {
    // 76,277 + kit 2,100 + warranty +2 years 1,349 + AMC 1,499 = 81,225
    const q = quote({ model: petrol(98.98), exShowroom: 66_900, ticked: [amc.id, warranty2.id, kit.id] });
    expect(pairs(q).slice(4)).toEqual([[kit.label, 2_100], [warranty2.label, 1_349], [amc.label, 1_499]]);
    expect(q.lines.slice(4).map((l) => l.id)).toEqual([kit.id, warranty2.id, amc.id]);
    expect(q.total).toBe(81_225);
  });

  it('refuses two warranties at once and an option the model does not offer', () => {
    const base = { model: petrol(98.98), exShowroom: 66_900, rates: fixtureRates(), financed: false, on: today };
    expect(quoteOnroad({ ...base, ticked: [warranty2.id, warranty7.id] })).toEqual({ ok: false, error: quoteErrors.oneOfEach });
    expect(quoteOnroad({ ...base, ticked: [999] })).toEqual({ ok: false, error: quoteErrors.option });
  });
});

describe('rates date', () => {
  it('is the IST day of the latest change among the rows the quote used', () => {
    const rates = fixtureRates();
    // Used by every 110 cc quote: the 75-150 cc third-party band, changed 12 Nov 2026 15:30 IST.
    rates.bands.thirdParty.ice[1] = { ...rates.bands.thirdParty.ice[1]!, changedAt: '2026-11-12T10:00:00.000Z' };
    // Not used by a ₹80,000 bike: the top road-tax slab, changed later.
    rates.bands.roadTax.ice[2] = { ...rates.bands.roadTax.ice[2]!, changedAt: '2026-11-15T10:00:00.000Z' };
    // Used only when financed: 20 Nov 2026 19:00 UTC is already 21 Nov 00:30 in IST.
    rates.charges.hypothecation = { ...rates.charges.hypothecation!, changedAt: '2026-11-20T19:00:00.000Z' };
    const cash = quote({ model: petrol(109.51), exShowroom: 80_000, rates });
    expect(cash.ratesAsOf).toBe('2026-11-12');
    expect(ratesAsOfLine(cash.ratesAsOf)).toBe('Rates as of 12 Nov 2026');
    expect(quote({ model: petrol(109.51), exShowroom: 80_000, rates, financed: true }).ratesAsOf).toBe('2026-11-21');
    // A ticked option counts too.
    const newer = { ...kit, changedAt: '2026-11-22T04:00:00.000Z' };
    expect(quote({ model: petrol(109.51, 'bikes', [newer]), exShowroom: 80_000, rates, ticked: [newer.id] }).ratesAsOf).toBe('2026-11-22');
    expect(formatIndianDate('2026-01-05')).toBe('5 Jan 2026');
  });
});

describe('what cannot be quoted', () => {
  const base = { rates: fixtureRates(), ticked: [], financed: false, on: today };

  it('says which attribute a model lacks', () => {
    expect(quoteOnroad({ ...base, model: { ...petrol(100), engineCc: null }, exShowroom: 70_000 })).toEqual({ ok: false, error: quoteErrors.engine });
    expect(quoteOnroad({ ...base, model: { ...electric(4, 3), batteryKwh: null }, exShowroom: 70_000 })).toEqual({ ok: false, error: quoteErrors.motor });
  });

  it('refuses a missing price or day, and says when the rates are not there', () => {
    expect(quoteOnroad({ ...base, model: petrol(100), exShowroom: 0 })).toEqual({ ok: false, error: quoteErrors.price });
    expect(quoteOnroad({ ...base, model: petrol(100), exShowroom: Number.NaN })).toEqual({ ok: false, error: quoteErrors.price });
    expect(quoteOnroad({ ...base, model: petrol(100), exShowroom: 70_000, on: '22/11/2026' })).toEqual({ ok: false, error: quoteErrors.day });
    const empty = fixtureRates();
    empty.bands.roadTax.ice = [];
    expect(quoteOnroad({ ...base, rates: empty, model: petrol(100), exShowroom: 70_000 })).toEqual({ ok: false, error: quoteErrors.rates });
    const noFees = fixtureRates();
    delete noFees.charges.hsrp;
    expect(quoteOnroad({ ...base, rates: noFees, model: petrol(100), exShowroom: 70_000 })).toEqual({ ok: false, error: quoteErrors.rates });
  });
});

describe('rounding', () => {
  it('gives whole-rupee lines whose sum is the total, for prices with paise too', () => {
    for (let price = 45_000.37; price < 260_000; price += 3_571.13) {
      for (const financed of [false, true]) {
        const q = quote({ model: petrol(125), exShowroom: price, financed, ticked: [kit.id] });
        for (const line of q.lines) expect(Number.isInteger(line.amount), `${line.label} of ${price}`).toBe(true);
        expect(q.total).toBe(q.lines.reduce((sum, l) => sum + l.amount, 0));
      }
    }
  });
});
