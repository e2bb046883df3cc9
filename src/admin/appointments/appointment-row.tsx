import { useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { appointmentStatusLabels, type AppointmentStatus } from '#contract/appointment-api.ts';
import { tooEarlyFor } from '#contract/appointment-day-states.ts';
import { telHref } from '../../lib/tel-href.ts';
import { discardEntry, retryEntry } from '../../lib/page-outbox.ts';
import { nextStates, purposeLabels, whenText } from './appointment-words.ts';
import type { DayRow } from './day-rows.ts';
import { RescheduleForm } from './reschedule-form.tsx';
import { JobCardAction } from './job-card-action.tsx';

export interface RowActions {
  setStatus: (row: DayRow, status: AppointmentStatus) => Promise<void>;
  reschedule: (row: DayRow, date: string, time: string) => Promise<void>;
}

/**
 * One booking of the day: who, what for, their mobile and its state, with the next states
 * one tap away (Arrived, No-show and Done only once the booking's day has come),
 * Reschedule, and the lead. A change the server refused when it was sent
 * stays on the row in the server's words until the person who made it settles it.
 */
export function AppointmentRow({ row, actions }: { row: DayRow; actions: RowActions }) {
  const [rescheduling, setRescheduling] = useState(false);
  const who = row.name || 'No name';
  const pendingWalkIn = row.walkIn && row.version === 0;
  return (
    <li className={`appt-row appt-row-${row.status}`} aria-label={`${row.time ?? ''} ${who}`.trim()}>
      <div className="appt-who">
        {pendingWalkIn ? <strong className="appt-name">{who}</strong> : <Link className="lead-open appt-name" to={`/admin/leads/${row.id}`} aria-label={`Open the lead of ${who}`}>{who}</Link>}
        <span className="appt-what">{purposeLabels[row.purpose]}{row.model ? ` · ${row.model}` : ''}</span>
        {row.mobile && <a className="appt-mobile" href={telHref(row.mobile)} aria-label={`Call ${who}, ${row.mobile}`}>{row.mobile}</a>}
      </div>
      <div className="appt-state">
        <span className={`appt-badge appt-badge-${row.status}`}>{appointmentStatusLabels[row.status]}</span>
        {row.walkIn && <span className="appt-flag">Walk-in</span>}
        {row.overCapacity && <span className="appt-flag appt-flag-warn">Over the places: call to move</span>}
        {row.movingTo && <span className="appt-flag">Moving to {whenText(row.movingTo.date, row.movingTo.time)}</span>}
        {!row.date && row.askedDate && <span className="appt-flag">Asked for {whenText(row.askedDate, row.askedTime)}</span>}
        {row.waiting && <span className="appt-flag appt-flag-waiting">Waiting to be sent</span>}
      </div>
      {row.refused.map((r) => (
        <div key={r.entryId} className="appt-refused" role="alert">
          <p>
            <strong>{r.change?.type === 'reschedule' ? `Not moved to ${whenText(r.change.date, r.change.time)}` : r.stuck ? 'Not sent' : 'Not saved'}:</strong> {r.message}
          </p>
          <div className="appt-actions">
            {r.stuck && (
              <button type="button" className="btn btn-primary lead-btn" onClick={() => void retryEntry(r.entryId)}>Send again</button>
            )}
            {!r.stuck && r.change?.type === 'reschedule' && (
              <button type="button" className="btn btn-primary lead-btn" onClick={() => { void discardEntry(r.entryId); setRescheduling(true); }}>
                Choose another time
              </button>
            )}
            <button type="button" className="btn btn-outline lead-btn" onClick={() => void discardEntry(r.entryId)}>
              {r.change?.type === 'reschedule' ? 'Keep the old time' : 'Dismiss'}
            </button>
          </div>
        </div>
      ))}
      {!pendingWalkIn && (
        <div className="appt-actions">
          <JobCardAction row={row} who={who} />
          {nextStates[row.status].filter((next) => !tooEarlyFor(next.status, row.date, new Date())).map((next) => (
            <button key={next.status} type="button" className={`btn lead-btn ${next.status === 'arrived' || next.status === 'done' ? 'btn-primary' : 'btn-outline'}`}
              aria-label={`${next.label}: ${who}`} onClick={() => void actions.setStatus(row, next.status)}>
              {next.label}
            </button>
          ))}
          {row.status !== 'done' && (
            <button type="button" className="btn btn-outline lead-btn" aria-expanded={rescheduling} aria-label={`Reschedule ${who}`} onClick={() => setRescheduling((v) => !v)}>
              {row.date ? 'Reschedule' : 'Give a time'}
            </button>
          )}
        </div>
      )}
      {rescheduling && (
        <RescheduleForm row={row} onClose={() => setRescheduling(false)} onSave={async (date, time) => {
          await actions.reschedule(row, date, time);
          setRescheduling(false);
        }} />
      )}
    </li>
  );
}
