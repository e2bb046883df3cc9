/** requirements 2.3 /optain: the communication opt-in form. */
import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { optInForm } from '../forms/opt-in-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function OptInPage() {
  const { t } = useLingui();
  usePageMeta(t`Communication opt-in`, t`Choose how we may send you service reminders and offers: RCS, SMS, voice call, e-mail or WhatsApp.`);
  return (
    <EnquiryPageLayout
      title={t`COMMUNICATION OPT-IN`}
      lead={t`Tell us how you would like to hear about service reminders, offers and updates for your vehicle.`}
    >
      <section className="enquiry-card">
        <EnquiryForm definition={optInForm} heading={t`Your details`} />
      </section>
    </EnquiryPageLayout>
  );
}
