/** requirements 3 and 5: offer enquiry; name, email, contact required and agree ticked. */
import type { z } from 'zod';
import { defineForm } from '../kit/form-definition.ts';
import { offerSchema } from '#contract/enquiry-schemas.ts';
import { agreeField, emailField, mobileField, nameField } from './common-fields.ts';

export const offerForm = defineForm<z.output<typeof offerSchema>>({
  kind: 'offer',
  title: 'Offer enquiry',
  schema: () => offerSchema,
  defaults: { name: '', email: '', contact: '', agree: false },
  fields: [nameField(true), emailField('email'), mobileField('contact'), agreeField('agree', true)],
  toBody: (values) => values,
  submitLabel: 'SUBMIT',
});
