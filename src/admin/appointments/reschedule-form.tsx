import { useEffect, useState, type FormEvent } from 'react';
import { appointmentPaths, type AvailabilityAnswer } from '#contract/appointment-api.ts';
import { bookingDays } from '#contract/appointment-slots.ts';
import { api } from '../../lib/api.ts';
import { formatClock, formatIndianDate } from '#contract/ist-date.ts';
import type { DayRow } from './day-rows.ts';

type Times = { state: 'loading' } | { state: 'offline' } | { state: 'ready'; answer: AvailabilityAnswer };

/**
 * A new time for a booking. Online, the times are the showroom's open ones (full ones
 * shown as full); with no signal, any time may be typed and the server checks the places
 * when the change is sent, telling the person who made it if the time was taken.
 */
export function RescheduleForm({ row, onSave, onClose }: { row: DayRow; onSave: (date: string, time: string) => Promise<void>; onClose: () => void }) {
  const days = bookingDays(new Date());
  const [date, setDate] = useState(row.movingTo?.date ?? (row.date && days.includes(row.date) ? row.date : days[0]!));
  const [time, setTime] = useState('');
  const [error, setError] = useState('');
  const [times, setTimes] = useState<Times>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    const model = row.purpose === 'test-ride' ? `&model=${encodeURIComponent(row.model)}` : '';
    api<AvailabilityAnswer>(`${appointmentPaths.availability}?purpose=${row.purpose}${model}`).then(
      (answer) => live && setTimes({ state: 'ready', answer }),
      () => live && setTimes({ state: 'offline' }),
    );
    return () => {
      live = false;
    };
  }, [row.purpose, row.model]);

  const slots = times.state === 'ready' ? times.answer.showrooms.find((s) => s.showroomId === row.showroomId)?.days.find((d) => d.date === date) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError('Choose a date');
    if (!time) return setError('Choose a time');
    setError('');
    await onSave(date, time);
  };

  const who = row.name || 'this customer';
  return (
    <form className="appt-form" onSubmit={(e) => void submit(e)} aria-label={`New time for ${who}`}>
      <label className="admin-field">
        Date
        <select value={date} onChange={(e) => { setDate(e.target.value); setTime(''); }}>
          {days.map((d) => (
            <option key={d} value={d}>{formatIndianDate(d)}</option>
          ))}
        </select>
      </label>
      {times.state === 'ready' ? (
        <label className="admin-field">
          Time
          <select value={time} onChange={(e) => setTime(e.target.value)}>
            <option value="">{slots?.closed ? 'Closed that day' : 'Choose…'}</option>
            {(slots?.slots ?? []).filter((s) => s.state !== 'past').map((s) => (
              <option key={s.time} value={s.time} disabled={s.state !== 'open'}>
                {formatClock(s.time)} {s.state === 'open' ? `(${s.left} left)` : s.state === 'full' ? '(full)' : '(blocked)'}
              </option>
            ))}
          </select>
        </label>
      ) : times.state === 'loading' ? (
        <label className="admin-field">
          Time
          <select disabled value="">
            <option value="">Loading the open times…</option>
          </select>
        </label>
      ) : (
        <label className="admin-field">
          Time
          <input type="time" step={60} value={time} onChange={(e) => setTime(e.target.value)} />
          <span className="appt-hint">No signal: the places are checked when this is sent.</span>
        </label>
      )}
      {error && <p className="admin-error" role="alert">{error}</p>}
      <div className="appt-actions">
        <button type="submit" className="btn btn-primary lead-btn">Save new time</button>
        <button type="button" className="btn btn-outline lead-btn" onClick={onClose}>Close</button>
      </div>
    </form>
  );
}
