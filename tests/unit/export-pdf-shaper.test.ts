/**
 * The Devanagari shaper with the real font: conjuncts become one glyph, the short-i matra
 * comes before its consonant, reph is a mark over the next consonant, and widths follow
 * the shaped glyphs, not the characters.
 */
import { describe, expect, it } from 'vitest';
import { createDevanagariShaper } from '../../src/lib/pdf/devanagari-shaper.ts';
import { devanagariFontPath, fileBytes } from '../support/pdf-files.ts';

const shaper = createDevanagariShaper(fileBytes(devanagariFontPath));
const ids = (text: string) => shaper.shape(text).glyphs.map((g) => g.id);
/** The glyph a character has on its own (the font's character map). */
const own = (char: string) => ids(char)[0]!;

describe('Devanagari shaping (fontkit, Noto Sans Devanagari)', () => {
  it('draws the conjuncts क्ष, त्र and श्र each as one glyph of their own', () => {
    for (const [conjunct, parts] of [['क्ष', ['क', 'ष']], ['त्र', ['त', 'र']], ['श्र', ['श', 'र']]] as const) {
      expect(ids(conjunct), conjunct).toHaveLength(1);
      expect(parts.map(own), conjunct).not.toContain(ids(conjunct)[0]);
    }
  });

  it('puts the short-i matra before its consonant (कि)', () => {
    const [first, second] = ids('कि');
    expect(second).toBe(own('क'));
    expect(first).not.toBe(own('क'));
  });

  it('draws reph (र्क) as a mark over the consonant, with no advance of its own', () => {
    const glyphs = shaper.shape('र्क').glyphs;
    expect(glyphs[0]!.id).toBe(own('क'));
    expect(glyphs[1]!.xAdvance).toBe(0);
    expect(glyphs.map((g) => g.id)).not.toContain(own('र'));
  });

  it('measures the shaped text: narrower than its characters side by side', () => {
    const name = 'श्रीमती क्षमा त्रिपाठी';
    const oneByOne = Array.from(name).reduce((sum, char) => sum + shaper.shape(char).advance, 0);
    expect(shaper.shape(name).advance).toBeLessThan(oneByOne * 0.95);
    expect(shaper.shape(name).advance).toBeGreaterThan(0);
  });

  it("knows the font's characters: Devanagari, Latin and ₹, but not Tamil", () => {
    for (const char of ['क', 'ॐ', 'A', '₹', ' ']) expect(shaper.has(char.codePointAt(0)!), char).toBe(true);
    expect(shaper.has('த'.codePointAt(0)!)).toBe(false);
  });
});
