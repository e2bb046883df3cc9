/**
 * A booking whose time the server refused (taken, past, closed): its reason in the
 * visitor's language and the nearest open times, one tap each (docs/appointments.md).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { SlotChoice } from '#contract/appointment-api.ts';
import { weekdayOf } from '#contract/appointment-slots.ts';
import { inLanguage, type TextTable } from '../../lib/i18n/text-table.ts';
import { useClockText, useIndianDate } from '../../lib/i18n/use-indian-date.ts';

export interface SlotRefusal {
  message: string;
  alternatives: SlotChoice[];
}

/** A refusal whose answer carries other times is a booking refused for its time. */
export function slotRefusalOf(message: string, data: unknown): SlotRefusal | null {
  const alternatives = (data as { alternatives?: unknown } | null | undefined)?.alternatives;
  if (!Array.isArray(alternatives)) return null;
  return { message, alternatives: alternatives as SlotChoice[] };
}

/** The server's reasons (src/contract/appointment-slots.ts) in the visitor's language. */
const slotMessages: TextTable = {
  'That time was just taken. Please choose another.': msg`That time was just taken. Please choose another.`,
  'That time has passed. Please choose a later time.': msg`That time has passed. Please choose a later time.`,
  'Please choose one of the times offered.': msg`Please choose one of the times offered.`,
  'That time is not open for bookings. Please choose another.': msg`That time is not open for bookings. Please choose another.`,
  'Please choose a day in the next 14 days.': msg`Please choose a day in the next 14 days.`,
};

export function SlotRefusalNotice({ refusal, onChoose }: { refusal: SlotRefusal; onChoose: (choice: SlotChoice) => void }) {
  const { i18n, t } = useLingui();
  const indianDate = useIndianDate();
  const clock = useClockText();
  const weekdays = [t`Sun`, t`Mon`, t`Tue`, t`Wed`, t`Thu`, t`Fri`, t`Sat`];
  return (
    <div className="slot-refusal" role="alert">
      <p className="slot-refusal__message">{inLanguage(i18n, slotMessages, refusal.message)}</p>
      {refusal.alternatives.length > 0 ? (
        <>
          <p><Trans>Nearest open times:</Trans></p>
          <div className="slot-refusal__choices">
            {refusal.alternatives.map((a) => (
              <button key={`${a.date} ${a.time}`} type="button" className="slot-refusal__choice" onClick={() => onChoose(a)}>
                {weekdays[weekdayOf(a.date)]} {indianDate(a.date)}, {clock(a.time)}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p><Trans>No open times are left in the next 14 days. Send your request without a time and the showroom will call you.</Trans></p>
      )}
    </div>
  );
}
