import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AppointmentStatus } from '#contract/appointment-api.ts';
import { formatClock, istDateOf } from '#contract/ist-date.ts';
import { showroomIdOf } from '#contract/site.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { roleMay } from '#contract/staff-roles.ts';
import { enqueueRequest } from '../../lib/page-outbox.ts';
import { queuedOnDevice } from '../data/queued-on-device.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { showroomText } from '../leads/lead-text.ts';
import { useDeskAccount } from '../leads/use-desk-account.ts';
import { queueAppointmentChange, queueWalkIn, type WalkIn } from './appointment-outbox.ts';
import { AppointmentRow, type RowActions } from './appointment-row.tsx';
import { addDays, dayHeading } from './appointment-words.ts';
import { byTimeRows, type DayRow } from './day-rows.ts';
import { CopySyncLine } from '../ui/copy-sync-line.tsx';
import { useAppointmentDay } from './use-appointment-day.ts';
import { WalkInForm } from './walk-in-form.tsx';
import '../leads/leads.css';
import './appointments.css';

const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The staff day view (docs/appointments.md "Staff day view"): one showroom's day on the
 * tablet, Today, Tomorrow or a date, read from the device's copy so it opens with no
 * signal; every change goes through the outbox. The showroom and day live in the address.
 */
export function AppointmentsScreen() {
  usePageMeta('Appointments');
  const account = useDeskAccount();
  const [params, setParams] = useSearchParams();
  const today = istDateOf(new Date());
  const tomorrow = addDays(today, 1);
  // Owners every showroom of Manage > Site (a closed one keeps its bookings); everyone else
  // the showrooms of their account (docs/roles.md).
  const { showrooms } = useSiteSettings();
  const stored = showrooms.map((s) => s.id);
  const mine = account && !roleMay(account.role, 'roles') ? stored.filter((id) => account.showroom_ids.includes(id)) : stored;
  const asked = showroomIdOf(params.get('showroom'));
  const showroomId = asked !== null && mine.includes(asked) ? asked : mine[0] ?? stored[0] ?? 1;
  const dayParam = params.get('day') ?? '';
  const date = isoDatePattern.test(dayParam) ? dayParam : today;
  const day = useAppointmentDay(showroomId, date);
  const [walkIn, setWalkIn] = useState(false);

  const go = (next: { showroom?: number; day?: string }) => {
    const out = new URLSearchParams(params);
    if (next.showroom !== undefined) out.set('showroom', String(next.showroom));
    if (next.day !== undefined) out.set('day', next.day);
    setParams(out, { replace: true });
  };

  const actions: RowActions = {
    setStatus: (row: DayRow, status: AppointmentStatus) => queuedOnDevice(queueAppointmentChange(enqueueRequest, row, { type: 'status', status })),
    reschedule: (row: DayRow, newDate: string, time: string) => queuedOnDevice(queueAppointmentChange(enqueueRequest, row, { type: 'reschedule', date: newDate, time })),
  };
  const recordWalkIn = async (entry: WalkIn) => {
    await queuedOnDevice(queueWalkIn(enqueueRequest, entry));
    setWalkIn(false);
  };

  const renderDay = () => {
    if (day.rows === undefined) return <p className="lead-note">Loading the day…</p>;
    if (day.unknown && day.sync === 'syncing') return <p className="lead-note">Fetching this day for the device…</p>;
    if (day.unknown && day.sync !== 'synced') return <p className="lead-note">This day was never opened on this device; it shows once there is a signal.</p>;
    if (day.rows.length === 0) return <p className="lead-note">No appointments on this day.</p>;
    const count = day.rows.filter((r) => r.status !== 'cancelled').length;
    return (
      <>
        <p className="lead-count" aria-live="polite">{count === 1 ? '1 appointment' : `${count} appointments`}</p>
        <ol className="appt-times" aria-label="Times">
          {byTimeRows(day.rows).map((group) => (
            <li key={group.time} className="appt-time">
              <h3 className="appt-time-label">{formatClock(group.time)}</h3>
              <ul className="appt-rows">
                {group.rows.map((row) => <AppointmentRow key={row.id} row={row} actions={actions} />)}
              </ul>
            </li>
          ))}
        </ol>
      </>
    );
  };

  return (
    <section className="admin-screen lead-desk appt-day" aria-labelledby="appt-heading">
      <div className="lead-desk-head">
        <h1 className="admin-heading" id="appt-heading">Appointments</h1>
        <CopySyncLine state={day.sync} syncedAt={day.syncedAt} copy="the day" />
      </div>
      <div className="appt-controls">
        <label className="admin-field">
          Showroom
          <select value={showroomId} onChange={(e) => go({ showroom: Number(e.target.value) })} disabled={mine.length < 2}>
            {mine.map((id) => (
              <option key={id} value={id}>{showroomText(id, showrooms)}</option>
            ))}
          </select>
        </label>
        <div className="appt-days" role="group" aria-label="Day">
          <button type="button" className="btn btn-outline lead-btn" aria-pressed={date === today} onClick={() => go({ day: today })}>Today</button>
          <button type="button" className="btn btn-outline lead-btn" aria-pressed={date === tomorrow} onClick={() => go({ day: tomorrow })}>Tomorrow</button>
          <label className="admin-field appt-date">
            Date
            <input type="date" value={date} onChange={(e) => isoDatePattern.test(e.target.value) && go({ day: e.target.value })} />
          </label>
        </div>
      </div>
      <div className="appt-day-head">
        <h2 className="appt-day-title">{dayHeading(date)}</h2>
        {date === today && (
          <button type="button" className="btn btn-primary lead-btn" aria-expanded={walkIn} onClick={() => setWalkIn((v) => !v)}>Walk-in</button>
        )}
      </div>
      {walkIn && date === today && <WalkInForm showroomId={showroomId} onSave={recordWalkIn} onClose={() => setWalkIn(false)} />}
      {renderDay()}
      {day.needsTime.length > 0 && (
        <section className="appt-needs-time" aria-labelledby="appt-needs-time">
          <h2 className="appt-day-title" id="appt-needs-time">Needs a time</h2>
          <p className="lead-note">Their time was taken before the booking arrived: call them and give them one.</p>
          <ul className="appt-rows">
            {day.needsTime.map((row) => <AppointmentRow key={row.id} row={row} actions={actions} />)}
          </ul>
        </section>
      )}
    </section>
  );
}
