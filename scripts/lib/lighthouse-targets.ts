/**
 * The figures every public page must reach in `npm run lighthouse` (mobile, simulated):
 * the lowest score per category, the highest LCP, and the highest Total Blocking Time at
 * each CPU slowdown (4x, Lighthouse's mobile figure; 8x, a phone twice as slow). Kept apart
 * from the script so a test can show that a page short of one is named.
 */
const lighthouseTargets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1800, tbtMs: { 4: 100, 8: 200 } as Record<number, number> };

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface PageFigures {
  label: string;
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  /** Total Blocking Time by CPU slowdown (4: at 4x). */
  tbtMs: Record<number, number>;
}

/** One line per figure that misses its target, naming the page, the figure and the target; empty when all are met. */
export function missedTargets(results: readonly PageFigures[], targets = lighthouseTargets): string[] {
  return results.flatMap((r) => [
    ...lighthouseCategories.filter((c) => r.scores[c] < targets[c]).map((c) => `${r.label} ${c} ${r.scores[c]} (target ${targets[c]})`),
    ...(r.lcpMs > targets.lcpMs ? [`${r.label} LCP ${r.lcpMs} ms (target ${targets.lcpMs})`] : []),
    ...Object.entries(r.tbtMs)
      .filter(([slowdown, ms]) => targets.tbtMs[Number(slowdown)] !== undefined && ms > targets.tbtMs[Number(slowdown)]!)
      .map(([slowdown, ms]) => `${r.label} TBT at ${slowdown}x ${ms} ms (target ${targets.tbtMs[Number(slowdown)]})`),
  ]);
}

/** The middle value (the mean of the two middle ones for an even count): one busy run on a shared machine moves it less than a mean. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}
