/** spec 2.3 /extendedWarranty: the two warranty tables of spec 9 and the enquiry form. */
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { groupIndian } from '../../lib/format.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { warrantyForm } from '../forms/warranty-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { coverageNote, warrantyPlans } from '../../contract/warranty-plans.ts';

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
const km = (n: number) => `${groupIndian(n)} km`;

export function ExtendedWarrantyPage() {
  usePageMeta('Extended warranty', 'Extend the warranty of your scooter or motorcycle by up to 7 years.');
  return (
    <EnquiryPageLayout title="EXTENDED WARRANTY" lead="Stay covered longer: extend the standard warranty of your scooter or motorcycle.">
      <section className="enquiry-card" aria-labelledby="warranty-plans">
        <h2 id="warranty-plans">Warranty plans</h2>
        {warrantyPlans.map((plan) => (
          // A table wider than a small phone scrolls sideways in its box, named by the table's caption.
          <ScrollRegion className="enquiry-table-wrap" key={plan.vehicle} labelledBy={`warranty-${plan.vehicle}`}>
            <table className="enquiry-table">
              <caption id={`warranty-${plan.vehicle}`}>
                {plan.vehicle}: standard warranty {years(plan.standardYears)} / {km(plan.standardKm)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Extended by</th>
                  <th scope="col">Additional km</th>
                  <th scope="col">Total period</th>
                  <th scope="col">Total km</th>
                </tr>
              </thead>
              <tbody>
                {plan.options.map((option) => (
                  <tr key={option.extraYears}>
                    <th scope="row">{years(option.extraYears)}</th>
                    <td>{km(option.extraKm)}</td>
                    <td>{years(option.totalYears)}</td>
                    <td>{km(option.totalKm)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        ))}
        <p className="enquiry-note">{coverageNote}</p>
      </section>
      <section className="enquiry-card">
        <EnquiryForm definition={warrantyForm} heading="Extended warranty enquiry" />
      </section>
    </EnquiryPageLayout>
  );
}
