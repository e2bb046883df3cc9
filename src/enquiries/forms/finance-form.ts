/**
 * requirements 3 and 7.2: the finance enquiry. selectedPOA and selectedPOI are kept in the form
 * and sent only if chosen. The model comes from the page's own dropdown (requirements 2.3),
 * offering the published catalogue's models (src/enquiries/forms/catalogue-model-choices.ts).
 */
import type { z } from 'zod';
import { defineForm, plainOptions, type FormDefinition } from '../kit/form-definition.ts';
import { financeSchema } from '#contract/enquiry-schemas.ts';
import { poaOptions, poiOptions } from '#contract/options.ts';
import { catalogueModelOptions } from './catalogue-model-choices.ts';
import { agreeField, emailField, messageField, mobileField, nameField, preferredShowroomField } from './common-fields.ts';

/**
 * The model choices: the catalogue's models, or only the bike's own name when it comes from
 * a bike page and the catalogue on this phone has no model near it (requirements 2.3 locks the
 * choice to it; the server accepts it when it is a catalogue model's name).
 */
export function financeModelChoices(extraModel: string | undefined, catalogue: readonly string[]) {
  return extraModel ? [{ value: extraModel, label: extraModel }] : catalogueModelOptions(catalogue);
}

export function financeForm(extraModel?: string, catalogue: readonly string[] = []): FormDefinition {
  return defineForm<z.output<ReturnType<typeof financeSchema>>>({
    kind: 'finance',
    title: 'Finance enquiry',
    schema: financeSchema,
    defaults: {
      name: '', email: '', contact: '', loanAmount: '', model: '', message: '', agreed: false, selectedPOA: '', selectedPOI: '',
      preferredShowroom: '',
    },
    fields: [
      nameField(true),
      emailField('email'),
      mobileField('contact'),
      { name: 'loanAmount', label: 'Loan amount (₹)', type: 'number', min: 0, placeholder: 'e.g. 60000' },
      { name: 'model', label: 'Model', type: 'select', required: true, emptyOption: 'Select model', options: financeModelChoices(extraModel, catalogue) },
      preferredShowroomField,
      { name: 'selectedPOA', label: 'Proof of address (POA)', type: 'select', emptyOption: 'Select proof of address', options: plainOptions(poaOptions) },
      { name: 'selectedPOI', label: 'Proof of identity (POI)', type: 'select', emptyOption: 'Select proof of identity', options: plainOptions(poiOptions) },
      messageField,
      agreeField('agreed', false),
    ],
    toBody: ({ selectedPOA, selectedPOI, ...rest }) => ({
      ...rest,
      // requirements 3: sent if chosen.
      ...(selectedPOA ? { selectedPOA } : {}),
      ...(selectedPOI ? { selectedPOI } : {}),
    }),
    submitLabel: 'SUBMIT',
  });
}
