/**
 * requirements 2.3 /finance: required documents, POA and POI lists, the EMI calculator, the
 * enquiry form with the custom model dropdown, and a disclaimer. A bikeName in the
 * navigation state preselects and locks the model.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { financeDocuments } from '#contract/options.ts';
import { EmiModal } from '../../ui/emi-modal.tsx';
import { EnquiryForm } from '../kit/enquiry-form.tsx';
import type { CustomFieldProps } from '../kit/form-field.tsx';
import { financeForm, financeModelChoices } from '../forms/finance-form.ts';
import { nearestCatalogueModel } from '../forms/finance-model-slug.ts';
import { catalogueModelHint } from '../forms/catalogue-model-choices.ts';
import { useCatalogueModels } from '../forms/use-catalogue-models.ts';
import { formWords } from '../kit/form-words.ts';
import { EnquiryPageLayout } from './enquiry-page-layout.tsx';
import { inLanguage } from '../../lib/i18n/text-table.ts';
import { financeDocumentWords } from './finance-document-words.ts';
import { FinanceModelDropdown } from './finance-model-dropdown.tsx';

function bikeNameFrom(state: unknown): string | undefined {
  const name = (state as { bikeName?: unknown } | null)?.bikeName;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
}

/** The model's price a listing's EMI button brings (src/catalogue/listing.tsx): the calculator starts from it. */
function priceFrom(state: unknown): number | undefined {
  const price = (state as { price?: unknown } | null)?.price;
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? price : undefined;
}

export function FinancePage() {
  const { t, i18n } = useLingui();
  usePageMeta(t`Finance`, t`Two-wheeler finance: the documents you need, an EMI calculator and a quick loan enquiry.`);
  const { state } = useLocation();
  const bikeName = bikeNameFrom(state);
  const price = priceFrom(state);
  // The published catalogue's models: a model the studio publishes is offered at once.
  const models = useCatalogueModels();
  const near = bikeName ? nearestCatalogueModel(bikeName, models.names) : null;
  // requirements 2.3: a name no catalogue model is near becomes the only choice.
  const extraModel = bikeName && !near ? bikeName : undefined;
  const definition = useMemo(() => financeForm(extraModel, models.names), [models.names, extraModel]);
  const initialValues = useMemo(() => (bikeName ? { model: near ?? bikeName } : undefined), [bikeName, near]);
  const hint = bikeName ? undefined : catalogueModelHint(models);
  // Come from a listing's EMI button: the calculator is what the visitor asked for.
  const [emiOpen, setEmiOpen] = useState(price !== undefined);

  const renderers = useMemo(() => {
    const options = financeModelChoices(extraModel, models.names);
    const locked = Boolean(bikeName);
    const note = hint === undefined ? undefined : inLanguage(i18n, formWords, hint);
    return {
      model: (props: CustomFieldProps) => (
        <FinanceModelDropdown {...props} options={options} placeholder={t`Select model`} locked={locked} note={note} />
      ),
    };
  }, [bikeName, extraModel, models.names, hint, i18n, t]);

  return (
    <EnquiryPageLayout
      title={t`FINANCE`}
      lead={t`Easy finance on every motorcycle, scooter and EV: bring the documents below, work out your EMI and send us an enquiry.`}
    >
      <section className="enquiry-card" aria-labelledby="finance-documents">
        <h2 id="finance-documents"><Trans>Required documents</Trans></h2>
        <ul className="enquiry-list">
          {financeDocuments.map((doc) => (
            <li key={doc}>{inLanguage(i18n, financeDocumentWords, doc)}</li>
          ))}
        </ul>
        <p className="enquiry-note">
          <Trans>Choose the proof of address (POA) and proof of identity (POI) you will bring in the form below.</Trans>
        </p>
        <p>
          <button type="button" className="enquiry-button" onClick={() => setEmiOpen(true)}>
            <Trans>EMI Calculator</Trans>
          </button>
        </p>
      </section>
      <section className="enquiry-card">
        <EnquiryForm
          // Another bike is a fresh form; the catalogue arriving late only sets the locked model.
          key={bikeName ?? ''}
          definition={definition}
          initialValues={initialValues}
          renderers={renderers}
          heading={t`FINANCE ENQUIRY`}
        />
      </section>
      <section className="enquiry-card" aria-labelledby="finance-disclaimer">
        <h2 id="finance-disclaimer"><Trans>Disclaimer</Trans></h2>
        <p>
          <Trans>
            Loan approval, amount, interest rate and tenure are at the sole discretion of the financier. EMI figures are
            indicative only and the final terms are confirmed by the financier at the time of sanction.
          </Trans>
        </p>
      </section>
      <EmiModal open={emiOpen} onClose={() => setEmiOpen(false)} amount={price} />
    </EnquiryPageLayout>
  );
}
