/**
 * Devanagari shaping: which glyphs of the font draw a text and where, with conjuncts (क्ष,
 * त्र, श्र), the short-i matra before its consonant (कि), reph (र्क) and marks above and
 * below placed as the font's OpenType tables (GSUB, GPOS) say. fontkit's Indic shaper is a
 * JavaScript port of HarfBuzz's (what Chromium shapes with); HarfBuzz itself would need
 * WebAssembly, which the site's Content-Security-Policy (script-src 'self') rightly does not
 * allow. Loaded with import() only when a PDF (a staff export, a buyer's quote in Hindi)
 * has Devanagari text; this chunk (devanagari-shaper) is kept out of the precache and
 * cached once used, like the admin chunks.
 */
import { create, type Font } from 'fontkit';
import type { PlacedGlyph } from './pdf-glyph-run.ts';

export interface ShapedText {
  glyphs: PlacedGlyph[];
  /** Total advance in thousandths of the font size. */
  advance: number;
}

export interface DevanagariShaper {
  shape(text: string): ShapedText;
  /** Whether the font has a glyph for this character. */
  has(codePoint: number): boolean;
}

/** Shaped words kept per export: a report repeats first names, surnames and places. */
const cacheLimit = 20_000;

export function createDevanagariShaper(fontBytes: ArrayBuffer): DevanagariShaper {
  // fontkit reads any Uint8Array; its types ask for Node's Buffer.
  const font = create(new Uint8Array(fontBytes) as Buffer) as Font;
  const perMille = 1000 / font.unitsPerEm;
  const words = new Map<string, ShapedText>();

  function shapeWord(word: string): ShapedText {
    // The script is left to fontkit: it picks the font's new-style Indic tables ('dev2')
    // like HarfBuzz does; naming 'deva' would select the old-style ones.
    const run = font.layout(word, undefined, undefined, undefined, 'ltr');
    let advance = 0;
    const glyphs = run.glyphs.map((glyph, i) => {
      const position = run.positions[i]!;
      advance += position.xAdvance * perMille;
      return {
        id: glyph.id,
        xAdvance: position.xAdvance * perMille,
        xOffset: position.xOffset * perMille,
        yOffset: position.yOffset * perMille,
      };
    });
    return { glyphs, advance };
  }

  function cachedWord(word: string): ShapedText {
    let shaped = words.get(word);
    if (!shaped) {
      shaped = shapeWord(word);
      if (words.size >= cacheLimit) words.clear();
      words.set(word, shaped);
    }
    return shaped;
  }

  return {
    // Word by word, as Chromium does (its CachingWordShaper): shaping never crosses a space
    // in Devanagari, and each word of a name is shaped once per export.
    shape(text) {
      const glyphs: PlacedGlyph[] = [];
      let advance = 0;
      for (const part of text.split(/(\s+)/)) {
        if (part === '') continue;
        const shaped = cachedWord(part);
        glyphs.push(...shaped.glyphs);
        advance += shaped.advance;
      }
      return { glyphs, advance };
    },
    has: (codePoint) => font.hasGlyphForCodePoint(codePoint),
  };
}
