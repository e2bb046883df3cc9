/**
 * How much of the catalogue this device saves ahead (docs/offline.md "What a first
 * visit downloads"): everything, except where the visitor pays for data. A browser in
 * data-saver mode (navigator.connection.saveData, the same setting that sends the Save-Data
 * header) or on a connection the browser reports as metered saves
 * only what the visitor opens: no warm-up. Mobile data alone is not a reason: the
 * visitors this site serves browse on mobile data with patchy signal, and the saved
 * catalogue (under the 10 MB budget) is what lets them keep browsing when it drops.
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
  return connection.saveData === true || connection.metered === true ? 'viewed' : 'everything';
}

export function deviceCatalogueSaving(): CatalogueSaving {
  return catalogueSaving((navigator as Navigator & { connection?: ConnectionFacts }).connection);
}
