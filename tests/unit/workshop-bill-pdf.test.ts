/**
 * The workshop bill's PDF (src/admin/workshop/bill-pdf.ts) read back as text: the dealer's
 * letterhead with the GSTIN printed on the bill, "Tax invoice", the invoice number and date,
 * each line's code with its CGST and SGST (or IGST), the totals with '₹' and the amount in
 * words.
 */
import { describe, expect, it } from 'vitest';
import { defaultSiteSettings } from '#contract/site-settings.ts';
import type { BillAnswer } from '#contract/workshop-bill.ts';
import type { EstimateLineRecord } from '#contract/workshop.ts';
import { exportLetterheadText } from '../../src/admin/export/export-letterhead.ts';
import { billNeedsDevanagari, buildBillPdf } from '../../src/admin/workshop/bill-pdf.ts';
import { devanagariFontPath, fileBytes, latinFontPath, pdfText } from '../support/pdf-files.ts';

const font = fileBytes(latinFontPath);
const line = (over: Partial<EstimateLineRecord>): EstimateLineRecord => ({
  id: 1, kind: 'part', code: '94109-06000', name: 'Engine oil 0.9 L', hsnSac: '27101980', qty: 0.9, unitPricePaise: 38_999, gstRate: 18,
  approval: 'approved', decidedBy: 'customer', decidedAt: '2026-11-23T05:30:00.000Z', addedAt: '2026-11-23T05:30:00.000Z',
  taxablePaise: 35_099, cgstPaise: 3_159, sgstPaise: 3_159, igstPaise: 0, totalPaise: 41_417, ...over,
});
const bill: BillAnswer = {
  reference: 'JC-000042', supply: 'intra-state', final: true, invoiceNumber: 'WS/2026-27/000123', billedAt: '2026-11-23T12:00:00.000Z',
  gstin: '06AAGCG4821K2ZJ', showroomId: 2, customerName: 'Sunita Devi', mobile: '9811070004', registration: 'HR 26 XX 1234', model: 'Activa 6G',
  lines: [
    line({}),
    line({ id: 2, kind: 'labour', code: 'GEN-SERVICE', name: 'General service', hsnSac: '998714', qty: 1, unitPricePaise: 45_000, taxablePaise: 45_000, cgstPaise: 4_050, sgstPaise: 4_050, totalPaise: 53_100 }),
  ],
  totals: { taxablePaise: 80_099, cgstPaise: 7_209, sgstPaise: 7_209, igstPaise: 0, totalPaise: 94_517 },
};
const head = { ...exportLetterheadText(defaultSiteSettings, [2]), logo: null };

describe('the bill PDF', () => {
  it('prints the invoice number, the bill\'s GSTIN, each line\'s code and tax split, the totals and the amount in words', async () => {
    const text = pdfText(await buildBillPdf(bill, head, font)).replace(/[ \t]+/g, ' ');
    expect(text).toContain(defaultSiteSettings.dealerName);
    // The GSTIN kept with the bill (a second registration of the same PAN), not today's settings.
    expect(text).toContain('GSTIN 06AAGCG4821K2ZJ');
    expect(text).not.toContain(defaultSiteSettings.gstin);
    expect(text).toContain('Tax invoice');
    expect(text).toContain('Invoice WS/2026-27/000123');
    expect(text).toContain('Date 23 Nov 2026');
    expect(text).toContain('Sunita Devi, 9811070004');
    expect(text).toContain('Activa 6G, HR 26 XX 1234');
    expect(text).toMatch(/Engine oil 0\.9 L \(part[\s\S]*27101980 0\.9 ₹389\.99 ₹350\.99 18% ₹31\.59 ₹31\.59 ₹414\.17/);
    expect(text).toMatch(/998714 1 ₹450\.00 ₹450\.00 18% ₹40\.50 ₹40\.50 ₹531\.00/);
    expect(text).toMatch(/CGST SGST/);
    expect(text).toMatch(/Total ₹800\.99 ₹72\.09 ₹72\.09 ₹945\.17/);
    expect(text).toContain('Rupees Nine Hundred Forty-Five and Seventeen Paise Only');
  });

  it('has one IGST column on a bill to another state', async () => {
    const across: BillAnswer = {
      ...bill, supply: 'inter-state',
      lines: [line({ cgstPaise: 0, sgstPaise: 0, igstPaise: 6_318 })],
      totals: { taxablePaise: 35_099, cgstPaise: 0, sgstPaise: 0, igstPaise: 6_318, totalPaise: 41_417 },
    };
    const text = pdfText(await buildBillPdf(across, head, font)).replace(/[ \t]+/g, ' ');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toMatch(/18% ₹63\.18 ₹414\.17/);
    expect(text).toContain('Rupees Four Hundred Fourteen and Seventeen Paise Only');
  });

  it('prints a customer\'s name written in Devanagari as written', async () => {
    const hindi: BillAnswer = { ...bill, customerName: 'श्रीमती क्षमा त्रिपाठी' };
    expect(billNeedsDevanagari(bill, head)).toBe(false);
    expect(billNeedsDevanagari(hindi, head)).toBe(true);
    const text = pdfText(await buildBillPdf(hindi, head, font, fileBytes(devanagariFontPath)));
    expect(text).toContain('श्रीमती क्षमा त्रिपाठी, 9811070004');
    expect(text.replace(/[ \t]+/g, ' ')).toContain('Invoice WS/2026-27/000123');
  });
});
