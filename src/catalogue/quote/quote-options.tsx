import type { OnroadOption } from '../../contract/onroad-rates.ts';
import { optionKindLabels, optionKinds } from '../../contract/onroad-registry.ts';
import { formatRupees } from '../../lib/format.ts';

interface QuoteOptionsProps {
  options: readonly OnroadOption[];
  ticked: readonly number[];
  onChange: (ticked: number[]) => void;
}

/**
 * The optional lines a buyer may tick, grouped by kind. The quote takes at most one of
 * each kind, so ticking a second plan of a kind replaces the first (as radio buttons
 * would, but a tick can also be taken off again).
 */
export function QuoteOptions({ options, ticked, onChange }: QuoteOptionsProps) {
  if (options.length === 0) return null;
  function toggle(option: OnroadOption, on: boolean) {
    const sameKind = new Set(options.filter((o) => o.kind === option.kind).map((o) => o.id));
    const rest = ticked.filter((id) => !sameKind.has(id));
    onChange(on ? [...rest, option.id] : rest);
  }
  return (
    <fieldset className="quote-options">
      <legend>Add to your quote</legend>
      {optionKinds.map((kind) => {
        const ofKind = options.filter((o) => o.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <div key={kind} className="quote-option-group">
            <p className="quote-option-kind">{optionKindLabels[kind]}</p>
            {ofKind.map((option) => (
              <label key={option.id} className="quote-option">
                <input type="checkbox" checked={ticked.includes(option.id)} onChange={(e) => toggle(option, e.target.checked)} />
                <span className="quote-option-label">{option.label}</span>
                <span className="quote-option-price">{formatRupees(option.price)}</span>
              </label>
            ))}
          </div>
        );
      })}
    </fieldset>
  );
}
