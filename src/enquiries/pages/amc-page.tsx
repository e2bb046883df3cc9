/** requirements 2.3 /amc: the AMC benefits (requirements 9) and the AMC enquiry form. */
import { Trans, useLingui } from '@lingui/react/macro';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { amcForm } from '../forms/amc-form.ts';
import { amcBenefits, amcBenefitWords } from './amc-benefits.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function AmcPage() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Annual maintenance contract`, t`An annual maintenance contract for your two-wheeler: a year of free maintenance and savings of up to 30%.`);
  return (
    <EnquiryPageLayout
      title={t`ANNUAL MAINTENANCE CONTRACT`}
      aside={
        <section className="enquiry-card" aria-labelledby="amc-benefits">
          <h2 id="amc-benefits"><Trans>AMC benefits</Trans></h2>
          <ul className="enquiry-list">
            {amcBenefits.map((benefit) => (
              <li key={benefit}>{inLanguage(i18n, amcBenefitWords, benefit)}</li>
            ))}
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={amcForm} heading={t`AMC enquiry`} />
      </section>
    </EnquiryPageLayout>
  );
}
