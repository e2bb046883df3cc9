import { describe, expect, it } from 'vitest';
import { glyphRunOperators, pdfNumber, utf16Hex } from '../../src/lib/pdf/pdf-glyph-run.ts';

const widths: Record<number, number> = { 1: 500, 2: 0, 3: 600 };
const run = (glyphs: { id: number; xAdvance: number; xOffset: number; yOffset: number }[]) =>
  glyphRunOperators({ fontKey: 'F15', fontSize: 8, x: 30, y: 500.25, glyphs, pdfWidth: (id) => widths[id]!, actualText: 'कि', color: '0.2 g' });

describe('PDF operators for a shaped glyph run', () => {
  it('marks the run with the text it shows, in UTF-16BE', () => {
    expect(utf16Hex('कि A')).toBe('<FEFF0915093F00200041>');
    expect(utf16Hex('')).toBe('<FEFF>');
    const ops = run([{ id: 1, xAdvance: 500, xOffset: 0, yOffset: 0 }]).split('\n');
    expect(ops).toEqual(['/Span <</ActualText <FEFF0915093F>>> BDC', 'q', 'BT', '/F15 8 Tf', '0.2 g', '1 0 0 1 30 500.25 Tm', '[<0001>] TJ', 'ET', 'Q', 'EMC']);
  });

  it('moves each glyph from where the /W advance leaves the pen to where the shaper put it', () => {
    // Glyph 1 advances 500 by /W but the shaper says 520; glyph 2 is a mark drawn 300 back.
    const ops = run([
      { id: 1, xAdvance: 520, xOffset: 0, yOffset: 0 },
      { id: 2, xAdvance: 0, xOffset: -300, yOffset: 0 },
      { id: 3, xAdvance: 600, xOffset: 0, yOffset: 0 },
    ]);
    // After 1 the pen is at 500, the mark goes to 220 (+280 back), then 3 goes to 520 (-300: forward).
    expect(ops).toContain('[<0001> 280 <0002> -300 <0003>] TJ');
  });

  it('raises or lowers a mark with a text rise and puts the rise back', () => {
    const ops = run([
      { id: 1, xAdvance: 500, xOffset: 0, yOffset: 0 },
      { id: 2, xAdvance: 0, xOffset: -250, yOffset: -125.5 },
      { id: 3, xAdvance: 600, xOffset: 0, yOffset: 0 },
    ]).split('\n');
    expect(ops.slice(6, 12)).toEqual(['[<0001>] TJ', '-1.004 Ts', '[250 <0002>] TJ', '0 Ts', '[-250 <0003>] TJ', 'ET']);
  });

  it('writes numbers the way PDF reads them', () => {
    expect(pdfNumber(1.23456)).toBe('1.235');
    expect(pdfNumber(-0.0001)).toBe('0');
    expect(pdfNumber(12)).toBe('12');
  });
});
