/** spec 2.3 /amc: the AMC benefits (spec 9) and the AMC enquiry form. */
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { amcForm } from '../forms/amc-form.ts';
import { amcBenefits } from './amc-benefits.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';

export function AmcPage() {
  usePageMeta('Annual maintenance contract', 'An annual maintenance contract for your two-wheeler: a year of free maintenance and savings of up to 30%.');
  return (
    <EnquiryPageLayout
      title="ANNUAL MAINTENANCE CONTRACT"
      aside={
        <section className="enquiry-card" aria-labelledby="amc-benefits">
          <h2 id="amc-benefits">AMC benefits</h2>
          <ul className="enquiry-list">
            {amcBenefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      }
    >
      <section className="enquiry-card">
        <EnquiryForm definition={amcForm} heading="AMC enquiry" />
      </section>
    </EnquiryPageLayout>
  );
}
