import { customerSawText, type StoredLeadQuote } from '#contract/lead-quote.ts';
import { modelDisplayName } from '#contract/model-label.ts';
import { ratesAsOfLine } from '#contract/ist-date.ts';
import { formatRupees } from '../../lib/format.ts';

/**
 * The on-road quote a lead carries ("Get this price from the showroom"), if any: what
 * the buyer chose and the total the server works out for it; the buyer's own figure only
 * as "customer saw ₹X" when it differs, so staff never quote a price the rates do not give.
 */
export function LeadQuoteView({ quote }: { quote: StoredLeadQuote | null }) {
  if (!quote) return null;
  return (
    <section className="lead-quote" aria-labelledby="lead-quote-title">
      <h2 id="lead-quote-title" className="lead-form-title">On-road quote</h2>
      <dl className="lead-facts">
        <div><dt>Model</dt><dd>{modelDisplayName(quote.bikeKey)}</dd></div>
        <div><dt>Variant</dt><dd>{quote.variant}</dd></div>
        <div><dt>Options</dt><dd>{quote.options.length === 0 ? 'None' : `${quote.options.length} chosen`}</dd></div>
        <div><dt>Finance</dt><dd>{quote.financed ? 'On a loan' : 'Paid in full'}</dd></div>
        <div>
          <dt>On-road total</dt>
          <dd><strong>{quote.serverTotal === null ? 'Cannot be worked out with today’s catalogue' : formatRupees(quote.serverTotal)}</strong></dd>
        </div>
      </dl>
      <p className="lead-note">{ratesAsOfLine(quote.ratesAsOf)}</p>
      {quote.differs && <p className="admin-notice">{`Differs: ${customerSawText(quote.total)}`}</p>}
    </section>
  );
}
