/**
 * Full-Unicode text for the hostile-input tests, from a seeded generator
 * (scripts/lib/seeded-random.ts; a failure names
 * its seed and is the same on every run): letters of many scripts, astral emoji and
 * symbols, combining marks, right-to-left and zero-width characters, C0 controls other
 * than NUL, private-use and unassigned code points, and on request one lone UTF-16
 * surrogate (half an emoji) somewhere in it. Never U+FFFD, so a replacement character
 * found in the database afterwards can only be a lone surrogate that was stored repaired.
 */

/** Code point ranges, each equally likely (so rare scripts are as common as ASCII). */
const ranges: readonly [number, number][] = [
  [0x20, 0x7e], // ASCII
  [0x01, 0x1f], // C0 controls without NUL (PostgreSQL's one refused character, tested on its own)
  [0xa0, 0x24f], // Latin-1 and Latin Extended
  [0x300, 0x36f], // combining marks
  [0x590, 0x6ff], // Hebrew, Arabic (right to left)
  [0x900, 0x97f], // Devanagari
  [0x200b, 0x200f], // zero-width space/joiners, direction marks
  [0x2028, 0x202e], // line and paragraph separators, direction overrides
  [0x4e00, 0x9fff], // CJK
  [0xe000, 0xf8ff], // private use
  [0xfe00, 0xfefe], // variation selectors, BOM neighbourhood (U+FFFD excluded)
  [0x1f300, 0x1faff], // emoji (astral: a surrogate pair in UTF-16)
  [0x10000, 0x10fffd], // any astral code point, assigned or not
];

const pick = (random: () => number, [lo, hi]: readonly [number, number]) => lo + Math.floor(random() * (hi - lo + 1));

/** One lone surrogate, in one of the ways half an emoji turns up. */
function brokenPiece(random: () => number): string {
  const high = String.fromCharCode(pick(random, [0xd800, 0xdbff]));
  const low = String.fromCharCode(pick(random, [0xdc00, 0xdfff]));
  return [high, low, low + high, `${high}${high}${low}`][Math.floor(random() * 4)]!;
}

interface UnicodeTextOptions {
  /** Put one lone surrogate in the text. */
  broken: boolean;
  /** Code points, at least 1. */
  maxLength: number;
}

export function unicodeText(random: () => number, { broken, maxLength }: UnicodeTextOptions): string {
  const length = 1 + Math.floor(random() * maxLength);
  const points: string[] = [];
  for (let i = 0; i < length; i += 1) {
    const cp = pick(random, ranges[Math.floor(random() * ranges.length)]!);
    points.push(String.fromCodePoint(cp === 0xfffd ? 0xfffc : cp));
  }
  if (broken) points.splice(Math.floor(random() * (points.length + 1)), 0, brokenPiece(random));
  return points.join('');
}
