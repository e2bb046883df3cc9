/**
 * Manage > Bookings (docs/stock-and-delivery.md "The Bookings screen"): the vehicle
 * bookings of the person's showrooms, oldest first (the order vehicles are given), with the
 * customer, the vehicle asked for and the state in words ("Allotted — chassis …4821").
 * Everyone with stock books at the counter and moves a booking on (Ready, Delivered,
 * Cancel); Managers and Owners also give a vehicle out of turn, with the reason, and keep the
 * delivery checklist's items. A table on
 * tablets, cards on a phone (stock.css). The list is kept on the device: with no signal it
 * opens from there, saying how old it is, and a counter booking waits in the outbox, listed
 * above it until the server has taken it (booking-outbox.ts).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { roleMay } from '#contract/staff-roles.ts';
import { bookingStateLabels, bookingStates, type BookingState } from '#contract/stock.ts';
import { onOutboxSent } from '../../lib/outbox/outbox-events.ts';
import { useOutboxEntries } from '../../lib/use-outbox-entries.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useOnline } from '../../ui/use-online.ts';
import { Modal } from '../../ui/modal.tsx';
import { useSignedInAuthor } from '../session/use-signed-in-author.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { CopySyncLine } from '../ui/copy-sync-line.tsx';
import { ListState } from '../ui/list-state.tsx';
import { counterBookingKind, waitingBookings, type WaitingBooking } from './booking-outbox.ts';
import { BookingAddForm, type BookingPreset } from './booking-add-form.tsx';
import { BookingDetail } from './booking-detail.tsx';
import { BookingTable } from './booking-table.tsx';
import { ChecklistItemsEditor } from './checklist-items-editor.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { stockBookingsQuery, stockKindsQuery, stockVehiclesQuery } from './stock-queries.ts';
import { useStockList } from './use-stock-list.ts';
import { WaitingBookings } from './waiting-bookings.tsx';
import { WithStockKinds } from './with-stock-kinds.tsx';
import { useMyShowrooms } from './my-showrooms.ts';
import { ShowroomFilter } from './showroom-filter.tsx';
import './stock.css';

function presetOf(params: URLSearchParams): BookingPreset | undefined {
  const leadId = params.get('lead');
  if (!leadId) return undefined;
  return { leadId, customerName: params.get('name') ?? '', mobile: params.get('mobile') ?? '', modelName: params.get('model') ?? '' };
}

export function BookingsScreen() {
  usePageMeta('Bookings');
  const me = useStaffRole();
  const id = useId();
  const list = useStockList('bookings', stockBookingsQuery);
  const bookings = list.rows;
  const kinds = useStockList('kinds', stockKindsQuery);
  const online = useOnline();
  const mayChangeStock = me.known && roleMay(me.role, 'changeStock');
  const author = useSignedInAuthor();
  const entries = useOutboxEntries('admin');
  const waiting = useMemo(() => waitingBookings(entries, author?.id ?? null, kinds.rows ?? []), [entries, author?.id, kinds.rows]);
  const [fixing, setFixing] = useState<WaitingBooking>();
  const queryClient = useQueryClient();
  // A booking made offline has reached the server: the list shows it, allotted or waiting.
  useEffect(() => onOutboxSent((message) => {
    if (message.kind !== counterBookingKind) return;
    void queryClient.invalidateQueries({ queryKey: stockBookingsQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: stockVehiclesQuery.queryKey });
  }), [queryClient]);
  // A lead's page links here to book for the lead (?lead=&name=&mobile=&model=) or to open
  // one of its bookings (?open=<id>).
  const [params, setParams] = useSearchParams();
  const preset = presetOf(params);
  const [adding, setAdding] = useState(preset !== undefined);
  const [editingChecklist, setEditingChecklist] = useState(false);
  const [openedId, setOpenedId] = useState<number | undefined>(() => (/^\d{1,15}$/.test(params.get('open') ?? '') ? Number(params.get('open')) : undefined));
  const opened = bookings?.find((b) => b.id === openedId);
  // Closing what the address opened leaves a plain address behind (a reload opens nothing).
  const close = (then: () => void) => () => {
    then();
    if (params.size > 0) setParams({}, { replace: true });
  };
  const [showroom, setShowroom] = useState('');
  // Open bookings first: what the counter works on.
  const [state, setState] = useState<BookingState | 'open' | ''>('open');

  const myShowrooms = useMyShowrooms(me);
  const shown = useMemo(() => bookings?.filter((b) =>
    (!showroom || b.showroomId === Number(showroom))
    && (state === '' || (state === 'open' ? b.state !== 'delivered' && b.state !== 'cancelled' : b.state === state))), [bookings, showroom, state]);

  return (
    <section className="admin-screen stock-screen">
      <div className="admin-actions">
        <h1 className="admin-heading stock-heading">Bookings</h1>
        {me.known && <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setAdding(true)}>New booking</button>}
        {mayChangeStock && (
          <button type="button" className="btn btn-outline admin-keep-case" disabled={!online} aria-describedby={online ? undefined : `${id}-offline`} onClick={() => setEditingChecklist(true)}>
            Checklist items
          </button>
        )}
      </div>
      <CopySyncLine state={list.sync} syncedAt={list.syncedAt} copy="the bookings" />
      {!online && (
        <NeedsConnection id={`${id}-offline`}>
          A new booking made now waits on this device and is sent when the signal is back. Changing a booking{mayChangeStock ? ' and its checklist items' : ''} needs a connection.
        </NeedsConnection>
      )}
      <div className="stock-filters" role="search" aria-label="Find bookings">
        <ShowroomFilter showroomIds={myShowrooms.ids} value={showroom} onChange={setShowroom} />
        <label className="admin-field">
          <span>State</span>
          <select value={state} onChange={(e) => setState(e.target.value as BookingState | 'open' | '')}>
            <option value="open">Open (not delivered or cancelled)</option>
            <option value="">Every state</option>
            {bookingStates.map((s) => <option key={s} value={s}>{bookingStateLabels[s]}</option>)}
          </select>
        </label>
      </div>
      <WaitingBookings waiting={waiting} onFix={setFixing} />
      {list.unknown && <p className="status-text list-state">The bookings were never read on this device: they show once there is a signal.</p>}
      {shown && shown.length > 0 ? (
        <BookingTable bookings={shown} showroomNames={myShowrooms.nameColumn} onOpen={(b) => setOpenedId(b.id)} />
      ) : !list.unknown && (
        <ListState
          rows={shown}
          failed={list.sync === 'failed'}
          failedText="Failed to load the bookings. Please try again."
          emptyText={bookings?.length ? 'No booking matches these filters.' : 'No bookings yet.'}
          retry={list.refetch}
        />
      )}
      <Modal open={openedId !== undefined} onClose={close(() => setOpenedId(undefined))} title={opened ? `Booking ${opened.reference}` : 'Booking'}>
        {openedId !== undefined && <BookingDetail bookingId={openedId} listed={opened} mayChangeStock={mayChangeStock} />}
      </Modal>
      <Modal open={adding} onClose={close(() => setAdding(false))} title="New booking">
        <WithStockKinds>
          {(models) => <BookingAddForm kinds={models} showroomIds={myShowrooms.ids} preset={preset} onAdded={close(() => setAdding(false))} />}
        </WithStockKinds>
      </Modal>
      <Modal open={fixing !== undefined} onClose={() => setFixing(undefined)} title="Fix the booking">
        {fixing && (
          <>
            <p className="admin-field-error">{fixing.problem}</p>
            <WithStockKinds>
              {(models) => <BookingAddForm key={fixing.entryId} kinds={models} showroomIds={myShowrooms.ids} fixing={fixing} onAdded={() => setFixing(undefined)} />}
            </WithStockKinds>
          </>
        )}
      </Modal>
      {mayChangeStock && (
        <Modal open={editingChecklist} onClose={() => setEditingChecklist(false)} title="Delivery checklist items">
          <ChecklistItemsEditor />
        </Modal>
      )}
    </section>
  );
}
