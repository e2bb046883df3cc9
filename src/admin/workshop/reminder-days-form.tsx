/**
 * How many days before a date falls due customers are reminded (docs/workshop.md
 * "Reminders"): everyone of the workshop reads it; Owners and Managers change it
 * (`workshopPrices`, the dealer's rule for every showroom), typed as "10, 3".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { reminderDaysFormSchema, reminderPaths, type ReminderSettings } from '#contract/service-reminders.ts';
import { roleMay } from '#contract/staff-roles.ts';
import { api } from '../../lib/api.ts';
import { adminRead } from '../data/admin-read.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { fieldMark } from '../stock/field-mark.tsx';

export const reminderSettingsQuery = adminRead<ReminderSettings>(reminderPaths.settings, { fresh: true });

const daysText = (days: readonly number[]) =>
  days.length === 1 ? `${days[0]} days` : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]} days`;

export function ReminderDays() {
  const { data } = useQuery(reminderSettingsQuery);
  const changes = roleMay(useStaffRole().role, 'workshopPrices');
  if (!data) return null;
  return (
    <div className="workshop-reminder-days">
      <p className="stock-hint">Customers get a message {daysText(data.daysBefore)} before a date falls due, if they agreed to WhatsApp or SMS or gave an e-mail.</p>
      {changes && <ReminderDaysForm key={data.daysBefore.join(',')} saved={data} />}
    </div>
  );
}

function ReminderDaysForm({ saved }: { saved: ReminderSettings }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(saved.daysBefore.join(', '));
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const mark = fieldMark(id, 'daysBefore', problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = reminderDaysFormSchema.safeParse({ daysBefore: typed });
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Please check the days');
    setProblem(undefined);
    setBusy(true);
    try {
      const answer = await api<ReminderSettings>(reminderPaths.settings, { method: 'PUT', body: checked.data });
      queryClient.setQueryData(reminderSettingsQuery.queryKey, answer);
      toast.success('Reminder days saved');
    } catch (error) {
      setProblem(fieldProblem(failureText(error, 'Failed to save the reminder days. Please try again.')).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form workshop-reminder-form" onSubmit={(e) => void submit(e)} noValidate>
      <label className="admin-field">
        <span>Remind customers this many days before (e.g. 10, 3)</span>
        <input type="text" inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} {...mark.attrs} />
        {mark.error}
      </label>
      <div className="admin-actions">
        <button type="submit" className="btn btn-outline admin-keep-case" disabled={busy}>{busy ? 'Saving...' : 'Save reminder days'}</button>
      </div>
    </form>
  );
}
