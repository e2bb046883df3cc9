/**
 * Workshop > Service schedules (docs/workshop.md "Service schedules"): each model's free
 * services (a window of km and of days after sale) and then its paid service interval.
 * Everyone of the workshop reads them; Owners and Managers change them (`workshopPrices`,
 * the dealer's rules for every showroom). Checked by the contract's schema, the server's
 * own, each problem under its field. Needs the server: the next due is worked out there.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { groupIndian } from '#contract/indian-grouping.ts';
import { maxFreeServices, serviceScheduleFormSchema, serviceSchedulePaths, type ServiceScheduleRow } from '#contract/service-schedule.ts';
import { roleMay } from '#contract/staff-roles.ts';
import { api } from '../../lib/api.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { adminRead } from '../data/admin-read.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { fieldMark } from '../stock/field-mark.tsx';
import { ListState } from '../ui/list-state.tsx';
import './workshop.css';

const listQuery = adminRead<{ data: ServiceScheduleRow[] }>(serviceSchedulePaths.schedules, { fresh: true });

const freeText = (f: ServiceScheduleRow['freeServices'][number]) =>
  `${groupIndian(f.fromKm)}–${groupIndian(f.toKm)} km or ${f.fromDays}–${f.toDays} days`;

export function ServiceSchedulesScreen() {
  usePageMeta('Service schedules');
  const { data, error, refetch } = useQuery(listQuery);
  const [editing, setEditing] = useState<ServiceScheduleRow>();
  const changes = roleMay(useStaffRole().role, 'workshopPrices');

  return (
    <section className="admin-screen workshop-schedules">
      <h1 className="admin-heading admin-keep-case">Service schedules</h1>
      <p className="stock-hint">Each model's free services and then its paid service, by km or days after sale, whichever comes first. A vehicle's next service due is worked out from them when its job card is delivered.</p>
      {!data ? (
        <ListState rows={undefined} failed={!!error} failedText="Failed to load the service schedules. Please try again." emptyText="" retry={() => void refetch()} />
      ) : data.data.length === 0 ? <p>No models yet.</p> : (
        <ul className="workshop-schedule-list">
          {data.data.map((row) => (
            <li key={row.modelId} className="workshop-visit">
              <h2 className="workshop-visit-heading">{row.model}</h2>
              <ol className="workshop-schedule-steps">
                {row.freeServices.map((f, i) => <li key={i}>Free service {i + 1}: {freeText(f)}</li>)}
                <li>Then paid: every {groupIndian(row.paidEveryKm)} km or {row.paidEveryDays} days</li>
              </ol>
              {changes && <button type="button" className="btn btn-outline admin-keep-case workshop-touch" onClick={() => setEditing(row)} aria-label={`Edit service schedule of ${row.model}`}>Edit</button>}
            </li>
          ))}
        </ul>
      )}
      <Modal open={!!editing} onClose={() => setEditing(undefined)} title={editing ? `Service schedule of ${editing.model}` : 'Service schedule'}>
        {editing && <ScheduleForm key={editing.modelId} row={editing} onDone={() => setEditing(undefined)} />}
      </Modal>
    </section>
  );
}

type Typed = { freeServices: { fromKm: string; toKm: string; fromDays: string; toDays: string }[]; paidEveryKm: string; paidEveryDays: string };
const windowFields = [['fromKm', 'From km'], ['toKm', 'To km'], ['fromDays', 'From day'], ['toDays', 'To day']] as const;

function ScheduleForm({ row, onDone }: { row: ServiceScheduleRow; onDone: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState<Typed>({
    freeServices: row.freeServices.map((f) => ({ fromKm: String(f.fromKm), toKm: String(f.toKm), fromDays: String(f.fromDays), toDays: String(f.toDays) })),
    paidEveryKm: String(row.paidEveryKm), paidEveryDays: String(row.paidEveryDays),
  });
  const [problem, setProblem] = useState<{ field?: string; text: string }>();
  const [busy, setBusy] = useState(false);
  const mark = (field: string) => fieldMark(id, field.replace(/\./g, '-'), problem?.field === field ? problem.text : undefined);
  const setWindow = (i: number, field: keyof Typed['freeServices'][number], value: string) =>
    setTyped({ ...typed, freeServices: typed.freeServices.map((f, j) => (j === i ? { ...f, [field]: value } : f)) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = serviceScheduleFormSchema.safeParse(typed);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      return setProblem({ field: issue?.path.join('.'), text: issue?.message ?? 'Please check the schedule' });
    }
    setProblem(undefined);
    setBusy(true);
    try {
      const saved = await api<ServiceScheduleRow>(serviceSchedulePaths.schedule(row.modelId), { method: 'PUT', body: checked.data });
      queryClient.setQueryData(listQuery.queryKey, (list) => list && { data: list.data.map((r) => (r.modelId === saved.modelId ? saved : r)) });
      toast.success(`Service schedule of ${row.model} saved`);
      onDone();
    } catch (error) {
      // The server names the field as "freeServices.1.fromKm: ...".
      const match = /^([\w.]+): (.+)$/.exec(failureText(error, 'Failed to save the service schedule. Please try again.'));
      setProblem(match ? { field: match[1], text: match[2]! } : fieldProblem(failureText(error, 'Failed to save the service schedule. Please try again.')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form workshop-schedule-form" onSubmit={(e) => void submit(e)} noValidate>
      {typed.freeServices.map((f, i) => (
        <fieldset key={i} className="workshop-window">
          <legend>Free service {i + 1}</legend>
          {windowFields.map(([field, label]) => {
            const m = mark(`freeServices.${i}.${field}`);
            return (
              <label key={field} className="admin-field">
                <span>{label}</span>
                <input type="text" inputMode="numeric" autoComplete="off" value={f[field]} onChange={(e) => setWindow(i, field, e.target.value)} {...m.attrs} />
                {m.error}
              </label>
            );
          })}
          <button type="button" className="btn btn-outline admin-keep-case workshop-touch" onClick={() => setTyped({ ...typed, freeServices: typed.freeServices.filter((_, j) => j !== i) })}>
            Remove free service {i + 1}
          </button>
        </fieldset>
      ))}
      {typed.freeServices.length < maxFreeServices && (
        <button type="button" className="btn btn-outline admin-keep-case workshop-touch" onClick={() => setTyped({ ...typed, freeServices: [...typed.freeServices, { fromKm: '', toKm: '', fromDays: '', toDays: '' }] })}>
          Add a free service
        </button>
      )}
      <fieldset className="workshop-window">
        <legend>Then a paid service every</legend>
        {([['paidEveryKm', 'km'], ['paidEveryDays', 'days']] as const).map(([field, label]) => {
          const m = mark(field);
          return (
            <label key={field} className="admin-field">
              <span>{label}</span>
              <input type="text" inputMode="numeric" autoComplete="off" value={typed[field]} onChange={(e) => setTyped({ ...typed, [field]: e.target.value })} {...m.attrs} />
              {m.error}
            </label>
          );
        })}
      </fieldset>
      {problem && !problem.field && <p className="admin-field-error" role="alert">{problem.text}</p>}
      <div className="admin-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving...' : 'Save'}</button>
        <button type="button" className="btn btn-outline" onClick={onDone}>Cancel</button>
      </div>
    </form>
  );
}
