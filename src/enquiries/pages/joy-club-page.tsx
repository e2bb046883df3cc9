/** requirements 2.3 /joy-club: the customer club's intro, its video and the ENQUIRE NOW form. */
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { site } from '#contract/site.ts';
import { ThirdPartyEmbed } from '../../ui/third-party-embed.tsx';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { joyClubForm } from '../forms/joy-club-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';

export function JoyClubPage() {
  const dealer = useSiteSettings();
  const { t } = useLingui();
  const dealerName = dealer.dealerName;
  usePageMeta(t`Joy club`, t`The ${dealerName} Joy club: rewards, service benefits and events for our customers.`);
  return (
    <EnquiryPageLayout title={t`JOY CLUB`}>
      <section className="enquiry-card" aria-labelledby="joy-club-about">
        <h2 id="joy-club-about"><Trans>Our customer engagement programme</Trans></h2>
        <p>
          <Trans>
            The Joy club is our way of staying with you long after you ride out of the showroom. Members collect points
            on purchases and services, get priority service bookings, special offers on accessories and invitations to
            rides and events with other riders from the {dealerName} family.
          </Trans>
        </p>
        <ThirdPartyEmbed
          src={site.joyClubVideo}
          title={t`Joy club video`}
          fallback={<p className="enquiry-video-fallback"><Trans>The video needs an internet connection</Trans></p>}
        />
      </section>
      <section className="enquiry-card">
        <EnquiryForm definition={joyClubForm} heading={t`ENQUIRE NOW`} />
      </section>
    </EnquiryPageLayout>
  );
}
