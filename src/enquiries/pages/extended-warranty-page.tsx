/** requirements 2.3 /extendedWarranty: the two warranty tables of requirements 9 and the enquiry form. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { ScrollRegion } from '../../ui/scroll-region.tsx';
import { groupIndian } from '../../lib/format.ts';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import { warrantyForm } from '../forms/warranty-form.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { coverageNote, warrantyPlans } from '#contract/warranty-plans.ts';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { warrantyWords } from './warranty-words.ts';

// A figure and its unit stay on one line (a no-break space): "3 years", "36,000 km".
const km = (n: number) => `${groupIndian(n)}\u00a0km`;

export function ExtendedWarrantyPage() {
  const { t, i18n } = useLingui();
  const years = (n: number) => (n === 1 ? t`${n}\u00a0year` : t`${n}\u00a0years`);
  usePageMeta(t`Extended warranty`, t`Extend the warranty of your scooter or motorcycle by up to 7 years.`);
  return (
    <EnquiryPageLayout title={t`EXTENDED WARRANTY`} lead={t`Stay covered longer: extend the standard warranty of your scooter or motorcycle.`}>
      <section className="enquiry-card" aria-labelledby="warranty-plans">
        <h2 id="warranty-plans"><Trans>Warranty plans</Trans></h2>
        {warrantyPlans.map((plan) => (
          // The title stands above the box: as a caption it was as wide as the table and cut off by the box on a phone.
          <Fragment key={plan.vehicle}>
            <h3 className="enquiry-table-title" id={`warranty-${plan.vehicle}`}>
              {inLanguage(i18n, warrantyWords, plan.vehicle)}: <Trans>standard warranty</Trans> {years(plan.standardYears)} / {km(plan.standardKm)}
            </h3>
            {/* A table wider than a small phone scrolls sideways in its box, named by that title. */}
            <ScrollRegion className="enquiry-table-wrap" labelledBy={`warranty-${plan.vehicle}`}>
              <table className="enquiry-table" aria-labelledby={`warranty-${plan.vehicle}`}>
              <thead>
                <tr>
                  <th scope="col"><Trans>Extended by</Trans></th>
                  <th scope="col"><Trans>Additional km</Trans></th>
                  <th scope="col"><Trans>Total period</Trans></th>
                  <th scope="col"><Trans>Total km</Trans></th>
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
          </Fragment>
        ))}
        <p className="enquiry-note">{inLanguage(i18n, warrantyWords, coverageNote)}</p>
      </section>
      <section className="enquiry-card">
        <EnquiryForm definition={warrantyForm} heading={t`Extended warranty enquiry`} />
      </section>
    </EnquiryPageLayout>
  );
}
