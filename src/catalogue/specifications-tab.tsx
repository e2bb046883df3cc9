import { specSections, type BikeDetail, type SpecSection } from '../contract/catalogue-types.ts';
import { Accordion } from '../ui/accordion.tsx';
import { specLabel } from './spec-label.ts';

/** spec 2.3 (Specifications): the six sections as an accordion, one open at a time, labels split from camel case. */
export function SpecificationsTab({ bike }: { bike: BikeDetail }) {
  const sections = specSections.map((s) => {
    const values = (bike[s.field] ?? {}) as SpecSection;
    return {
      id: s.field,
      title: s.title,
      content: (
        <table className="spec-table">
          <tbody>
            {Object.entries(values).map(([field, value]) => (
              <tr key={field}>
                <th scope="row">{specLabel(field)}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ),
    };
  });
  return <Accordion sections={sections} initiallyOpen={specSections[0].field} />;
}
