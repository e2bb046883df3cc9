import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import { deliveryBandTexts } from '#contract/stock-availability.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useModelColours } from '../../lib/use-model-colours.ts';
import { Dropdown } from '../../ui/dropdown.tsx';
import { answerTime, kindsIn, showroomDeliveries } from './availability-words.ts';
import { useModelAvailability } from './use-model-availability.ts';
import './delivery-availability.css';

interface DeliveryAvailabilityProps {
  bikeName: string;
  /** The variant chosen on the overview; the answer's first when none is chosen or known. */
  variant: string | undefined;
  /** Injected for tests of the day boundary; the page passes none. */
  now?: () => Date;
}

/**
 * "When can I get it?" (docs/stock-and-delivery.md "Availability"): for the chosen variant
 * and colour, each open showroom's delivery band in the visitor's language, the next
 * batch's date when none is on the floor, and counts only when the dealer shows them.
 * Offline it shows the answer last kept on this device with its time.
 */
/** "2-3 days": a range never breaks at its hyphen, so a phone never shows "2-" and "3 days" on two lines. */
function keepRangesWhole(text: string): ReactNode[] {
  return text.split(/(\d+-\d+)/).map((part, i) => (i % 2 === 1 ? <span key={i} className="availability-range">{part}</span> : part));
}

export function DeliveryAvailability({ bikeName, variant, now = () => new Date() }: DeliveryAvailabilityProps) {
  const availability = useModelAvailability(bikeName);
  const { showrooms } = useSiteSettings();
  const colourChoices = useModelColours(bikeName);
  const [colour, setColour] = useState<string | null>(null);
  const { t, i18n } = useLingui();

  let body: ReactNode;
  if (availability.state === 'loading') {
    body = (
      <p className="availability-status" role="status">
        <Trans>Checking delivery times...</Trans>
      </p>
    );
  } else if (availability.state === 'failed') {
    body = (
      <p className="availability-status">
        <Trans>We could not check delivery times just now. Please call the showroom, or try again later.</Trans>
      </p>
    );
  } else if (availability.state === 'unknown-model') {
    body = <p className="availability-status">{deliveryBandTexts[i18n.locale === 'hi' ? 'hi' : 'en'].ask}</p>;
  } else {
    const { answer } = availability;
    const kinds = kindsIn(answer);
    const shownVariant = kinds.variants.find((v) => v.toLowerCase() === variant?.toLowerCase()) ?? kinds.variants[0] ?? '';
    const shownColour = kinds.colours.find((c) => c === colour) ?? kinds.colours[0] ?? '';
    const lines = showroomDeliveries(i18n.locale, answer, shownVariant, shownColour);
    const labelOf = (name: string) => colourChoices.find((c) => c.value.toLowerCase() === name.toLowerCase())?.label ?? name;
    const asOf = answerTime(i18n.locale, answer.computedAt, now());
    body = (
      <>
        {kinds.colours.length > 1 && (
          <Dropdown
            label={t`Colour`}
            placeholder={t`Select a colour`}
            options={kinds.colours.map((c) => ({ value: c, label: labelOf(c) }))}
            value={shownColour}
            onChange={setColour}
          />
        )}
        {availability.state === 'kept' && (
          <p className="availability-kept">
            <Trans>No connection: the last known times, as of {asOf}.</Trans>
          </p>
        )}
        {lines.length === 0 ? (
          <p className="availability-status">{deliveryBandTexts[i18n.locale === 'hi' ? 'hi' : 'en'].ask}</p>
        ) : (
          <ul className="availability-list">
            {lines.map((line) => {
              const place = showroomPlaceIn(showrooms, line.showroomId) || t`Showroom ${line.showroomId}`;
              const nextBatch = line.nextBatch;
              return (
                <li key={line.showroomId}>
                  <strong>{line.inStockNow ? t`In stock at ${place}` : place}</strong>
                  {': '}
                  {keepRangesWhole(line.band)}
                  {nextBatch && <span className="availability-next">{t`Next batch expected ${nextBatch}`}</span>}
                  {line.counts && (
                    <span className="availability-counts">
                      {t`${line.counts.inStock} in stock, ${line.counts.inTransit} on the way, ${line.counts.bookingsAhead} bookings ahead`}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </>
    );
  }

  return (
    <section className="availability" aria-labelledby="availability-heading">
      <h2 id="availability-heading" className="availability-heading">
        <Trans>When can I get it?</Trans>
      </h2>
      {body}
    </section>
  );
}
