/** `npm run lighthouse`'s target check: a page short of any target is named with the figure and the target. */
import { describe, expect, it } from 'vitest';
import { median, missedTargets, type PageFigures } from '../../scripts/lib/lighthouse-targets.ts';

const meets: PageFigures = { label: 'Home', scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 1800, tbtMs: { 4: 100, 8: 200 } };

describe('Lighthouse targets', () => {
  it('a page exactly at every target meets them', () => {
    expect(missedTargets([meets])).toEqual([]);
  });

  it('names each page and each figure short of its target', () => {
    const detail: PageFigures = { ...meets, label: 'Bike detail', scores: { ...meets.scores, performance: 97, seo: 92 }, lcpMs: 1801 };
    const about: PageFigures = { ...meets, label: 'About', tbtMs: { 4: 130, 8: 200 } };
    expect(missedTargets([meets, detail, about])).toEqual([
      'Bike detail performance 97 (target 98)',
      'Bike detail seo 92 (target 100)',
      'Bike detail LCP 1801 ms (target 1800)',
      'About TBT at 4x 130 ms (target 100)',
    ]);
  });

  it('holds the blocking time at 8x CPU slowdown to its own target', () => {
    const listing: PageFigures = { ...meets, label: 'Bikes listing (hi)', tbtMs: { 4: 90, 8: 201 } };
    expect(missedTargets([listing])).toEqual(['Bikes listing (hi) TBT at 8x 201 ms (target 200)']);
  });

  it('checks no slowdown it has no target for', () => {
    expect(missedTargets([{ ...meets, tbtMs: { 4: 40, 10: 900 } }])).toEqual([]);
  });
});

describe('median of runs', () => {
  it('is the middle run, or the mean of the two middle ones', () => {
    expect(median([521, 125, 300])).toBe(300);
    expect(median([408, 443])).toBe(425.5);
    expect(median([19])).toBe(19);
  });
});
