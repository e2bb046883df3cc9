/**
 * A vehicle booking's steps on /track (docs/stock-and-delivery.md "What the customer sees"):
 * each step with its date, or waiting, in the page's language from the contract's words
 * (src/contract/booking-track.ts, English and Hindi beside each other as the delivery bands are).
 */
import { useLingui } from '@lingui/react/macro';
import { bookingStepState, bookingStepTitle, bookingTrackTexts, type BookingTrackAnswer } from '#contract/booking-track.ts';
import { formatIndianDateIn } from '#contract/ist-date.ts';

export function VehicleBookingSteps({ answer }: { answer: BookingTrackAnswer }) {
  const { i18n } = useLingui();
  const language = i18n.locale === 'hi' ? 'hi' : 'en';
  const words = bookingTrackTexts[language];
  return (
    <div className="track-vehicle">
      <p className="track-vehicle__heading">{words.heading}: <span className="track-vehicle__reference">{answer.reference}</span></p>
      <p className="track-vehicle__model">{[answer.model, answer.variant, answer.colour].join(' · ')}{answer.showroom ? ` · ${answer.showroom}` : ''}</p>
      {answer.cancelledOn && <p className="track-vehicle__cancelled">{words.cancelled(formatIndianDateIn(language, answer.cancelledOn))}</p>}
      <ol className="track-vehicle__steps">
        {answer.steps.map((step) => (
          <li key={step.step} className={step.done ? 'track-vehicle__step track-vehicle__step--done' : 'track-vehicle__step'}>
            <span className="track-vehicle__title">{bookingStepTitle(language, step)}</span>
            <span className="track-vehicle__state">{bookingStepState(language, step)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
