/**
 * Workshop > Call list (docs/workshop.md "Call list"): what falls due from today to the days
 * chosen in the person's showrooms, soonest first: the vehicle, what is due and when, the
 * customer with a tap to call or to WhatsApp, the reminders already sent, and the latest
 * call's result; Record call keeps what came of a call, with who and when. Above it, the
 * days before that customers are reminded. For those holding the `workshop` permission.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { groupIndian } from '#contract/indian-grouping.ts';
import { formatIndianDate, formatIstDateTime } from '#contract/ist-date.ts';
import { callResultLabels, dueKindLabels, reminderPaths, type CallListAnswer, type CallListRow } from '#contract/service-reminders.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Link } from '../../ui/link.tsx';
import { Modal } from '../../ui/modal.tsx';
import { adminRead } from '../data/admin-read.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { useMyShowrooms } from '../stock/my-showrooms.ts';
import { ShowroomFilter } from '../stock/showroom-filter.tsx';
import { ListState } from '../ui/list-state.tsx';
import { callHref, whatsappChatHref } from './call-links.ts';
import { CallResultForm } from './call-result-form.tsx';
import { ReminderDays } from './reminder-days-form.tsx';
import '../stock/stock.css';
import './workshop.css';

const aheadChoices = [0, 3, 10, 30] as const;
const aheadLabel = (days: number) => (days === 0 ? 'Today' : `Next ${days} days`);
const callListQuery = (days: number) => adminRead<CallListAnswer>(`${reminderPaths.calls}?days=${days}`, { fresh: true });
const rowKey = (r: CallListRow) => `${r.registration}|${r.kind}|${r.dueOn}`;

export function CallListScreen() {
  usePageMeta('Call list');
  const myShowrooms = useMyShowrooms(useStaffRole());
  const queryClient = useQueryClient();
  const [days, setDays] = useState(10);
  const [showroom, setShowroom] = useState('');
  const [recording, setRecording] = useState<CallListRow>();
  const list = useQuery(callListQuery(days));
  const rows = useMemo(() => list.data?.rows.filter((r) => !showroom || r.showroomId === Number(showroom)), [list.data, showroom]);

  return (
    <section className="admin-screen stock-screen workshop-calls">
      <div className="admin-actions">
        <h1 className="admin-heading stock-heading admin-keep-case">Call list</h1>
        <button type="button" className="btn btn-outline admin-keep-case" onClick={() => void list.refetch()}>Refresh</button>
        <Link className="btn btn-outline admin-keep-case" to="/admin/workshop">Back to the workshop</Link>
      </div>
      <p className="stock-hint">Services, insurance and PUC renewals falling due in your showrooms. Call the customer, then record what came of it.</p>
      <ReminderDays />
      <div className="stock-filters" role="search" aria-label="Choose what falls due">
        <label className="admin-field">
          <span>Falling due</span>
          <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
            {aheadChoices.map((d) => <option key={d} value={d}>{aheadLabel(d)}</option>)}
          </select>
        </label>
        {myShowrooms.ids.length > 1 && <ShowroomFilter showroomIds={myShowrooms.ids} value={showroom} onChange={setShowroom} />}
      </div>
      {rows && rows.length > 0 ? (
        <ul className="workshop-call-list" aria-label="Falling due">
          {rows.map((row) => <CallRow key={rowKey(row)} row={row} today={list.data?.from ?? ''} onRecord={() => setRecording(row)} />)}
        </ul>
      ) : (
        <ListState
          rows={rows}
          failed={!!list.error}
          failedText="Failed to load the call list. Please try again."
          emptyText={days === 0 ? 'Nothing falls due today.' : `Nothing falls due in the next ${days} days.`}
          retry={() => void list.refetch()}
        />
      )}
      <Modal open={!!recording} onClose={() => setRecording(undefined)} title={recording ? `Call about ${recording.registration}` : 'Call'}>
        {recording && (
          <CallResultForm
            key={rowKey(recording)}
            row={recording}
            onSaved={(call) => {
              queryClient.setQueryData(callListQuery(days).queryKey, (answer) => answer && {
                ...answer,
                rows: answer.rows.map((r) => (rowKey(r) === rowKey(recording) ? { ...r, lastCall: call, callCount: r.callCount + 1 } : r)),
              });
              setRecording(undefined);
            }}
          />
        )}
      </Modal>
    </section>
  );
}

function CallRow({ row, today, onRecord }: { row: CallListRow; today: string; onRecord: () => void }) {
  const due = `Due ${row.dueOn === today ? 'today, ' : ''}${formatIndianDate(row.dueOn)}${row.dueKm !== null ? ` or at ${groupIndian(row.dueKm)} km, whichever comes first` : ''}`;
  return (
    <li className="workshop-visit workshop-call">
      <h2 className="workshop-visit-heading">{dueKindLabels[row.kind]}: {row.registration}</h2>
      <p className="workshop-call-due">{due}</p>
      <p>{row.customerName || 'Customer'}, {row.mobile} · {row.showroom}</p>
      <p className="stock-hint">{row.remindedDaysBefore.length > 0 ? `Reminded ${row.remindedDaysBefore.join(' and ')} days before` : 'No reminder sent yet'}</p>
      {row.lastCall && (
        <p className="workshop-call-last">
          <strong>{callResultLabels[row.lastCall.result]}</strong>, by {row.lastCall.calledByName}, {formatIstDateTime(row.lastCall.calledAt)}
          {row.lastCall.note && <>: {row.lastCall.note}</>}
          {row.callCount > 1 && ` (${row.callCount} calls)`}
        </p>
      )}
      <div className="workshop-call-actions">
        <a className="btn btn-primary admin-keep-case workshop-touch" href={callHref(row.mobile)} aria-label={`Call ${row.customerName || 'the customer'}, ${row.mobile}`}>Call</a>
        <a className="btn btn-outline admin-keep-case workshop-touch" href={whatsappChatHref(row.mobile)} target="_blank" rel="noopener noreferrer" aria-label={`WhatsApp ${row.customerName || 'the customer'}, ${row.mobile}`}>WhatsApp</a>
        <button type="button" className="btn btn-outline admin-keep-case workshop-touch" onClick={onRecord} aria-label={`Record a call about ${row.registration}`}>Record call</button>
      </div>
    </li>
  );
}
