/**
 * Manage > Bookings (docs/stock-and-delivery.md "The Bookings screen"): the vehicle
 * bookings of the person's showrooms, oldest first (the order vehicles are given), with the
 * customer, the vehicle asked for and the state in words ("Allotted — chassis …4821").
 * Everyone with stock books at the counter and moves a booking on (Ready, Delivered,
 * Cancel); Managers and Owners also give a vehicle out of turn, with the reason, and keep the
 * delivery checklist's items. A table on
 * tablets, cards on a phone (stock.css).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { roleMay } from '#contract/staff-roles.ts';
import { bookingStateLabels, bookingStates, type BookingState } from '#contract/stock.ts';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { Modal } from '../../ui/modal.tsx';
import { useStaffRole } from '../session/use-staff-role.ts';
import { ListState } from '../ui/list-state.tsx';
import { BookingAddForm, type BookingPreset } from './booking-add-form.tsx';
import { BookingDetail } from './booking-detail.tsx';
import { BookingTable } from './booking-table.tsx';
import { ChecklistItemsEditor } from './checklist-items-editor.tsx';
import { stockBookingsQuery } from './stock-queries.ts';
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
  const { data: bookings, error, refetch } = useQuery(stockBookingsQuery);
  const mayChangeStock = me.known && roleMay(me.role, 'changeStock');
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
        {mayChangeStock && <button type="button" className="btn btn-outline admin-keep-case" onClick={() => setEditingChecklist(true)}>Checklist items</button>}
      </div>
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
      {shown && shown.length > 0 ? (
        <BookingTable bookings={shown} showroomNames={myShowrooms.nameColumn} onOpen={(b) => setOpenedId(b.id)} />
      ) : (
        <ListState
          rows={shown}
          failed={!!error}
          failedText="Failed to load the bookings. Please try again."
          emptyText={bookings?.length ? 'No booking matches these filters.' : 'No bookings yet.'}
          retry={() => void refetch()}
        />
      )}
      <Modal open={openedId !== undefined} onClose={close(() => setOpenedId(undefined))} title={opened ? `Booking ${opened.reference}` : 'Booking'}>
        {openedId !== undefined && <BookingDetail bookingId={openedId} mayChangeStock={mayChangeStock} />}
      </Modal>
      <Modal open={adding} onClose={close(() => setAdding(false))} title="New booking">
        <WithStockKinds>
          {(kinds) => <BookingAddForm kinds={kinds} showroomIds={myShowrooms.ids} preset={preset} onAdded={close(() => setAdding(false))} />}
        </WithStockKinds>
      </Modal>
      {mayChangeStock && (
        <Modal open={editingChecklist} onClose={() => setEditingChecklist(false)} title="Delivery checklist items">
          <ChecklistItemsEditor />
        </Modal>
      )}
    </section>
  );
}
