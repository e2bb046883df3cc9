/**
 * spec 3 and 7.2: the finance enquiry. selectedPOA and selectedPOI are kept in the form
 * and sent only if chosen. The model comes from the page's own dropdown (spec 2.3).
 */
import { z } from 'zod';
import { defineForm, plainOptions, type FormDefinition } from '../kit/form-definition.ts';
import { financeSchema } from '../../contract/enquiry-schemas.ts';
import { requiredChoice } from '../../contract/fields.ts';
import { financeModels, poaOptions, poiOptions } from '../../contract/options.ts';
import { modelOptions } from './model-label.ts';
import { agreeField, digitsField, emailField, messageField, nameField } from './common-fields.ts';

export const financeModelMessage = 'Please select a model';

/** The model choices: the finance list, or only the given name when no slug is near it. */
export function financeModelChoices(extraModel?: string) {
  return extraModel ? [{ value: extraModel, label: extraModel }] : modelOptions(financeModels);
}

/**
 * `extraModel`: a bike name from navigation state that matched no slug (spec 2.3 locks
 * the choice to it); the form then accepts that name as the model.
 */
export function financeForm(extraModel?: string): FormDefinition {
  const schema = extraModel
    ? financeSchema.extend({ model: requiredChoice([extraModel], financeModelMessage) })
    : financeSchema;
  return defineForm<z.output<typeof financeSchema>>({
    kind: 'finance',
    title: 'Finance enquiry',
    schema: schema as z.ZodType<z.output<typeof financeSchema>>,
    defaults: {
      name: '', email: '', contact: '', loanAmount: '', model: '', message: '', agreed: false, selectedPOA: '', selectedPOI: '',
    },
    fields: [
      nameField(false),
      emailField('email', false),
      digitsField('contact', false),
      { name: 'loanAmount', label: 'Loan amount (₹)', type: 'number', min: 0, placeholder: 'e.g. 60000' },
      { name: 'model', label: 'Model', type: 'select', required: true, emptyOption: 'Select model', options: financeModelChoices(extraModel) },
      { name: 'selectedPOA', label: 'Proof of address (POA)', type: 'select', emptyOption: 'Select proof of address', options: plainOptions(poaOptions) },
      { name: 'selectedPOI', label: 'Proof of identity (POI)', type: 'select', emptyOption: 'Select proof of identity', options: plainOptions(poiOptions) },
      messageField,
      agreeField('agreed', false),
    ],
    toBody: ({ selectedPOA, selectedPOI, ...rest }) => ({
      ...rest,
      // spec 3: sent if chosen.
      ...(selectedPOA ? { selectedPOA } : {}),
      ...(selectedPOI ? { selectedPOI } : {}),
    }),
    submitLabel: 'SUBMIT',
  });
}
