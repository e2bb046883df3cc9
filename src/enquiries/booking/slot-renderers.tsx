/**
 * Showroom, Date, then an open Time (requirements 2.3, docs/appointments.md): the time
 * field of a booking form shows the chosen showroom and day's slots from the availability
 * the page read. Open ones can be chosen; full and blocked ones show as such; past ones
 * are not offered. A time the new showroom or day does not have open is let go.
 */
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { AvailabilityAnswer, DayAvailability } from '#contract/appointment-api.ts';
import type { CustomFieldProps, CustomRenderer } from '../kit/form-field.tsx';
import { useClockText } from '../../lib/i18n/use-indian-date.ts';
import './slot-renderers.css';

export interface SlotFieldNames {
  date: string;
  time: string;
}

function dayOf(answer: AvailabilityAnswer | undefined, showroom: string, date: string): DayAvailability | undefined {
  return answer?.showrooms.find((s) => String(s.showroomId) === showroom)?.days.find((d) => d.date === date);
}

function TimeChoice({ props, answer, dateField }: { props: CustomFieldProps; answer: AvailabilityAnswer | null | undefined; dateField: string }) {
  const { t } = useLingui();
  const clock = useClockText();
  const showroom = String(useWatch({ control: props.control, name: 'preferredShowroom' }) ?? '');
  const date = String(useWatch({ control: props.control, name: dateField }) ?? '');
  const day = dayOf(answer ?? undefined, showroom, date);
  const offered = (day?.slots ?? []).filter((s) => s.state !== 'past');
  const openTimes = offered.filter((s) => s.state === 'open').map((s) => s.time).join(' ');
  const { value, onChange } = props;
  useEffect(() => {
    if (value && !openTimes.split(' ').includes(value)) onChange('');
  }, [value, openTimes, onChange]);
  const note = (text: string) => <p className="slot-note" id={props.id}>{text}</p>;
  if (answer === undefined) return note(t`Loading the open times...`);
  if (answer === null) return note(t`The open times could not be loaded. Send your request and the showroom will call you.`);
  if (!showroom) return note(t`Choose a showroom and a date to see the open times.`);
  if (!date) return note(t`Choose a date to see its times.`);
  if (!day) return note(t`Times can be booked for the next 14 days. Send your request and the showroom will call you.`);
  if (day.closed === 'holiday') return note(t`The showroom is closed for a holiday that day. Please choose another day.`);
  if (day.closed === 'closed') return note(t`The showroom is closed that day. Please choose another day.`);
  if (offered.length === 0) return note(t`No times are left on this day. Please choose another day.`);
  return (
    <>
      <p className="slot-note">{t`Times are IST. No time suits you? Leave it and the showroom will call you.`}</p>
      <div className="slot-grid" role="radiogroup" aria-labelledby={props.labelId} aria-describedby={props.describedBy} id={props.id}>
        {offered.map((slot, i) => {
          const open = slot.state === 'open';
          const why = slot.state === 'full' ? t`Full` : slot.state === 'blocked' ? t`Not available` : '';
          return (
            <label key={slot.time} className={`slot-chip${open ? '' : ' slot-chip--off'}`}>
              <input
                type="radio"
                name={`${props.id}-time`}
                value={slot.time}
                checked={value === slot.time}
                disabled={!open}
                ref={i === 0 ? props.inputRef : undefined}
                onChange={() => onChange(slot.time)}
                aria-label={why ? `${clock(slot.time)}, ${why}` : clock(slot.time)}
              />
              <span aria-hidden="true" className="slot-chip__main">{clock(slot.time)}</span>
              {why ? <span aria-hidden="true" className="slot-chip__why">{why}</span> : null}
            </label>
          );
        })}
      </div>
    </>
  );
}

/** The time field's renderer, over the availability read (undefined while loading, null when there is none). */
export function slotRenderers(answer: AvailabilityAnswer | null | undefined, names: SlotFieldNames): Record<string, CustomRenderer> {
  return { [names.time]: (props) => <TimeChoice props={props} answer={answer} dateField={names.date} /> };
}
