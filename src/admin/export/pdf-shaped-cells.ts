/**
 * jspdf-autotable hooks that hand the cells with Devanagari text to the PdfTextWriter.
 * Autotable still lays out the table (column widths come from doc.getTextWidth, which the
 * writer answers with shaped widths) and draws every cell's box; for such a cell the writer
 * breaks the lines and draws the text, at the place autotable would have drawn it.
 */
import type { CellHookData } from 'jspdf-autotable';
import type { PdfTextWriter } from '../../lib/pdf/pdf-text-writer.ts';

/** jspdf-autotable moves the first baseline down by fontSize * (2 - 1.15) (its autoTableText). */
const autotableLineHeight = 1.15;

interface ShapedCellHooks {
  didParseCell: (data: CellHookData) => void;
  willDrawCell: (data: CellHookData) => void;
  didDrawCell: (data: CellHookData) => void;
}

export function shapedCellHooks(writer: PdfTextWriter): ShapedCellHooks {
  const linesOf = new WeakMap<CellHookData['cell'], string[]>();
  const isShaped = (data: CellHookData) => writer.shapes(data.cell.text.join('\n'));
  return {
    didParseCell(data) {
      if (isShaped(data)) data.cell.styles.overflow = (text, width) => writer.wrap(text, width);
    },
    willDrawCell(data) {
      if (!isShaped(data)) return;
      // Autotable would write the text with the Latin font one character at a time.
      linesOf.set(data.cell, data.cell.text);
      data.cell.text = [''];
    },
    didDrawCell(data) {
      const { cell, doc } = data;
      const lines = linesOf.get(cell);
      if (!lines) return;
      cell.text = lines;
      const fontSize = cell.styles.fontSize / doc.internal.scaleFactor;
      const lineHeight = fontSize * doc.getLineHeightFactor();
      const position = cell.getTextPos();
      let y = position.y + fontSize * (2 - autotableLineHeight);
      if (cell.styles.valign === 'middle') y -= (lines.length / 2) * lineHeight;
      else if (cell.styles.valign === 'bottom') y -= lines.length * lineHeight;
      const align = cell.styles.halign === 'center' || cell.styles.halign === 'right' ? cell.styles.halign : 'left';
      lines.forEach((line, i) => writer.draw(line, position.x, y + i * lineHeight, align));
    },
  };
}
