import { useId, useMemo, useState } from 'react';
import { istDateOf } from '../../contract/ist-date.ts';
import type { LeadQuote } from '../../contract/lead-quote.ts';
import { quoteEmi } from '../../contract/onroad-emi.ts';
import { quoteOnroad } from '../../contract/onroad-quote.ts';
import type { OnroadModel, OnroadRates } from '../../contract/onroad-rates.ts';
import type { Variant } from '../../contract/catalogue-types.ts';
import { showroomIdOf, site, type ShowroomId } from '../../contract/site.ts';
import { formatRupees } from '../../lib/format.ts';
import { rememberedShowroom } from '../../lib/remembered-showroom.ts';
import { QuoteActions } from './quote-actions.tsx';
import { defaultTerms, quoteLink, type QuoteChoice } from './quote-choice.ts';
import { QuoteEmi } from './quote-emi.tsx';
import { QuoteLeadForm } from './quote-lead-form.tsx';
import { QuoteLines } from './quote-lines.tsx';
import { QuoteOptions } from './quote-options.tsx';
import { newQuoteReference, type QuoteDocument } from './quote-summary.ts';
import { useQuoteData } from './use-quote-data.ts';
import './quote.css';

interface QuotePanelProps {
  bikeKey: string;
  /** The model's display name ('Shine 100'). */
  modelName: string;
  /** Where the quote starts: a variant chosen on the page, or a shared link's whole choice. */
  start?: Partial<Omit<QuoteChoice, 'bikeKey'>>;
}

/** The on-road quote of one model: loading, error, or the breakup with EMI, PDF, Share and the lead form. */
export function QuotePanel({ bikeKey, modelName, start }: QuotePanelProps) {
  const data = useQuoteData(bikeKey, true);
  if (data.state === 'loading') return <p className="quote-status" role="status">Loading the on-road price…</p>;
  if (data.state === 'error') return <p className="quote-status quote-error" role="alert">{data.message}</p>;
  return <QuoteBreakup bikeKey={bikeKey} modelName={modelName} start={start} rates={data.rates} model={data.model} variants={data.variants} />;
}

interface BreakupProps extends QuotePanelProps {
  rates: OnroadRates;
  model: OnroadModel;
  variants: Variant[];
}

function QuoteBreakup({ bikeKey, modelName, start, rates, model, variants }: BreakupProps) {
  const id = useId();
  const [variantName, setVariantName] = useState(() => variants.find((v) => v.name === start?.variant)?.name ?? variants[0]!.name);
  const known = new Set(model.options.map((o) => o.id));
  const [ticked, setTicked] = useState<number[]>(() => (start?.options ?? []).filter((o) => known.has(o)));
  const [financed, setFinanced] = useState(start?.financed ?? false);
  const [terms, setTerms] = useState(start?.terms ?? defaultTerms);
  const [showroomId, setShowroomId] = useState<ShowroomId | null>(() => rememberedShowroom());
  const [asking, setAsking] = useState(false);
  // One reference per opened quote: the PDF and the share carry the same one.
  const [reference] = useState(newQuoteReference);
  const on = istDateOf(new Date());

  const variant = variants.find((v) => v.name === variantName) ?? variants[0]!;
  const result = useMemo(
    () => quoteOnroad({ model, exShowroom: variant.price, rates, ticked, financed, on }),
    [model, variant.price, rates, ticked, financed, on],
  );
  if (!result.ok) return <p className="quote-status quote-error" role="alert">{result.error}</p>;
  const { quote } = result;
  const emi = financed ? quoteEmi(quote.total, terms) : null;
  const choice: QuoteChoice = { bikeKey, variant: variant.name, options: ticked, financed, terms };
  const doc: QuoteDocument = { modelName, variant: variant.name, quote, emi, showroomId, on, reference };
  const leadQuote: LeadQuote = { bikeKey, variant: variant.name, options: ticked, financed, total: quote.total, ratesAsOf: quote.ratesAsOf };

  return (
    <div className="quote">
      <div className="quote-field">
        <label htmlFor={`${id}-variant`}>Variant</label>
        <select id={`${id}-variant`} value={variant.name} onChange={(e) => setVariantName(e.target.value)}>
          {variants.map((v) => <option key={v.name} value={v.name}>{`${v.name} - ${formatRupees(v.price)}`}</option>)}
        </select>
      </div>
      <QuoteOptions options={model.options} ticked={ticked} onChange={setTicked} />
      <label className="quote-check">
        <input type="checkbox" checked={financed} onChange={(e) => setFinanced(e.target.checked)} />
        <span>Buy on a loan (adds the hypothecation fee and shows the EMI)</span>
      </label>
      <QuoteLines quote={quote} />
      {financed && <QuoteEmi total={quote.total} terms={terms} onChange={setTerms} />}
      <div className="quote-field">
        <label htmlFor={`${id}-showroom`}>Showroom</label>
        <select id={`${id}-showroom`} value={showroomId ?? ''} onChange={(e) => setShowroomId(showroomIdOf(e.target.value))}>
          <option value="">Any showroom</option>
          {site.showrooms.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </select>
      </div>
      <QuoteActions document={doc} link={quoteLink(window.location.origin, choice)} />
      {asking ? (
        <section className="quote-lead" aria-labelledby={`${id}-lead`}>
          <h3 id={`${id}-lead`}>Get this price from the showroom</h3>
          <QuoteLeadForm modelName={`${modelName} (${variant.name})`} quote={leadQuote} showroomId={showroomId} />
        </section>
      ) : (
        <button type="button" className="btn btn-primary quote-ask" onClick={() => setAsking(true)}>
          Get this price from the showroom
        </button>
      )}
    </div>
  );
}
