/**
 * The job card form of an arrived service booking: the booking read from the server, then
 * the counter's form filled in from it. A booking that already has its card says so and
 * opens that card instead of a second one (the server refuses a second too).
 */
import { useQuery } from '@tanstack/react-query';
import type { JobCardAnswer } from '#contract/workshop.ts';
import { ListState } from '../ui/list-state.tsx';
import { failureText } from '../session/api-errors.ts';
import { bookingForCardQuery } from './booking-card-query.ts';
import { WalkInForm } from './walk-in-form.tsx';

interface Props {
  appointmentId: string;
  showroomIds: readonly number[];
  onOpened: (answer: JobCardAnswer) => void;
  onOpenCard: (jobCardId: number) => void;
}

export function BookingCardForm({ appointmentId, showroomIds, onOpened, onOpenCard }: Props) {
  const { data: booking, error, refetch } = useQuery(bookingForCardQuery(appointmentId));
  if (!booking) {
    return <ListState rows={undefined} failed={!!error} failedText={failureText(error, 'Failed to load the booking. Please try again.')} emptyText="" retry={() => void refetch()} />;
  }
  if (booking.jobCard) {
    const card = booking.jobCard;
    return (
      <div className="workshop-problem" role="status">
        <p>This booking already has job card {card.reference}.</p>
        <button type="button" className="btn btn-primary admin-keep-case" onClick={() => onOpenCard(card.id)}>Open {card.reference}</button>
      </div>
    );
  }
  return <WalkInForm showroomIds={showroomIds} booking={booking} onOpened={onOpened} />;
}
