/**
 * The figures every public page must reach in `npm run lighthouse` (mobile, simulated):
 * the lowest score per category and the highest LCP and TBT. Kept apart from the script so
 * a test can show that a page short of one is named.
 */
const lighthouseTargets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1800, tbtMs: 100 };

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

export interface PageFigures {
  label: string;
  scores: Record<LighthouseCategory, number>;
  lcpMs: number;
  tbtMs: number;
}

/** One line per figure that misses its target, naming the page, the figure and the target; empty when all are met. */
export function missedTargets(results: readonly PageFigures[], targets = lighthouseTargets): string[] {
  return results.flatMap((r) => [
    ...lighthouseCategories.filter((c) => r.scores[c] < targets[c]).map((c) => `${r.label} ${c} ${r.scores[c]} (target ${targets[c]})`),
    ...(r.lcpMs > targets.lcpMs ? [`${r.label} LCP ${r.lcpMs} ms (target ${targets.lcpMs})`] : []),
    ...(r.tbtMs > targets.tbtMs ? [`${r.label} TBT ${r.tbtMs} ms (target ${targets.tbtMs})`] : []),
  ]);
}
