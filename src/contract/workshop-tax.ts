/**
 * GST of a workshop estimate and bill (docs/workshop.md "Tax"), pure so the server's bill
 * and the admin panel's estimate add up the same. All money is integer paise, quantities
 * are integer hundredths and rates integer basis points, so no float ever decides a
 * rounding. Per line: taxable = quantity × unit price, rounded to the paisa; within the
 * dealer's state CGST and SGST are each half the rate on the taxable value, each rounded;
 * across states IGST is the whole rate, rounded. Rounding is half up. Totals are the sums
 * of the rounded lines, so every line printed adds up to the total printed.
 */

/** The GST slabs a part or a labour operation may carry, in per cent. */
export const gstRates = [0, 0.25, 3, 5, 12, 18, 28, 40] as const;

/** Where the supply is taxed: CGST + SGST within the dealer's state, IGST across states. */
export const supplyKinds = ['intra-state', 'inter-state'] as const;
export type SupplyKind = (typeof supplyKinds)[number];

export interface TaxableLine {
  /** 1.5 litres is 150. */
  qtyHundredths: number;
  unitPricePaise: number;
  /** 18 % is 1800. */
  gstRateBasisPoints: number;
}

export interface LineTax {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}

export type TaxTotals = LineTax;

/** n / d rounded half up, for n ≥ 0 and d > 0 in integers. */
function divideRoundingHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** Quantity as integer hundredths (2.5 → 250), or null when it has more than two decimals. */
export function qtyHundredthsOf(qty: number): number | null {
  const scaled = Math.round(qty * 100);
  return Math.abs(qty * 100 - scaled) < 1e-6 ? scaled : null;
}

/** A rate in per cent (18, 0.25, or the database's '18.00') as basis points. */
export function basisPointsOf(ratePercent: number | string): number {
  return Math.round(Number(ratePercent) * 100);
}

export function lineTax(line: TaxableLine, supply: SupplyKind): LineTax {
  const taxablePaise = divideRoundingHalfUp(line.qtyHundredths * line.unitPricePaise, 100);
  if (supply === 'inter-state') {
    const igstPaise = divideRoundingHalfUp(taxablePaise * line.gstRateBasisPoints, 10_000);
    return { taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise, totalPaise: taxablePaise + igstPaise };
  }
  const half = divideRoundingHalfUp(taxablePaise * line.gstRateBasisPoints, 20_000);
  return { taxablePaise, cgstPaise: half, sgstPaise: half, igstPaise: 0, totalPaise: taxablePaise + 2 * half };
}

export function taxTotals(lines: readonly TaxableLine[], supply: SupplyKind): TaxTotals {
  const totals: TaxTotals = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };
  for (const line of lines) {
    const tax = lineTax(line, supply);
    totals.taxablePaise += tax.taxablePaise;
    totals.cgstPaise += tax.cgstPaise;
    totals.sgstPaise += tax.sgstPaise;
    totals.igstPaise += tax.igstPaise;
    totals.totalPaise += tax.totalPaise;
  }
  return totals;
}
