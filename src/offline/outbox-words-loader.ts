/**
 * A part of the outbox's screens, loaded with the outbox's words in the visitor's language
 * (lingui.config.ts: the `outbox` catalog, which no page without an outbox downloads).
 */
import { needCatalogs } from '../lib/i18n/device-language.ts';

export async function withOutboxWords<M>(load: () => Promise<M>): Promise<M> {
  // Loaded already with any form's page (src/lib/submit-enquiry.ts); if it cannot be had
  // now, the outbox is shown all the same: what waits matters more than its words.
  const [module] = await Promise.all([load(), needCatalogs(['outbox']).catch(() => undefined)]);
  return module;
}
