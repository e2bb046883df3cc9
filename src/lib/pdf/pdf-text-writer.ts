/**
 * Measures, wraps and draws text on a jsPDF document so that Devanagari reads correctly:
 * Latin runs go through jsPDF with the document's font (DejaVu Sans, which has '₹'),
 * Devanagari runs are shaped by HarfBuzz and written as glyphs of the embedded Devanagari
 * font (pdf-glyph-run.ts). Without Devanagari support (no Devanagari in the export) it is
 * plain jsPDF.
 */
import type { jsPDF } from 'jspdf';
import { syllableStarts } from './devanagari-syllables.ts';
import type { DevanagariShaper } from './devanagari-shaper.ts';
import { glyphRunOperators } from './pdf-glyph-run.ts';
import { hasDevanagari, scriptRuns, type ScriptRun } from './script-runs.ts';
import { wrapText } from './wrap-text.ts';

const devanagariFontName = 'NotoSansDevanagari';
const devanagariFontFile = 'NotoSansDevanagari-Regular.ttf';

/** The parts of jsPDF's TTF font object that hold what the embedded subset must contain. */
interface EmbeddedFontMetadata {
  glyIdsUsed: number[];
  widthOfGlyph: (glyphId: number) => number;
  Unicode: { widths: (number | number[])[] };
}

/** jsPDF's raw content writer (part of doc.internal, missing from its type declarations). */
interface ContentWriter {
  write: (operators: string) => void;
}

export interface DevanagariSupport {
  shaper: DevanagariShaper;
  /** The TTF file as base64, as jsPDF's virtual file system takes it. */
  fontBase64: string;
}

/** '#5a5a5a' (jsPDF's getTextColor) -> '0.353 0.353 0.353 rg'. */
export function fillColorOperator(hex: string): string {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return '0 g';
  const [r, g, b] = match.slice(1).map((part) => Math.round((parseInt(part, 16) / 255) * 1000) / 1000);
  return r === g && g === b ? `${r} g` : `${r} ${g} ${b} rg`;
}

export class PdfTextWriter {
  private readonly latinWidth: (text: string) => number;
  private readonly devanagari?: { shaper: DevanagariShaper; fontKey: string; metadata: EmbeddedFontMetadata };
  /** The advance each used glyph has in the PDF's /W array. */
  private readonly glyphWidths = new Map<number, number>();

  constructor(
    private readonly doc: jsPDF,
    support?: DevanagariSupport,
  ) {
    this.latinWidth = doc.getTextWidth.bind(doc);
    if (!support) return;
    const latin = doc.getFont();
    doc.addFileToVFS(devanagariFontFile, support.fontBase64);
    doc.addFont(devanagariFontFile, devanagariFontName, 'normal');
    doc.setFont(devanagariFontName, 'normal');
    const font = doc.getFont() as ReturnType<jsPDF['getFont']> & { metadata: EmbeddedFontMetadata };
    doc.setFont(latin.fontName, latin.fontStyle);
    this.devanagari = { shaper: support.shaper, fontKey: String(font.id), metadata: font.metadata };
    // jspdf-autotable sizes columns with doc.getTextWidth: give it the shaped widths.
    doc.getTextWidth = (text: string) => this.width(text);
  }

  /** Whether this text is drawn by the writer (shaped) rather than by jsPDF alone. */
  shapes(text: string): boolean {
    return this.devanagari !== undefined && hasDevanagari(text);
  }

  private runs(text: string): ScriptRun[] {
    const shaper = this.devanagari?.shaper;
    return shaper ? scriptRuns(text, (codePoint) => shaper.has(codePoint)) : [{ text, devanagari: false }];
  }

  private fontSize(): number {
    return this.doc.getFontSize() / this.doc.internal.scaleFactor;
  }

  private runWidth(run: ScriptRun): number {
    if (!run.devanagari || !this.devanagari) return this.latinWidth(run.text);
    return (this.devanagari.shaper.shape(run.text).advance / 1000) * this.fontSize();
  }

  /** Width in document units at the current font size. */
  width(text: string): number {
    if (!this.shapes(text)) return this.latinWidth(text);
    return this.runs(text).reduce((sum, run) => sum + this.runWidth(run), 0);
  }

  /** Where a word may be cut: between code points of Latin text, between syllables of Devanagari. */
  private cutPoints(word: string): number[] {
    const points: number[] = [];
    let start = 0;
    for (const run of this.runs(word)) {
      if (start > 0) points.push(start);
      if (run.devanagari) {
        points.push(...syllableStarts(run.text).map((at) => start + at));
      } else {
        let offset = 0;
        for (const char of run.text) {
          if (offset > 0) points.push(start + offset);
          offset += char.length;
        }
      }
      start += run.text.length;
    }
    return points;
  }

  /** Lines of a cell that fit `maxWidth` (jspdf-autotable's overflow function for shaped cells). */
  wrap(text: string | string[], maxWidth: number): string[] {
    const lines = Array.isArray(text) ? text : [text];
    return lines.flatMap((line) => wrapText(line, maxWidth, { width: (t) => this.width(t), cutPoints: (w) => this.cutPoints(w) }));
  }

  private registerGlyph(glyphId: number): number {
    let width = this.glyphWidths.get(glyphId);
    if (width === undefined) {
      const metadata = this.devanagari!.metadata;
      // jsPDF writes /W with whole numbers (parseInt); the TJ positions must use the same widths.
      width = Math.trunc(metadata.widthOfGlyph(glyphId));
      metadata.glyIdsUsed.push(glyphId);
      metadata.Unicode.widths.push(glyphId, [width]);
      this.glyphWidths.set(glyphId, width);
    }
    return width;
  }

  private drawDevanagari(text: string, x: number, y: number): void {
    const { shaper, fontKey } = this.devanagari!;
    const k = this.doc.internal.scaleFactor;
    const shaped = shaper.shape(text);
    for (const glyph of shaped.glyphs) this.registerGlyph(glyph.id);
    (this.doc.internal as unknown as ContentWriter).write(
      glyphRunOperators({
        fontKey,
        fontSize: this.doc.getFontSize(),
        x: x * k,
        y: (this.doc.internal.pageSize.getHeight() - y) * k,
        glyphs: shaped.glyphs,
        pdfWidth: (id) => this.registerGlyph(id),
        actualText: text,
        color: fillColorOperator(this.doc.getTextColor()),
      }),
    );
  }

  /** Draws one line with its baseline at `y`; `x` is its left edge, centre or right edge, as `align` says. */
  draw(text: string, x: number, y: number, align: 'left' | 'center' | 'right' = 'left'): void {
    if (!this.shapes(text)) {
      this.doc.text(text, x, y, { align });
      return;
    }
    const shift = { left: 0, center: 0.5, right: 1 }[align];
    let left = x - this.width(text) * shift;
    for (const run of this.runs(text)) {
      if (run.devanagari) this.drawDevanagari(run.text, left, y);
      else this.doc.text(run.text, left, y);
      left += this.runWidth(run);
    }
  }
}
