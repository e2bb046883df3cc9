/**
 * Manage > Appointments (docs/appointments.md "The schedule"): per showroom, opening hours
 * per weekday, slot length, test-ride places (optionally per model), service bays,
 * holidays and blocked slots. Owners only (permission `site`). Saving names the version it
 * edited, so two people never overwrite each other unseen; lowering places never cancels a
 * booking: the answer says how many are now over the places, flagged on the day view.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from '../../ui/link.tsx';
import { appointmentPaths } from '#contract/appointment-api.ts';
import { scheduleSettingsSchema, type ScheduleSettings, type ShowroomSchedule } from '#contract/appointment-schedule.ts';
import { api, ApiError } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { adminRead } from '../data/admin-read.ts';
import { showroomText } from '../leads/lead-text.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { isNetworkError, serverMessage } from '../session/api-errors.ts';
import { HoursEditor } from './schedule-hours.tsx';
import { BlockedEditor, HolidaysEditor, ModelPlacesEditor } from './schedule-lists.tsx';
import '../manage/site-screen.css';
import './schedule-screen.css';

const schedulesQuery = adminRead<{ data: ShowroomSchedule[] }>(appointmentPaths.schedules);

type Outcome = { tone: 'done' | 'problem'; text: string } | null;

function settingsOf(schedule: ShowroomSchedule): ScheduleSettings {
  const { showroomId: _id, version: _version, ...settings } = schedule;
  return settings;
}

export function flaggedText(flagged: number): string {
  if (flagged === 0) return 'Saved. No booking is over the places.';
  return `Saved. ${flagged === 1 ? '1 booking is' : `${flagged} bookings are`} now over the places: kept, and flagged on the day view for a call.`;
}

export function ScheduleScreen() {
  usePageMeta('Appointments schedule');
  const { data, error, isPending } = useQuery(schedulesQuery);
  const [showroomId, setShowroomId] = useState<number | null>(null);
  const { showrooms } = useSiteSettings();
  if (error && !data) {
    return (
      <section className="admin-screen">
        <h1 className="admin-heading">Appointments</h1>
        <p className="admin-error" role="alert">{error instanceof ApiError ? serverMessage(error, 'Failed to load the schedules.') : 'No signal: the schedules need a connection to load.'}</p>
      </section>
    );
  }
  if (isPending || !data) return <p className="status-text">Loading...</p>;
  const chosen = data.data.find((s) => s.showroomId === showroomId) ?? data.data[0];
  return (
    <section className="admin-screen sched-screen" aria-labelledby="sched-heading">
      <div>
        <h1 className="admin-heading" id="sched-heading">Appointments</h1>
        <p className="site-lead">When each showroom takes test rides and service bookings, and how many at a time. The day's bookings are under <Link to="/admin/appointments">Appointments</Link>.</p>
      </div>
      <label className="admin-field">
        Showroom
        <select value={chosen?.showroomId ?? ''} onChange={(e) => setShowroomId(Number(e.target.value))}>
          {data.data.map((s) => (
            <option key={s.showroomId} value={s.showroomId}>{showroomText(s.showroomId, showrooms)}</option>
          ))}
        </select>
      </label>
      {chosen && <ScheduleForm key={chosen.showroomId} schedule={chosen} />}
    </section>
  );
}

function ScheduleForm({ schedule }: { schedule: ShowroomSchedule }) {
  const { showrooms } = useSiteSettings();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<ScheduleSettings>(() => settingsOf(schedule));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  // A new read (after a save, or a 409 reloaded) replaces the form; the outcome line stays.
  useEffect(() => setSettings(settingsOf(schedule)), [schedule]);
  const set = <K extends keyof ScheduleSettings>(key: K, value: ScheduleSettings[K]) => setSettings((s) => ({ ...s, [key]: value }));
  const number = (text: string) => (text === '' ? Number.NaN : Number(text));

  const save = async () => {
    const checked = scheduleSettingsSchema.safeParse(settings);
    if (!checked.success) {
      setOutcome({ tone: 'problem', text: `Not saved: ${checked.error.issues[0]?.message ?? 'please check the form'}` });
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      const answer = await api<{ version: number; flagged: number }>(appointmentPaths.schedule(schedule.showroomId), {
        method: 'PUT', body: { version: schedule.version, settings: checked.data },
      });
      setOutcome({ tone: 'done', text: flaggedText(answer.flagged) });
      await queryClient.invalidateQueries({ queryKey: schedulesQuery.queryKey });
    } catch (error) {
      const text = isNetworkError(error) ? 'No signal: the schedule was not saved. Try again with a connection.' : serverMessage(error, 'The schedule was not saved.');
      setOutcome({ tone: 'problem', text });
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: schedulesQuery.queryKey });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="sched-screen" aria-label={`Schedule of ${showroomText(schedule.showroomId, showrooms)}`} onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
      <HoursEditor hours={settings.hours} onChange={(hours) => set('hours', hours)} />
      <fieldset className="site-section">
        <legend>Slots and places</legend>
        <div className="sched-numbers">
          <label className="admin-field">
            Slot length (minutes)
            <input type="number" inputMode="numeric" min={10} max={240} step={5} value={Number.isNaN(settings.slotMinutes) ? '' : settings.slotMinutes} onChange={(e) => set('slotMinutes', number(e.target.value))} />
          </label>
          <label className="admin-field">
            Test-ride places per slot (demo bikes)
            <input type="number" inputMode="numeric" min={0} max={50} value={Number.isNaN(settings.testRidePlaces) ? '' : settings.testRidePlaces} onChange={(e) => set('testRidePlaces', number(e.target.value))} />
          </label>
          <label className="admin-field">
            Service places per slot (bays)
            <input type="number" inputMode="numeric" min={0} max={50} value={Number.isNaN(settings.servicePlaces) ? '' : settings.servicePlaces} onChange={(e) => set('servicePlaces', number(e.target.value))} />
          </label>
        </div>
        <p className="site-hint">Fewer places never cancel a booking: those over the new places are flagged for staff to call.</p>
      </fieldset>
      <ModelPlacesEditor places={settings.modelPlaces} onChange={(next) => set('modelPlaces', next)} />
      <HolidaysEditor holidays={settings.holidays} onChange={(next) => set('holidays', next)} />
      <BlockedEditor blocked={settings.blocked} onChange={(next) => set('blocked', next)} />
      <div className="site-save-bar">
        <button type="submit" className="btn btn-primary lead-btn" disabled={saving}>{saving ? 'Saving…' : 'Save schedule'}</button>
        <p className={`site-outcome${outcome?.tone === 'problem' ? ' is-problem' : ''}`} role="status">{outcome?.text ?? ''}</p>
      </div>
    </form>
  );
}
