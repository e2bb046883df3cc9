import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { OnroadOption } from '#contract/onroad-rates.ts';
import { optionKindLabels, optionKinds, type OptionKind } from '#contract/onroad-registry.ts';
import { formatRupees } from '../../lib/format.ts';
import { dealerText } from '../../lib/i18n/dealer-text.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { quoteWords } from './quote-words.ts';

interface QuoteOptionsProps {
  options: readonly OnroadOption[];
  ticked: readonly number[];
  onChange: (ticked: number[]) => void;
}

/**
 * The optional lines a buyer may add, by kind; the quote takes at most one of each kind.
 * A kind with one offer is a tick; a kind with several (extended warranty: +1, 2, 3 or 7
 * years) is one choice among them and "None", as radio buttons say. An option's name is
 * the dealer's (docs/on-road-price.md), in English: a Hindi page marks it so.
 */
export function QuoteOptions({ options, ticked, onChange }: QuoteOptionsProps) {
  const { i18n } = useLingui();
  const id = useId();
  if (options.length === 0) return null;
  const nameOf = (option: OnroadOption) => dealerText(i18n.locale, option.label, option.labelHi);
  function choose(kind: OptionKind, optionId: number | null) {
    const sameKind = new Set(options.filter((o) => o.kind === kind).map((o) => o.id));
    const rest = ticked.filter((t) => !sameKind.has(t));
    onChange(optionId === null ? rest : [...rest, optionId]);
  }
  return (
    <fieldset className="quote-options">
      <legend>
        <Trans>Add to your quote</Trans>
      </legend>
      {optionKinds.map((kind) => {
        const ofKind = options.filter((o) => o.kind === kind);
        if (ofKind.length === 0) return null;
        const kindLabel = inLanguage(i18n, quoteWords, optionKindLabels[kind]);
        if (ofKind.length === 1) {
          const option = ofKind[0]!;
          const name = nameOf(option);
          return (
            <label key={kind} className="quote-option">
              <input type="checkbox" checked={ticked.includes(option.id)} onChange={(e) => choose(kind, e.target.checked ? option.id : null)} />
              <span className="quote-option-label" lang={name.lang}>{name.text}</span>
              <span className="quote-option-price">{formatRupees(option.price)}</span>
            </label>
          );
        }
        const chosen = ofKind.find((o) => ticked.includes(o.id))?.id ?? null;
        return (
          <div key={kind} className="quote-option-group" role="radiogroup" aria-labelledby={`${id}-${kind}`}>
            <p id={`${id}-${kind}`} className="quote-option-kind">
              {kindLabel}
            </p>
            <label className="quote-option">
              <input type="radio" name={`${id}-${kind}`} checked={chosen === null} onChange={() => choose(kind, null)} />
              <span className="quote-option-label">
                <Trans>None</Trans>
              </span>
            </label>
            {ofKind.map((option) => {
              const name = nameOf(option);
              return (
                <label key={option.id} className="quote-option">
                  <input type="radio" name={`${id}-${kind}`} checked={chosen === option.id} onChange={() => choose(kind, option.id)} />
                  <span className="quote-option-label" lang={name.lang}>{name.text}</span>
                  <span className="quote-option-price">{formatRupees(option.price)}</span>
                </label>
              );
            })}
          </div>
        );
      })}
    </fieldset>
  );
}
