/** requirements 2.3 /service-booking: the service booking form. */
import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { BookingForm } from '../booking/booking-form.tsx';
import { serviceForm } from '../forms/service-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function ServiceBookingPage() {
  const { t } = useLingui();
  usePageMeta(t`Book for service`, t`Book a service for your motorcycle or scooter: choose a showroom, a day and a time.`);
  return (
    <EnquiryPageLayout title={t`BOOK FOR SERVICE`} lead={t`Pick your model, a showroom, a day and an open time.`}>
      <section className="enquiry-card">
        <BookingForm definition={serviceForm} heading={t`Service booking`} purpose="service" model="" names={{ date: 'bookingDate', time: 'bookingTime' }} />
      </section>
    </EnquiryPageLayout>
  );
}
