/**
 * A booking's delivery checklist on its page (docs/stock-and-delivery.md "Delivery"): what is
 * still to do before Delivered, each item as it is done (a tick, or its text with Save; a
 * registration number as Vahan writes it, stored with spaces), who did it and when. The
 * server checks each value and refuses Delivered while a required item is missing; its
 * refusal shows under the item. A delivered or cancelled booking's checklist is read only.
 * A photo item (the handover photo) is taken or chosen here and uploaded in one step
 * (checklist-photo.tsx).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { BookingChecklist, BookingChecklistEntry } from '#contract/delivery-checklist.ts';
import { formatIstDateTime } from '#contract/ist-date.ts';
import { stockPaths, type BookingRecord } from '#contract/stock.ts';
import { api, ApiError } from '../../lib/api.ts';
import { adminRead } from '../data/admin-read.ts';
import { useAdminWrite } from '../data/use-admin-write.ts';
import { failureText, fieldProblem } from '../session/api-errors.ts';
import { ListState } from '../ui/list-state.tsx';
import { ChecklistPhoto } from './checklist-photo.tsx';

interface Change {
  item: BookingChecklistEntry;
  /** The value to set; null clears it. */
  value: true | string | null;
}

export function BookingChecklistView({ booking }: { booking: BookingRecord }) {
  const id = useId();
  const queryClient = useQueryClient();
  const path = stockPaths.bookingChecklist(booking.id);
  const { data, error, refetch } = useQuery(adminRead<BookingChecklist>(path, { fresh: true }));
  const [problem, setProblem] = useState<{ key: string; text: string }>();
  const [sending, setSending] = useState<{ key: string; on: boolean }>();
  const open = booking.state !== 'delivered' && booking.state !== 'cancelled';

  const saved = (checklist: BookingChecklist) => {
    setProblem(undefined);
    queryClient.setQueryData([path], checklist);
    void queryClient.invalidateQueries({ queryKey: [stockPaths.booking(booking.id)] });
  };

  const change = useAdminWrite({
    write: ({ item, value }: Change) => {
      const itemPath = stockPaths.bookingChecklistItem(booking.id, item.key);
      // With the value the screen showed: one someone else changed meanwhile is refused (409), not written over.
      return api<BookingChecklist>(itemPath, { method: 'PUT', body: { value, was: item.value } });
    },
    onDone: (checklist) => saved(checklist),
    done: (_result, { item, value }) => (value === null ? `${item.labelEn}: cleared` : `${item.labelEn}: done`),
    failed: (failure, { item }) => {
      // Changed meanwhile: the list is read again, so the screen shows what is stored now.
      if (failure instanceof ApiError && failure.status === 409) void queryClient.invalidateQueries({ queryKey: [path] });
      const found = fieldProblem(failureText(failure, 'Failed to save. Please try again.'));
      setProblem({ key: item.key, text: found.text });
      return found.text;
    },
  });

  if (!data) {
    return <ListState rows={undefined} failed={!!error} failedText="Failed to load the delivery checklist. Please try again." emptyText="" retry={() => void refetch()} />;
  }
  // A tick shows at once while its save is on its way (a slow signal must not look ignored);
  // the server's answer, or its refusal, then decides.
  const ticked = (item: BookingChecklistEntry) => (sending?.key === item.key ? sending.on : item.value !== null);
  const tick = (item: BookingChecklistEntry, on: boolean) => {
    setSending({ key: item.key, on });
    change.mutate({ item, value: on ? true : null }, { onSettled: () => setSending(undefined) });
  };
  const errorOf = (key: string) => (problem?.key === key ? `${id}-${key}-error` : undefined);
  const who = (item: BookingChecklistEntry) =>
    item.setAt && <span className="stock-history-who">{formatIstDateTime(item.setAt)} · {item.setByName}</span>;
  const itemError = (item: BookingChecklistEntry) =>
    problem?.key === item.key && <span id={errorOf(item.key)} className="admin-field-error">{problem.text}</span>;

  return (
    <section className="delivery-checklist" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="stock-history-heading">Delivery checklist</h3>
      <p className={data.missing.length ? 'delivery-missing' : 'delivery-ready'} role="status">
        {data.missing.length ? `Still to do before delivery: ${data.missing.join(', ')}` : 'Everything required for delivery is done'}
      </p>
      <ul className="delivery-items">
        {data.items.filter((item) => !item.retired || item.value !== null).map((item) => {
          const label = `${item.labelEn}${item.required ? '' : ' (optional)'}`;
          if (item.kind === 'tick') {
            return (
              <li key={item.key}>
                <label className="stock-radio">
                  <input
                    type="checkbox" checked={ticked(item)} disabled={!open || change.isPending}
                    aria-invalid={errorOf(item.key) ? true : undefined} aria-describedby={errorOf(item.key)}
                    onChange={(e) => tick(item, e.target.checked)}
                  />
                  <span>{label}</span>
                </label>
                {who(item)}
                {itemError(item)}
              </li>
            );
          }
          if (item.kind === 'photo') {
            return (
              <li key={item.key}>
                <ChecklistPhoto
                  bookingId={booking.id} item={item} label={label} open={open} describedBy={errorOf(item.key)}
                  onSaved={saved} onRefused={(text) => setProblem({ key: item.key, text })}
                />
                {who(item)}
                {itemError(item)}
              </li>
            );
          }
          return (
            <li key={item.key}>
              {/* Keyed by the stored value: after a save the box shows it as stored ("HR 26 XX 1234"). */}
              <ChecklistText key={item.value ?? ''} item={item} label={label} open={open} saving={change.isPending} describedBy={errorOf(item.key)}
                onSave={(value) => change.mutate({ item, value: value === '' ? null : value })} />
              {who(item)}
              {itemError(item)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface TextProps {
  item: BookingChecklistEntry;
  label: string;
  open: boolean;
  saving: boolean;
  describedBy: string | undefined;
  onSave: (value: string) => void;
}

/** A written item: its text and Save (an empty text clears it). */
function ChecklistText({ item, label, open, saving, describedBy, onSave }: TextProps) {
  const [text, setText] = useState(item.value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(text.trim());
  };
  return (
    <form className="delivery-text" aria-label={item.labelEn} onSubmit={submit} noValidate>
      <label className="admin-field">
        <span>{label}</span>
        <input
          type="text" maxLength={200} value={text} readOnly={!open} autoComplete="off" spellCheck={false}
          autoCapitalize={item.format === 'registration' ? 'characters' : undefined}
          placeholder={item.format === 'registration' ? 'HR 26 XX 1234' : undefined}
          aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy}
          onChange={(e) => setText(e.target.value)}
        />
      </label>
      {open && <button type="submit" className="btn btn-outline admin-keep-case" disabled={saving || text.trim() === (item.value ?? '')}>Save</button>}
    </form>
  );
}
