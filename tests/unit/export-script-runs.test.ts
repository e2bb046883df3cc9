import { describe, expect, it } from 'vitest';
import { syllableStarts } from '../../src/lib/pdf/devanagari-syllables.ts';
import { hasDevanagari, scriptRuns } from '../../src/lib/pdf/script-runs.ts';

/** The Devanagari font's coverage, as far as these cases need it: no arrows, everything else. */
const fontHas = (codePoint: number) => codePoint !== 0x2192;
const runs = (text: string) => scriptRuns(text, fontHas).map((r) => [r.devanagari ? 'deva' : 'latin', r.text]);

describe('Devanagari detection for the PDF', () => {
  it('finds Devanagari letters, signs and dandas, and nothing in Latin, digits or ₹', () => {
    for (const text of ['किरण', 'क्ष', 'Kiran किरण', 'ok।', '\u0951']) expect(hasDevanagari(text), text).toBe(true);
    for (const text of ['Kiran Sharma', '₹1,50,000', '9810000001', '', 'Łucja Ñúñez', 'தமிழ்']) expect(hasDevanagari(text), text).toBe(false);
  });

  it('cuts a text into Latin and Devanagari runs; spaces, digits and ₹ join their neighbours', () => {
    expect(runs('श्रीमती क्षमा त्रिपाठी')).toEqual([['deva', 'श्रीमती क्षमा त्रिपाठी']]);
    expect(runs('Kiran किरण')).toEqual([['latin', 'Kiran '], ['deva', 'किरण']]);
    expect(runs('किरण (Kiran) शर्मा')).toEqual([['deva', 'किरण ('], ['latin', 'Kiran) '], ['deva', 'शर्मा']]);
    expect(runs('₹500 शुल्क')).toEqual([['deva', '₹500 शुल्क']]);
    expect(runs('शुल्क ₹500, ok')).toEqual([['deva', 'शुल्क ₹500, '], ['latin', 'ok']]);
    expect(runs('Aarav Sharma')).toEqual([['latin', 'Aarav Sharma']]);
    expect(runs('123 456')).toEqual([['latin', '123 456']]);
    expect(runs('')).toEqual([]);
  });

  it('keeps joiners with their syllable and sends characters the Devanagari font lacks to the Latin font', () => {
    expect(runs('क्\u200dष')).toEqual([['deva', 'क्\u200dष']]);
    expect(runs('क → ख')).toEqual([['deva', 'क '], ['latin', '→'], ['deva', ' ख']]);
  });
});

describe('Devanagari syllables (where a too-long word may be cut)', () => {
  const pieces = (text: string) => {
    const cuts = [0, ...syllableStarts(text), text.length];
    return cuts.slice(1).map((end, i) => text.slice(cuts[i], end));
  };

  it('never separates a conjunct, a vowel sign, a mark or a joiner from its syllable', () => {
    expect(pieces('क्षत्रिय')).toEqual(['क्ष', 'त्रि', 'य']);
    expect(pieces('श्रीवास्तव')).toEqual(['श्री', 'वा', 'स्त', 'व']);
    expect(pieces('स्त्रीं')).toEqual(['स्त्रीं']);
    expect(pieces('क्\u200dष')).toEqual(['क्\u200dष']);
    expect(pieces('शर्मा')).toEqual(['श', 'र्मा']);
    expect(pieces('फ़ोन')).toEqual(['फ़ो', 'न']);
    expect(pieces('आइए')).toEqual(['आ', 'इ', 'ए']);
  });
});
