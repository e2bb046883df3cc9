import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { istDateOf } from '#contract/ist-date.ts';
import type { LeadQuote } from '#contract/lead-quote.ts';
import { quoteEmi } from '#contract/onroad-emi.ts';
import { quoteOnroad } from '#contract/onroad-quote.ts';
import type { OnroadModel, OnroadRates } from '#contract/onroad-rates.ts';
import type { Variant } from '#contract/catalogue-types.ts';
import { showroomIdOf, type ShowroomId } from '#contract/site.ts';
import { openShowrooms } from '#contract/site-settings.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { formatRupees } from '../../lib/format.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { rememberedShowroom } from '../../lib/remembered-showroom.ts';
import { QuoteActions } from './quote-actions.tsx';
import { defaultTerms, quoteLink, type QuoteChoice } from './quote-choice.ts';
import { QuoteEmi } from './quote-emi.tsx';
import { QuoteLeadForm } from './quote-lead-form.tsx';
import { QuoteLines } from './quote-lines.tsx';
import { QuoteOptions } from './quote-options.tsx';
import { newQuoteReference, type QuoteDocument } from './quote-summary.ts';
import { quoteDataErrors, useQuoteData } from './use-quote-data.ts';
import { quoteWords } from './quote-words.ts';
import './quote.css';
import { useModelColours } from '../../lib/use-model-colours.ts';

interface QuotePanelProps {
  bikeKey: string;
  /** The model's display name ('Shine 100'). */
  modelName: string;
  /** The model's picture (a site address), printed on the PDF. */
  picture?: string;
  /** Where the quote starts: a variant chosen on the page, or a shared link's whole choice. */
  start?: Partial<Omit<QuoteChoice, 'bikeKey'>>;
}

/** The on-road quote of one model: loading, error, or the breakup with EMI, PDF, Share and the lead form. */
export function QuotePanel({ bikeKey, modelName, picture, start }: QuotePanelProps) {
  const { t } = useLingui();
  const data = useQuoteData(bikeKey, true);
  if (data.state === 'loading') {
    return (
      <p className="quote-status" role="status">
        <Trans>Loading the on-road price…</Trans>
      </p>
    );
  }
  if (data.state === 'error') {
    const message = data.message === quoteDataErrors.read ? t`The on-road price could not be loaded. Check your connection and try again.` : t`An on-road price is not available for this model yet. Please ask the showroom.`;
    return (
      <p className="quote-status quote-error" role="alert">
        {message}
      </p>
    );
  }
  return <QuoteBreakup bikeKey={bikeKey} modelName={modelName} picture={picture} start={start} rates={data.rates} model={data.model} variants={data.variants} />;
}

interface BreakupProps extends QuotePanelProps {
  rates: OnroadRates;
  model: OnroadModel;
  variants: Variant[];
}

/**
 * Read at a glance on a phone: the variant, then the total (and the EMI when on a loan)
 * in a bar that stays at the foot of the dialog while the buyer chooses add-ons and scrolls
 * the breakup; one extended warranty at most (radio buttons); hypothecation and HSRP
 * explained in a line each.
 */
