/**
 * Line breaking for PDF cells whose width the Latin font alone cannot measure (shaped
 * Devanagari): lines break at spaces; only a word wider than the whole line is cut, and
 * then only where `cutPoints` allows (between Devanagari syllables, never inside a conjunct).
 */

export interface WrapMeasures {
  /** Width of a text as it will be drawn. */
  width: (text: string) => number;
  /** UTF-16 positions inside `word` where it may be cut, ascending, without 0 and word.length. */
  cutPoints: (word: string) => number[];
}

/** Cuts a word that does not fit on one line into pieces that do (at least one cut unit each). */
function cutWord(word: string, maxWidth: number, measures: WrapMeasures): string[] {
  const ends = [...measures.cutPoints(word), word.length];
  const pieces: string[] = [];
  let start = 0;
  while (start < word.length) {
    const candidates = ends.filter((end) => end > start);
    let end = candidates[0]!;
    for (const candidate of candidates) {
      if (measures.width(word.slice(start, candidate)) <= maxWidth) end = candidate;
      else break;
    }
    pieces.push(word.slice(start, end));
    start = end;
  }
  return pieces;
}

export function wrapText(text: string, maxWidth: number, measures: WrapMeasures): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r\n|\r|\n/)) {
    const words = paragraph.trim().split(/\s+/).filter((word) => word !== '');
    let current = '';
    for (const word of words) {
      const joined = current ? `${current} ${word}` : word;
      if (measures.width(joined) <= maxWidth) {
        current = joined;
        continue;
      }
      if (current) lines.push(current);
      if (measures.width(word) <= maxWidth) {
        current = word;
        continue;
      }
      const pieces = cutWord(word, maxWidth, measures);
      lines.push(...pieces.slice(0, -1));
      current = pieces.at(-1)!;
    }
    lines.push(current);
  }
  return lines;
}
