/**
 * Workshop (docs/workshop.md): the board of the job cards not yet delivered in the person's
 * showrooms, by stage; a card opens its details (the next stage, the estimate, a new line,
 * the counter's decisions, its bill); New job card opens one for a walk-in; under the board,
 * the bills of chosen days as a CSV for the accounts. `?appointment=<id>` (the appointments
 * screen's "Open job card") opens the form filled in from that arrived service booking;
 * `?card=<id>` opens a card (a booking's link to its card). For those holding the
 * `workshop` permission (the menu shows it to them only; the server refuses the rest).
 * The board is local-first (docs/workshop.md "Offline, like the lead desk"): it shows the device's copy, says
 * how old it is, and its moves wait in the outbox; what needs the server says so offline.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { useOnline } from '../../ui/use-online.ts';
import { Modal } from '../../ui/modal.tsx';
import { useStaffRole } from '../session/use-staff-role.ts';
import { useMyShowrooms } from '../stock/my-showrooms.ts';
import { ShowroomFilter } from '../stock/showroom-filter.tsx';
import { CopySyncLine } from '../ui/copy-sync-line.tsx';
import { ListState } from '../ui/list-state.tsx';
import { Link } from '../../ui/link.tsx';
import { BillsExport } from './bills-export.tsx';
import { ServiceHistorySection } from './service-history-section.tsx';
import { boardActions } from './board-actions.ts';
import { JobCardBoard } from './job-card-board.tsx';
import { JobCardDetail } from './job-card-detail.tsx';
import { NeedsConnectionNote } from './needs-connection-note.tsx';
import { useWorkshopBoard } from './use-workshop-board.ts';
import { WalkInForm } from './walk-in-form.tsx';
import { BookingCardForm } from './booking-card-form.tsx';
import { jobCardQuery } from './workshop-queries.ts';
import '../stock/stock.css';
import './workshop.css';

export function WorkshopScreen() {
  usePageMeta('Workshop');
  const me = useStaffRole();
  const myShowrooms = useMyShowrooms(me);
  const online = useOnline();
  const board = useWorkshopBoard();
  const cards = board.rows;
  const [showroom, setShowroom] = useState('');
  const [openedId, setOpenedId] = useState<number>();
  const [adding, setAdding] = useState(false);
  const [params, setParams] = useSearchParams();
  const fromBooking = params.get('appointment') ?? undefined;
  const linkedCard = params.get('card');
  useEffect(() => {
    if (!linkedCard || !/^\d{1,15}$/.test(linkedCard)) return;
    setOpenedId(Number(linkedCard));
    setParams((p) => { p.delete('card'); return p; }, { replace: true });
  }, [linkedCard, setParams]);
  const closeBooking = () => setParams((p) => { p.delete('appointment'); return p; }, { replace: true });
  const openCard = (cardId: number) => {
    closeBooking();
    setOpenedId(cardId);
  };
  const opened = useQuery({ ...jobCardQuery(openedId ?? 0), enabled: openedId !== undefined && online });
  const openedCard = cards?.find((c) => c.id === openedId);
  const shown = useMemo(() => cards?.filter((c) => !showroom || c.showroomId === Number(showroom)), [cards, showroom]);
  const actions = useMemo(() => boardActions((c) => setOpenedId(c.id)), []);

  const renderBoard = () => {
    if (shown && shown.length > 0) return <JobCardBoard cards={shown} actions={actions} />;
    if (board.unknown && board.sync === 'syncing') return <p className="status-text list-state" role="status">Fetching the board for this device…</p>;
    if (board.unknown && board.sync === 'offline') return <p className="status-text list-state" role="status">The board was never opened on this device; it shows once there is a signal.</p>;
    if (board.unknown && board.sync === 'failed') {
      return <ListState rows={undefined} failed failedText="Failed to load the job cards. Please try again." emptyText="" retry={board.refresh} />;
    }
    return (
      <ListState
        rows={shown}
        emptyText={cards?.length ? 'No job card in this showroom.' : 'No job cards in the workshop. Open one with New job card.'}
      />
    );
  };

  return (
    <section className="admin-screen stock-screen workshop-screen">
      <div className="admin-actions">
        <h1 className="admin-heading stock-heading">Workshop</h1>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => setAdding(true)}>New job card</button>
        <button type="button" className="btn btn-outline admin-keep-case" onClick={board.refresh}>Refresh</button>
        <Link className="btn btn-outline admin-keep-case" to="/admin/workshop/calls">Call list</Link>
        <Link className="btn btn-outline admin-keep-case" to="/admin/workshop/schedules">Service schedules</Link>
        <Link className="btn btn-outline admin-keep-case" to="/admin/workshop/price-lists">Parts and labour</Link>
      </div>
      {myShowrooms.ids.length > 1 && (
        <div className="stock-filters" role="search" aria-label="Find job cards">
          <ShowroomFilter showroomIds={myShowrooms.ids} value={showroom} onChange={setShowroom} />
        </div>
      )}
      <CopySyncLine state={board.sync} syncedAt={board.syncedAt} copy="the board" />
      {renderBoard()}
      {online ? (
        <>
          <ServiceHistorySection />
          <BillsExport />
        </>
      ) : <NeedsConnectionNote title="Service history and bills for the accounts need a connection" />}
      <Modal open={openedId !== undefined} onClose={() => setOpenedId(undefined)} title={`Job card ${opened.data?.jobCard.reference ?? openedCard?.reference ?? ''}`.trim()}>
        {openedId !== undefined && (online || opened.data ? <JobCardDetail jobCardId={openedId} /> : <NeedsConnectionNote title="A job card's details, estimate, bill and photos need a connection" />)}
      </Modal>
      <Modal open={adding} onClose={() => setAdding(false)} title="New job card (walk-in)">
        {online ? <WalkInForm showroomIds={myShowrooms.ids} onOpened={(answer) => { setAdding(false); setOpenedId(answer.jobCard.id); }} /> : <NeedsConnectionNote title="Opening a new job card needs a connection" />}
      </Modal>
      <Modal open={fromBooking !== undefined} onClose={closeBooking} title="New job card (from the booking)">
        {fromBooking !== undefined && (
          <BookingCardForm appointmentId={fromBooking} showroomIds={myShowrooms.ids} onOpened={(answer) => openCard(answer.jobCard.id)} onOpenCard={openCard} />
        )}
      </Modal>
    </section>
  );
}
