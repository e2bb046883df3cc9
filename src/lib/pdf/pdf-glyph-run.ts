/**
 * PDF content operators that draw already shaped glyphs (ids, advances and offsets from
 * HarfBuzz) with an embedded Identity-H font, where a glyph id is the character code.
 * jsPDF itself maps characters to glyphs one by one, which breaks Devanagari (conjuncts,
 * the reordered short-i matra, reph); these operators place exactly the glyphs the shaper
 * chose. The run is marked with /ActualText (PDF 32000-1, 14.9.4), so copying or extracting
 * the text (pdftotext) gives back the original characters, not the glyphs' order.
 */

/** One shaped glyph; advances and offsets in thousandths of the font size (PDF glyph space). */
export interface PlacedGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

interface GlyphRun {
  /** The font's resource name on the page, e.g. 'F15'. */
  fontKey: string;
  fontSize: number;
  /** Baseline start in PDF user space (points, origin bottom left). */
  x: number;
  y: number;
  glyphs: PlacedGlyph[];
  /** The advance the font's /W array gives the glyph (what a viewer moves by after drawing it). */
  pdfWidth: (glyphId: number) => number;
  /** The characters the glyphs show, for text extraction. */
  actualText: string;
  /** Fill colour operator, e.g. '0 g' or '0.2 0.4 0.6 rg'. */
  color: string;
}

/** A number as PDF writes it: at most three decimals, no '-0'. */
export function pdfNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: <FEFF...>. */
export function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

const glyphHex = (id: number) => `<${id.toString(16).padStart(4, '0')}>`;

/**
 * BT ... ET for one run. Glyphs go into TJ arrays; a number before a glyph moves it from
 * where the previous glyph's /W advance left the pen to where the shaper put it (TJ numbers
 * are thousandths of the font size, positive to the left). A vertical offset (a mark above or
 * below) is a text rise (Ts), which needs its own TJ.
 */
export function glyphRunOperators(run: GlyphRun): string {
  const ops = [`/Span <</ActualText ${utf16Hex(run.actualText)}>> BDC`, 'q', 'BT', `/${run.fontKey} ${pdfNumber(run.fontSize)} Tf`, run.color];
  ops.push(`1 0 0 1 ${pdfNumber(run.x)} ${pdfNumber(run.y)} Tm`);
  let rise = 0;
  let pen = 0; // where the shaper's pen is
  let cursor = 0; // where the viewer's pen is after the glyphs written so far
  let items: string[] = [];
  const flush = () => {
    if (items.length) ops.push(`[${items.join(' ')}] TJ`);
    items = [];
  };
  for (const glyph of run.glyphs) {
    const target = pen + glyph.xOffset;
    if (glyph.yOffset !== rise) {
      flush();
      rise = glyph.yOffset;
      ops.push(`${pdfNumber((rise * run.fontSize) / 1000)} Ts`);
    }
    const shift = cursor - target;
    if (Math.abs(shift) >= 0.001) items.push(pdfNumber(shift));
    items.push(glyphHex(glyph.id));
    cursor = target + run.pdfWidth(glyph.id);
    pen += glyph.xAdvance;
  }
  flush();
  if (rise !== 0) ops.push('0 Ts');
  ops.push('ET', 'Q', 'EMC');
  return ops.join('\n');
}
