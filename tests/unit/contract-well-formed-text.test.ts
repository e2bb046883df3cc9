import { describe, expect, it } from 'vitest';
import { brokenTextFields, hasBrokenText } from '#contract/well-formed-text.ts';

describe('well-formed text', () => {
  it('tells a lone surrogate from a pair', () => {
    expect(hasBrokenText('Asha 🙂 आशा')).toBe(false);
    expect(hasBrokenText('\ud83d\ude42')).toBe(false);
    for (const broken of ['\ud800', 'a\ud83d', '\ude42b', '\ude42\ud83d', '\ud83d\ud83d\ude42', 'x\udbff']) {
      expect(hasBrokenText(broken), JSON.stringify(broken)).toBe(true);
    }
  });

  it('names every broken field and key by its path, in body order', () => {
    const body = { name: 'ok', data: { text: 'half \ud83d', list: ['fine', 'bad \udc00'] }, ['k\ud800']: 1, message: '\udfff' };
    expect(brokenTextFields(body)).toEqual(['data.text', 'data.list.1', 'k\ud800', 'message']);
    expect(brokenTextFields('\ud800')).toEqual(['body']);
    expect(brokenTextFields({ a: 1, b: [true, null, 'fine'] })).toEqual([]);
  });

  it('walks 50,000 nested arrays without overflowing the stack, and stops at the limit', () => {
    let deep: unknown = '\ud800';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(brokenTextFields(deep)).toHaveLength(1);
    expect(brokenTextFields(Array.from({ length: 100 }, () => '\ud800'), 5)).toEqual(['0', '1', '2', '3', '4']);
  });
});
