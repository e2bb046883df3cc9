/**
 * spec 2.3 /finance: required documents, POA and POI lists, the EMI calculator, the
 * enquiry form with the custom model dropdown, and a disclaimer. A bikeName in the
 * navigation state preselects and locks the model.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { financeDocuments } from '../../contract/options.ts';
import { EmiModal } from '../../ui/emi-modal.tsx';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import type { CustomFieldProps } from '../kit/form-field.tsx';
import { financeForm, financeModelChoices } from '../forms/finance-form.ts';
import { financeSlugFor } from '../forms/finance-model-slug.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { FinanceModelDropdown } from './finance-model-dropdown.tsx';

function bikeNameFrom(state: unknown): string | undefined {
  const name = (state as { bikeName?: unknown } | null)?.bikeName;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

export function FinancePage() {
  usePageMeta('Finance', 'Two-wheeler finance: the documents you need, an EMI calculator and a quick loan enquiry.');
  const bikeName = bikeNameFrom(useLocation().state);
  const slug = bikeName ? financeSlugFor(bikeName) : null;
  // spec 2.3: a name no slug is near becomes the only choice.
  const extraModel = bikeName && !slug ? bikeName : undefined;
  const definition = useMemo(() => financeForm(extraModel), [extraModel]);
  const initialValues = useMemo(() => (bikeName ? { model: slug ?? bikeName } : undefined), [bikeName, slug]);
  const [emiOpen, setEmiOpen] = useState(false);

  const renderers = useMemo(() => {
    const options = financeModelChoices(extraModel);
    const locked = Boolean(bikeName);
    return {
      model: (props: CustomFieldProps) => (
        <FinanceModelDropdown {...props} options={options} placeholder="Select model" locked={locked} />
      ),
    };
  }, [bikeName, extraModel]);

  return (
    <EnquiryPageLayout
      title="FINANCE"
      lead="Easy finance on every motorcycle, scooter and EV: bring the documents below, work out your EMI and send us an enquiry."
    >
      <section className="enquiry-card" aria-labelledby="finance-documents">
        <h2 id="finance-documents">Required documents</h2>
        <ul className="enquiry-list">
          {financeDocuments.map((doc) => (
            <li key={doc}>{doc}</li>
          ))}
        </ul>
        <p className="enquiry-note">
          Choose the proof of address (POA) and proof of identity (POI) you will bring in the form below.
        </p>
        <p>
          <button type="button" className="enquiry-button" onClick={() => setEmiOpen(true)}>
            EMI Calculator
          </button>
        </p>
      </section>
      <section className="enquiry-card">
        <EnquiryForm
          key={bikeName ?? ''}
          definition={definition}
          initialValues={initialValues}
          renderers={renderers}
          heading="FINANCE ENQUIRY"
        />
      </section>
      <section className="enquiry-card" aria-labelledby="finance-disclaimer">
        <h2 id="finance-disclaimer">Disclaimer</h2>
        <p>
          Loan approval, amount, interest rate and tenure are at the sole discretion of the financier. EMI figures are
          indicative only and the final terms are confirmed by the financier at the time of sanction.
        </p>
      </section>
      <EmiModal open={emiOpen} onClose={() => setEmiOpen(false)} />
    </EnquiryPageLayout>
  );
}
