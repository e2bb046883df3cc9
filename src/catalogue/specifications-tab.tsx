import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { inLanguage, type TextTable } from '../lib/i18n/text-table.ts';
import { specSections, type BikeDetail, type SpecSection } from '#contract/catalogue-types.ts';
import { Accordion } from '../ui/accordion.tsx';
import { specRowText } from './spec-row-text.ts';

/** The contract's section titles (src/contract/catalogue-types.ts) in the visitor's language. */
const specSectionWords: TextTable = {
  'Body Dimensions': msg`Body Dimensions`,
  Engine: msg`Engine`,
  Transmission: msg`Transmission`,
  'Tyres & Brakes': msg`Tyres & Brakes`,
  'Frame & Suspension': msg`Frame & Suspension`,
  Electricals: msg`Electricals`,
};

/**
 * requirements 2.3 (Specifications): the six sections as an accordion, one open at a time,
 * labels split from camel case, in the visitor's language with the dealer's Hindi words
 * (spec-row-text.ts).
 */
export function SpecificationsTab({ bike }: { bike: BikeDetail }) {
  const { i18n } = useLingui();
  const sections = specSections.map((s) => {
    const values = (bike[s.field] ?? {}) as SpecSection;
    const hindi = bike.specsHi?.[s.field];
    return {
      id: s.field,
      title: inLanguage(i18n, specSectionWords, s.title),
      content: (
        <table className="spec-table">
          <tbody>
            {Object.entries(values).map(([field, value]) => {
              const row = specRowText(i18n, field, value, hindi?.[field]);
              return (
                <tr key={field}>
                  <th scope="row" lang={row.label.lang}>{row.label.text}</th>
                  <td lang={row.value.lang}>{row.value.text}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ),
    };
  });
  return <Accordion sections={sections} initiallyOpen={specSections[0].field} />;
}
