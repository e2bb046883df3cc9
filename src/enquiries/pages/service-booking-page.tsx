/** requirements 2.3 /service-booking: the service booking form. */
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { BookingForm } from '../booking/booking-form.tsx';
import { serviceForm } from '../forms/service-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function ServiceBookingPage() {
  usePageMeta('Book for service', 'Book a service for your motorcycle or scooter: choose a showroom, a day and a time.');
  return (
    <EnquiryPageLayout title="BOOK FOR SERVICE" lead="Pick your model, a showroom, a day and an open time.">
      <section className="enquiry-card">
        <BookingForm definition={serviceForm} heading="Service booking" purpose="service" model="" names={{ date: 'bookingDate', time: 'bookingTime' }} />
      </section>
    </EnquiryPageLayout>
  );
}