function QuoteBreakup({ bikeKey, modelName, picture, start, rates, model, variants }: BreakupProps) {
  const { i18n, t } = useLingui();
  const id = useId();
  const colours = useModelColours(bikeKey);
  const [variantName, setVariantName] = useState(() => variants.find((v) => v.name === start?.variant)?.name ?? variants[0]!.name);
  const known = new Set(model.options.map((o) => o.id));
  const [ticked, setTicked] = useState<number[]>(() => (start?.options ?? []).filter((o) => known.has(o)));
  const [financed, setFinanced] = useState(start?.financed ?? false);
  // The dealer's usual rate (set with the on-road rates) unless a shared link says otherwise.
  const usualRate = rates.settings.usualLoanRatePercent?.value ?? defaultTerms.annualRatePercent;
  const [terms, setTerms] = useState(start?.terms ?? { ...defaultTerms, annualRatePercent: usualRate });
  const [asked, setShowroomId] = useState<ShowroomId | null>(() => rememberedShowroom());
  const dealer = useSiteSettings();
  // The open showrooms of Manage > Site; a remembered one that has closed since is no choice.
  const choices = openShowrooms(dealer.showrooms);
  const showroomId = choices.some((s) => s.id === asked) ? asked : null;
  const [asking, setAsking] = useState(false);
  // One reference per opened quote: the PDF and the share carry the same one; once the
  // quote is sent to the showroom, the enquiry's, so the buyer and the showroom name it alike.
  const [reference, setReference] = useState(newQuoteReference);
  const on = istDateOf(new Date());

  const variant = variants.find((v) => v.name === variantName) ?? variants[0]!;
  const result = useMemo(
    () => quoteOnroad({ model, exShowroom: variant.price, rates, ticked, financed, on }),
    [model, variant.price, rates, ticked, financed, on],
  );
  if (!result.ok) {
    return (
      <p className="quote-status quote-error" role="alert">
        {result.error}
      </p>
    );
  }
  const { quote } = result;
  const emi = financed ? quoteEmi(quote.total, terms) : null;
  const choice: QuoteChoice = { bikeKey, variant: variant.name, options: ticked, financed, terms };
  const doc: QuoteDocument = { modelName, variant: variant.name, quote, emi, terms: financed ? terms : null, showroomId, on, reference, picture, dealer };
  const leadQuote: LeadQuote = { bikeKey, variant: variant.name, options: ticked, financed, total: quote.total, ratesAsOf: quote.ratesAsOf };
  const monthly = emi ? formatRupees(emi.monthlyEmi, 2) : '';
  const months = terms.tenureMonths;

  return (
    <div className="quote">
      <div className="quote-field">
        <label htmlFor={`${id}-variant`}>
          <Trans>Variant</Trans>
        </label>
        <select id={`${id}-variant`} value={variant.name} onChange={(e) => setVariantName(e.target.value)}>
          {variants.map((v) => (
            <option key={v.name} value={v.name}>{`${v.name} - ${formatRupees(v.price)}`}</option>
          ))}
        </select>
      </div>
      <QuoteOptions options={model.options} ticked={ticked} onChange={setTicked} />
      <label className="quote-check">
        <input type="checkbox" checked={financed} onChange={(e) => setFinanced(e.target.checked)} />
        <span>
          <Trans>Buy on a loan (adds the hypothecation fee and shows the EMI)</Trans>
        </span>
      </label>
      {/* Held at the foot of the dialog while the choices above it are made. */}
      <p className="quote-total-bar" aria-live="polite">
        <span>{inLanguage(i18n, quoteWords, 'Total on-road')}</span>
        <strong data-testid="quote-total-bar">{formatRupees(quote.total)}</strong>
        {emi && <span className="quote-total-bar-emi">{t`EMI ${monthly} a month for ${months} months`}</span>}
      </p>
      <QuoteLines quote={quote} />
      {financed && <QuoteEmi total={quote.total} terms={terms} onChange={setTerms} />}
      <div className="quote-field">
        <label htmlFor={`${id}-showroom`}>
          <Trans>Showroom</Trans>
        </label>
        <select id={`${id}-showroom`} value={showroomId ?? ''} onChange={(e) => setShowroomId(showroomIdOf(e.target.value))}>
          <option value="">{t`Any showroom`}</option>
          {choices.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </div>
      <QuoteActions document={doc} link={quoteLink(window.location.origin, choice)} />
      {asking ? (
        <section className="quote-lead" aria-labelledby={`${id}-lead`}>
          <h3 id={`${id}-lead`}>
            <Trans>Get this price from the showroom</Trans>
          </h3>
          <QuoteLeadForm modelName={`${modelName} (${variant.name})`} colours={colours} quote={leadQuote} showroomId={showroomId} onStored={setReference} />
        </section>
      ) : (
        <button type="button" className="btn btn-primary quote-ask" onClick={() => setAsking(true)}>
          <Trans>Get this price from the showroom</Trans>
        </button>
      )}
    </div>
  );
}
