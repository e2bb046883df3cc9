import { describe, expect, it } from 'vitest';
import { wrapText, type WrapMeasures } from '../../src/lib/pdf/wrap-text.ts';

/** Every character one unit wide; words may be cut anywhere except inside 'XY'. */
const measures: WrapMeasures = {
  width: (text) => text.length,
  cutPoints: (word) => Array.from({ length: word.length - 1 }, (_, i) => i + 1).filter((at) => !(word[at - 1] === 'X' && word[at] === 'Y')),
};

describe('line breaking for shaped PDF cells', () => {
  it('breaks at spaces, fitting as many words as the width allows', () => {
    expect(wrapText('aa bb cc dd', 5, measures)).toEqual(['aa bb', 'cc dd']);
    expect(wrapText('aa bb cc dd', 100, measures)).toEqual(['aa bb cc dd']);
    expect(wrapText('  aa   bb ', 5, measures)).toEqual(['aa bb']);
  });

  it('keeps line breaks of the text and gives an empty text one empty line', () => {
    expect(wrapText('aa\nbb cc', 10, measures)).toEqual(['aa', 'bb cc']);
    expect(wrapText('', 10, measures)).toEqual(['']);
  });

  it('cuts only a word wider than the line, and only where it may be cut', () => {
    expect(wrapText('aa abcdefgh b', 4, measures)).toEqual(['aa', 'abcd', 'efgh', 'b']);
    expect(wrapText('abXYcd', 3, measures)).toEqual(['ab', 'XYc', 'd']);
    // A piece that cannot be cut smaller stands on its own line, even if too wide.
    expect(wrapText('XY', 1, measures)).toEqual(['XY']);
  });
});
