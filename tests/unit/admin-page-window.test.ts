import { describe, expect, it } from 'vitest';
import { pageWindow, showingText } from '../../src/admin/reports/page-window.ts';

describe('report page buttons (requirements 2.5, 9: at most 5, around the current page)', () => {
  it.each([
    [1, 0, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [4, 12, [2, 3, 4, 5, 6]],
    [7, 12, [5, 6, 7, 8, 9]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
    [99, 12, [8, 9, 10, 11, 12]],
    [0, 3, [1, 2, 3]],
  ])('page %i of %i shows %j', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('never shows more than 5 buttons and always includes the current page', () => {
    for (let total = 1; total <= 40; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = pageWindow(current, total);
        expect(pages.length).toBe(Math.min(5, total));
        expect(pages).toContain(current);
        expect(pages.every((p, i) => i === 0 || p === pages[i - 1]! + 1)).toBe(true);
      }
    }
  });

  it('says which entries are shown', () => {
    expect(showingText(1, 10, 10, 25)).toBe('Showing 1 to 10 of 25 entries');
    expect(showingText(3, 10, 5, 25)).toBe('Showing 21 to 25 of 25 entries');
    expect(showingText(1, 10, 0, 0)).toBe('Showing 0 to 0 of 0 entries');
  });
});
