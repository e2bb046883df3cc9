/** `npm run lighthouse`'s target check: a page short of any target is named with the figure and the target. */
import { describe, expect, it } from 'vitest';
import { missedTargets, type PageFigures } from '../../scripts/lib/lighthouse-targets.ts';

const meets: PageFigures = { label: 'Home', scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 }, lcpMs: 1800, tbtMs: 100 };

describe('Lighthouse targets', () => {
  it('a page exactly at every target meets them', () => {
    expect(missedTargets([meets])).toEqual([]);
  });

  it('names each page and each figure short of its target', () => {
    const detail: PageFigures = { ...meets, label: 'Bike detail', scores: { ...meets.scores, performance: 97, seo: 92 }, lcpMs: 1801 };
    const about: PageFigures = { ...meets, label: 'About', tbtMs: 130 };
    expect(missedTargets([meets, detail, about])).toEqual([
      'Bike detail performance 97 (target 98)',
      'Bike detail seo 92 (target 100)',
      'Bike detail LCP 1801 ms (target 1800)',
      'About TBT 130 ms (target 100)',
    ]);
  });
});
