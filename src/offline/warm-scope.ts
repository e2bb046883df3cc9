/**
 * How much of the catalogue this device saves ahead (docs/offline.md "What a first
 * visit downloads"): everything, except where the visitor pays for data. A browser in
 * data-saver mode (navigator.connection.saveData, the same setting that sends the Save-Data
 * header) or on a metered connection (mobile data, or one the browser reports as metered)
 * saves only what the visitor opens: no warm-up.
 */
import type { CatalogueSaving } from '#contract/sw-messages.ts';

/** The Network Information API's fields we read; absent in Safari and Firefox. */
export interface ConnectionFacts {
  saveData?: boolean;
  type?: string;
  metered?: boolean;
}

export function catalogueSaving(connection: ConnectionFacts | undefined | null): CatalogueSaving {
  if (!connection) return 'everything';
  return connection.saveData === true || connection.metered === true || connection.type === 'cellular' ? 'viewed' : 'everything';
}

export function deviceCatalogueSaving(): CatalogueSaving {
  return catalogueSaving((navigator as Navigator & { connection?: ConnectionFacts }).connection);
}
