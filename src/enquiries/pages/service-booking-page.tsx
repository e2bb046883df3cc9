/** spec 2.3 /service-booking: the service booking form. */
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { serviceForm } from '../forms/service-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function ServiceBookingPage() {
  usePageMeta('Book for service', 'Book a service for your motorcycle or scooter: choose a date and we will confirm.');
  return (
    <EnquiryPageLayout title="BOOK FOR SERVICE" lead="Pick your model and a date; our service team will confirm the booking.">
      <section className="enquiry-card">
        <EnquiryForm definition={serviceForm} heading="Service booking" />
      </section>
    </EnquiryPageLayout>
  );
}
