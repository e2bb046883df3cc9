/**
 * requirements 3 and 7.2: the finance enquiry. selectedPOA and selectedPOI are kept in the form
 * and sent only if chosen. The model comes from the page's own dropdown (requirements 2.3).
 */
import type { z } from 'zod';
import { defineForm, plainOptions, type FormDefinition } from '../kit/form-definition.ts';
import { financeSchema } from '#contract/enquiry-schemas.ts';
import { financeModels, poaOptions, poiOptions } from '#contract/options.ts';
import { modelOptions } from '#contract/model-label.ts';
import { agreeField, emailField, messageField, mobileField, nameField, preferredShowroomField } from './common-fields.ts';

/** The model choices: the finance list, or only the given name when no slug is near it. */
export function financeModelChoices(extraModel?: string) {
  return extraModel ? [{ value: extraModel, label: extraModel }] : modelOptions(financeModels);
}

/**
 * `extraModel`: a bike name from navigation state that matched no slug (requirements 2.3 locks
 * the choice to it). The contract's schema lets a model name through on the device; the
 * server accepts it when it is a catalogue model's name.
 */
export function financeForm(extraModel?: string): FormDefinition {
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
      { name: 'model', label: 'Model', type: 'select', required: true, emptyOption: 'Select model', options: financeModelChoices(extraModel) },
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
