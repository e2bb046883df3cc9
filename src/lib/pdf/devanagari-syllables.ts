/**
 * Where a Devanagari word may be cut when it is wider than a whole PDF cell: between
 * syllables (akshara), never inside one, so a conjunct (क्ष, स्त्र), a vowel sign or a mark
 * stays with its consonant. A syllable goes on while the next character is a combining
 * mark (matra, virama, nukta, anusvara ...), a joiner, or a consonant joined by a virama.
 */
const virama = '\u094D';
const joiners = new Set(['\u200C', '\u200D']);
const combining = /\p{M}/u;

/** UTF-16 positions inside `text` (not 0, not its length) where a new syllable starts. */
export function syllableStarts(text: string): number[] {
  const starts: number[] = [];
  const chars = Array.from(text);
  let offset = 0;
  chars.forEach((char, i) => {
    const previous = chars[i - 1];
    const joinedByVirama = previous === virama || (previous !== undefined && joiners.has(previous) && chars[i - 2] === virama);
    const continues = combining.test(char) || joiners.has(char) || joinedByVirama || (previous !== undefined && joiners.has(previous));
    if (i > 0 && !continues) starts.push(offset);
    offset += char.length;
  });
  return starts;
}
