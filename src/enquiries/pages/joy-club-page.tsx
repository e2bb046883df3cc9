/** spec 2.3 /joy-club: the customer club's intro, its video and the ENQUIRE NOW form. */
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { site } from '../../contract/site.ts';
import { ThirdPartyEmbed } from '../../ui/third-party-embed.tsx';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { joyClubForm } from '../forms/joy-club-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function JoyClubPage() {
  usePageMeta('Joy club', `The ${site.groupName} Joy club: rewards, service benefits and events for our customers.`);
  return (
    <EnquiryPageLayout title="JOY CLUB">
      <section className="enquiry-card" aria-labelledby="joy-club-about">
        <h2 id="joy-club-about">Our customer engagement programme</h2>
        <p>
          The Joy club is our way of staying with you long after you ride out of the showroom. Members collect points
          on purchases and services, get priority service bookings, special offers on accessories and invitations to
          rides and events with other riders from the {site.groupName} family.
        </p>
        <ThirdPartyEmbed
          src={site.joyClubVideo}
          title="Joy club video"
          fallback={<p className="enquiry-video-fallback">The video needs an internet connection</p>}
        />
      </section>
      <section className="enquiry-card">
        <EnquiryForm definition={joyClubForm} heading="ENQUIRE NOW" />
      </section>
    </EnquiryPageLayout>
  );
}
